import type { TrackQueryResult } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { foundCount, nodeText, statusText, timeCostNodes } from './track-results.ts';

const result = (over: Partial<TrackQueryResult> = {}): TrackQueryResult => ({
  number: 'FD1',
  found: true,
  status: 'order',
  tracks: [],
  ...over,
});

describe('track query results', () => {
  it('labels statuses and nodes in the reader’s language, unknown ones as they are', () => {
    expect(statusText('order', 'en-US')).toBe('Ordered');
    expect(statusText('mystery', 'en-US')).toBe('mystery');
    expect(nodeText('inTransit', 'zh-CN')).toBe('运输中');
    expect(nodeText(null, 'en-US')).toBe('');
  });

  it('lists only the time-cost figures present, in journey order', () => {
    const nodes = timeCostNodes(
      result({ timeCost: { deliverTimeCost: 3_600_000, pickUpTimeCost: 86_400_000, headTimeCost: null } }),
      'en-US',
    );
    expect(nodes.map((n) => n.key)).toEqual(['pickUpTimeCost', 'deliverTimeCost']);
    expect(nodes[0]!.text).not.toBe('');
    expect(timeCostNodes(result(), 'en-US')).toEqual([]);
  });

  it('counts the numbers found', () => {
    expect(foundCount([result(), result({ found: false }), result()])).toBe(2);
  });
});
