import { describe, expect, it } from 'vitest';
import { type SessionScan, scanTally, withScan } from './scan-session.ts';

const scan = (key: number, ok = true): SessionScan => ({
  key,
  time: '10:00:00',
  no: `FD${key}`,
  ok,
  message: 'm',
  warnings: [],
  waybillId: null,
});

describe('last scans of the session', () => {
  it('puts the newest scan first and keeps at most the maximum', () => {
    let list: SessionScan[] = [];
    for (let k = 1; k <= 4; k++) list = withScan(list, scan(k), 3);
    expect(list.map((s) => s.key)).toEqual([4, 3, 2]);
  });

  it('counts ok and failed scans', () => {
    expect(scanTally([scan(1), scan(2, false), scan(3)])).toEqual({ ok: 2, failed: 1 });
    expect(scanTally([])).toEqual({ ok: 0, failed: 0 });
  });
});
