import { ageOf, BILL_AGE_API, bucketOf } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { newCustomer } from '#modules/fms/ledger/receivable-property-test-kit.ts';
import {
  API,
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const DAY = 86_400_000;

describe('receivable ageing: open bills by age bucket, per customer or finance person, with the drill-down', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  const ages = [10, 45, 200];
  const billIds: string[] = [];

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    // customers of their own: the demo company's customers have demo bills of their own
    const own1 = await newCustomer(db, 'T1', { customerId: r.c1, waybillId: r.waybill1 });
    const own2 = await newCustomer(db, 'T2', { customerId: r.c2, waybillId: r.waybill2 });
    r = {
      ...r,
      c1: own1.customerId,
      waybill1: own1.waybillId,
      c2: own2.customerId,
      waybill2: own2.waybillId,
    };
    // three bills of C0002: 100.00 (10 days old), 50.00 of which 30.00 written off (45 days), 70.00 (200 days)
    const values = ['100.00', '50.00', '70.00'];
    for (const [i, value] of values.entries()) {
      await addFee(db, r.waybill2, r.c2, { value, belongTime: new Date(jan(3 + 2 * i)) });
      const made = await ok(
        r.t,
        API.bill.make,
        { customerId: r.c2, from: jan(2 + 2 * i), to: jan(4 + 2 * i) },
        admin(),
      );
      billIds.push(made.id);
    }
    const now = r.t.clock.now().getTime();
    for (const [i, id] of billIds.entries())
      await db
        .update(fmsBill)
        .set({ billTime: new Date(now - ages[i]! * DAY) })
        .where(eq(fmsBill.id, id));
    await db.update(fmsBill).set({ writtenOff: '30.00', status: 10 }).where(eq(fmsBill.id, billIds[1]!));
  });
  afterAll(() => r.t.close());

  it('day mode: the unwritten amounts by bucket and the total', async () => {
    const res = await ok(r.t, BILL_AGE_API.search, { criteria: { mode: 'day', customerId: r.c2 } }, admin());
    expect(res.records).toHaveLength(1);
    expect(res.records[0]).toMatchObject({
      customerId: r.c2,
      code: 'PT2',
      currency: 'RMB',
      billCount: 3,
      buckets: { d0: '100.00', d31: '20.00', d61: '0.00', d91: '0.00', d181: '70.00' },
      total: '190.00',
    });
  });

  it('month mode: calendar months between the bill and now', async () => {
    const res = await ok(
      r.t,
      BILL_AGE_API.search,
      { criteria: { mode: 'month', customerId: r.c2 } },
      admin(),
    );
    const now = r.t.clock.now();
    const expected: Record<string, number> = { m0: 0, m1: 0, m2: 0, m3: 0, m4: 0, m7: 0 };
    for (const [i, age] of ages.entries()) {
      const key = bucketOf('month', ageOf('month', new Date(now.getTime() - age * DAY), now)).key;
      expected[key]! += [100, 20, 70][i]!;
    }
    expect(res.records[0]!.buckets).toEqual(
      Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.toFixed(2)])),
    );
    expect(res.records[0]!.total).toBe('190.00');
  });

  it('groups by receivable finance person; cancelled and fully paid bills are not open', async () => {
    const res = await ok(
      r.t,
      BILL_AGE_API.search,
      { criteria: { mode: 'day', groupBy: 'financeUser', customerId: r.c2 } },
      admin(),
    );
    expect(res.records).toHaveLength(1);
    expect(res.records[0]).toMatchObject({ customerId: null, total: '190.00', billCount: 3 });
    await r.t.database.db
      .update(fmsBill)
      .set({ writtenOff: '70.00', status: 20 })
      .where(eq(fmsBill.id, billIds[2]!));
    const after = await ok(r.t, BILL_AGE_API.search, { criteria: { customerId: r.c2 } }, admin());
    expect(after.records[0]).toMatchObject({ total: '120.00', billCount: 2 });
    await r.t.database.db
      .update(fmsBill)
      .set({ writtenOff: '0', status: 0 })
      .where(eq(fmsBill.id, billIds[2]!));
  });

  it('drill-down: the bills of one bucket with their unwritten amount and age', async () => {
    const bills = await ok(
      r.t,
      BILL_AGE_API.bills,
      { customerId: r.c2, mode: 'day', bucket: 'd31' },
      admin(),
    );
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      id: billIds[1],
      total: '50.00',
      writtenOff: '30.00',
      unwritten: '20.00',
      age: 45,
    });
    const other = await ok(r.t, BILL_AGE_API.bills, { customerId: r.c2, mode: 'day', bucket: 'm1' }, admin());
    expect(other).toEqual([]);
  });

  it('refuses a customer user and a staff user without the permission', async () => {
    const res = await call(r.t, BILL_AGE_API.search, { criteria: { mode: 'day' } }, { token: r.tk.demo });
    expect(res.msg).toBe('No permission at present');
    const drill = await call(
      r.t,
      BILL_AGE_API.bills,
      { customerId: r.c2, mode: 'day', bucket: 'd0' },
      { token: r.tk.lmsonly },
    );
    expect(drill.msg).toBe('No permission at present');
  });
});
