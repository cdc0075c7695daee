import { describe, expect, it } from 'vitest';
import { pushScan, SCAN_LOG_SIZE } from './scan-log.ts';

describe('print scan log', () => {
  it('keeps the newest scan first and at most ten', () => {
    let scans = pushScan([], { number: 'A', ok: true, text: '', at: new Date(0) });
    for (let i = 0; i < 12; i++)
      scans = pushScan(scans, { number: `N${i}`, ok: i % 2 === 0, text: '', at: new Date(i) });
    expect(scans).toHaveLength(SCAN_LOG_SIZE);
    expect(scans[0]!.number).toBe('N11');
    expect(scans.some((s) => s.number === 'A')).toBe(false);
  });
});
