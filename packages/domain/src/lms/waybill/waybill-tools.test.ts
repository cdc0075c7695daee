import { describe, expect, it } from 'vitest';
import { splitNumbers } from './drawer-rules.ts';
import {
  pickUpTaskNewPayload,
  publicTrackQueryPayload,
  trackBatchAppendPayload,
  trackQueryPayload,
} from './waybill-tools.ts';

describe('waybill tools payloads', () => {
  it('splits pasted numbers on spaces, new lines, commas and semicolons, without repeats', () => {
    expect(splitNumbers(' FD1\nFD2, FD3；FD1\t FD4 ')).toEqual(['FD1', 'FD2', 'FD3', 'FD4']);
    expect(splitNumbers(' \n ')).toEqual([]);
  });

  it('limits the numbers: 500 to append, 200 to query, 20 in public; none is refused', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`).join(' ');
    const time = '2026-01-01T00:00:00Z';
    expect(trackBatchAppendPayload.safeParse({ numbers: many(500), time }).success).toBe(true);
    expect(trackBatchAppendPayload.safeParse({ numbers: many(501), time }).success).toBe(false);
    expect(trackQueryPayload.safeParse({ numbers: many(200) }).success).toBe(true);
    expect(trackQueryPayload.safeParse({ numbers: many(201) }).success).toBe(false);
    expect(publicTrackQueryPayload.safeParse({ numbers: many(21) }).success).toBe(false);
    const none = trackQueryPayload.safeParse({ numbers: ' , ' });
    expect(none.error?.issues[0]?.message).toBe('pleaseEnterKeyword');
    expect(trackQueryPayload.parse({ numbers: ['A1', 'A2 A1'] }).numbers).toEqual(['A1', 'A2']);
  });

  it('a new pick-up task needs waybills, address, contact, phone and a planned time', () => {
    const ok = {
      waybillIds: ['4b0c8a1e-2f6a-4a39-9c67-1f0f3e0e8a11'],
      address: 'Gate 3',
      contact: 'Li',
      phone: '138',
      plannedTime: '2026-01-01T08:00:00Z',
    };
    expect(pickUpTaskNewPayload.safeParse(ok).success).toBe(true);
    expect(pickUpTaskNewPayload.safeParse({ ...ok, waybillIds: [] }).success).toBe(false);
    expect(pickUpTaskNewPayload.safeParse({ ...ok, address: ' ' }).success).toBe(false);
    expect(pickUpTaskNewPayload.safeParse({ ...ok, estimatedWeight: '1.2345' }).success).toBe(false);
    expect(pickUpTaskNewPayload.parse({ ...ok, estimatedWeight: '', remark: '' })).not.toHaveProperty(
      'remark',
      '',
    );
  });
});
