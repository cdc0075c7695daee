import { POINT_API } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '../ledger/receivable-test-kit.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day, 4)).toISOString();

describe('points: earned on a write-off, taken back on its cancel, adjusted with a reason, each customer its own', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });

  beforeAll(async () => {
    r = await startReceivableApp();
  });
  afterAll(() => r.t.close());

  it('earns floor(amount × rate) on a write-off and takes exactly that back on its cancel', async () => {
    const db = r.t.database.db;
    await addFee(db, r.waybill1, r.c1, { value: '250.75', belongTime: new Date(jan(3)) });
    const bill = await ok(r.t, API.bill.make, { customerId: r.c1, from: jan(1), to: jan(31) }, admin());
    const charge = await ok(
      r.t,
      API.charge.register,
      { value: '300', currency: 'RMB', customerId: r.c1 },
      admin(),
    );
    await ok(r.t, API.charge.confirm, { id: charge.id }, admin());
    const before = await ok(r.t, POINT_API.detail, { customerId: r.c1 }, admin());
    expect(before.rate).toBe('1');
    const wo = await ok(
      r.t,
      API.writeOff.make,
      { chargeId: charge.id, items: [{ billId: bill.id, value: '120.50' }] },
      admin(),
    );
    const after = await ok(r.t, POINT_API.detail, { customerId: r.c1 }, admin());
    expect(after.points - before.points).toBe(120);
    // the rate is a setting: 2.5 points per 1.00
    const set = await r.t.post(
      '/common/sysConfig/update',
      { key: 'finance.pointsPerUnit', value: 2.5 },
      admin(),
    );
    expect(set.code).toBe(0);
    r.t.clock.advance(60_000); // past the settings cache
    const wo2 = await ok(
      r.t,
      API.writeOff.make,
      { chargeId: charge.id, items: [{ billId: bill.id, value: '10.30' }] },
      admin(),
    );
    const third = await ok(r.t, POINT_API.detail, { customerId: r.c1 }, admin());
    expect(third).toMatchObject({ points: after.points + 25, rate: '2.5' });
    await ok(r.t, API.writeOff.cancel, { id: wo.id }, admin());
    const cancelled = await ok(r.t, POINT_API.detail, { customerId: r.c1 }, admin());
    expect(cancelled.points).toBe(third.points - 120);
    const flows = await ok(r.t, POINT_API.search, { criteria: { customerId: r.c1 } }, admin());
    const mine = flows.records.filter((f) => [wo.code, wo2.code].includes(f.relatedNo ?? ''));
    expect(mine.map((f) => [f.type, f.points, f.relatedNo])).toEqual([
      ['earnCancel', -120, wo.code],
      ['earn', 25, wo2.code],
      ['earn', 120, wo.code],
    ]);
    expect(flows.records[0]!.balance).toBe(cancelled.points);
  });

  it('staff adjust with a reason; never below zero; a customer user cannot adjust and sees only its own', async () => {
    const adjusted = await ok(
      r.t,
      POINT_API.adjust,
      { customerId: r.c2, points: 50, reason: 'gift' },
      admin(),
    );
    expect(adjusted.points).toBe(50);
    const tooMuch = await call(
      r.t,
      POINT_API.adjust,
      { customerId: r.c2, points: -51, reason: 'x' },
      admin(),
    );
    expect(tooMuch.msg).toBe('Not enough points: 50 held, 51 to take');
    const zh = await call(
      r.t,
      POINT_API.adjust,
      { customerId: r.c2, points: -51, reason: 'x' },
      { ...admin(), lang: 'zh-CN' },
    );
    expect(zh.msg).toBe('积分不足：现有50，扣减51');
    const vi = await call(
      r.t,
      POINT_API.adjust,
      { customerId: r.c2, points: -51, reason: 'x' },
      { ...admin(), lang: 'vi-VN' },
    );
    expect(vi.msg).toBe('Không đủ điểm: hiện có 50, cần trừ 51');
    expect(
      (await call(r.t, POINT_API.adjust, { customerId: r.c2, points: 0, reason: 'x' }, admin())).code,
    ).not.toBe(0);
    expect(
      (await call(r.t, POINT_API.adjust, { customerId: r.c2, points: 5, reason: ' ' }, admin())).code,
    ).not.toBe(0);
    await ok(r.t, POINT_API.adjust, { customerId: r.c2, points: -20, reason: 'redeemed' }, admin());
    const portal = { token: r.tk.demo };
    const own = await call(r.t, POINT_API.adjust, { customerId: r.c1, points: 5, reason: 'x' }, portal);
    expect(own.msg).toBe('No permission at present');
    const denied = await call(
      r.t,
      POINT_API.adjust,
      { customerId: r.c1, points: 5, reason: 'x' },
      { token: r.tk.service },
    );
    expect(denied.msg).toBe('No permission at present');
    // the demo customer user (C0001) asks for C0002: it gets its own
    const detail = await ok(r.t, POINT_API.detail, { customerId: r.c2 }, portal);
    expect(detail.customerId).toBe(r.c1);
    const flows = await ok(r.t, POINT_API.search, { criteria: { customerId: r.c2 } }, portal);
    expect(flows.records).toEqual([]);
    const all = await ok(r.t, POINT_API.search, {}, portal);
    expect(all.records.length).toBeGreaterThan(0);
    expect(new Set(all.records.map((f) => f.customerId))).toEqual(new Set([r.c1]));
    const staff = await ok(r.t, POINT_API.search, { criteria: { customerId: r.c2 } }, admin());
    expect(staff.records.map((f) => [f.type, f.points, f.balance, f.reason])).toEqual([
      ['adjust', -20, 30, 'redeemed'],
      ['adjust', 50, 50, 'gift'],
    ]);
  });
});
