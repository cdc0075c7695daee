import { PARCEL_API } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addFee, call, ledgerViolations, ok } from '#modules/fms/ledger/receivable-test-kit.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customerId, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsWaybillFee } from './parcel.schema.ts';
import { type FakeCarrier, installFakeCarrier, sampleParcel, startParcelApp } from './parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string };
// a month of no demo fee, so the bill holds exactly what this test puts in it
const MARCH = new Date('2025-03-10T00:00:00Z');
const PERIOD = { from: '2025-03-01T00:00:00.000Z', to: '2025-04-01T00:00:00.000Z' };

describe('parcel fees (pdsFee) in the receivable ledger: confirm, bill, write-off, cancels', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let fake: FakeCarrier;
  let c1: string;
  const admin = () => ({ token: tk.admin });
  const fees = (ids: string[]) =>
    t.database.db.select().from(pdsWaybillFee).where(inArray(pdsWaybillFee.waybillId, ids));
  const sum = (rows: { conversionValue: string }[]) =>
    rows.reduce((s, r) => s.plus(r.conversionValue), new Decimal(0)).toFixed(2);
  const parcels: Ordered[] = [];

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    fake = installFakeCarrier();
    c1 = await customerId(t, 'C0001');
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('an order’s fees are estimated and count in the estimated balance; ship confirm confirms them', async () => {
    const before = await ok(t, API.balance.detail, { customerId: c1 }, admin());
    for (let i = 0; i < 3; i++) {
      const res = await t.post<Ordered>(PARCEL_API.order.url, sampleParcel(product), { token: tk.demo });
      expect(res.code).toBe(0);
      parcels.push(res.data);
    }
    const ordered = await fees(parcels.map((p) => p.id));
    expect(ordered.length).toBeGreaterThanOrEqual(3);
    expect(ordered.every((f) => f.status === 0 && f.partyId === c1)).toBe(true);
    const after = await ok(t, API.balance.detail, { customerId: c1 }, admin());
    expect(after.currency).toBe('RMB');
    expect(new Decimal(after.unbilledFees).minus(before.unbilledFees).toFixed(2)).toBe(sum(ordered));
    const confirmed = await t.post(
      PARCEL_API.shipConfirm.url,
      { ids: [parcels[0]!.id, parcels[1]!.id] },
      admin(),
    );
    expect(confirmed.code).toBe(0);
    const rows = await fees(parcels.map((p) => p.id));
    for (const f of rows) expect(f.status).toBe(f.waybillId === parcels[2]!.id ? 0 : 10);
  });

  it('a cancelled parcel’s unbilled fees are deleted: out of the balance and of every bill', async () => {
    const before = await ok(t, API.balance.detail, { customerId: c1 }, admin());
    const third = await fees([parcels[2]!.id]);
    const res = await t.post(PARCEL_API.cancel.url, { ids: [parcels[2]!.id] }, { token: tk.demo });
    expect(res.code).toBe(0);
    expect((await fees([parcels[2]!.id])).every((f) => f.isDeleted)).toBe(true);
    const after = await ok(t, API.balance.detail, { customerId: c1 }, admin());
    expect(new Decimal(before.unbilledFees).minus(after.unbilledFees).toFixed(2)).toBe(sum(third));
    // even confirmed by hand, a deleted fee is never billed
    await t.database.db
      .update(pdsWaybillFee)
      .set({ status: 10 })
      .where(eq(pdsWaybillFee.waybillId, parcels[2]!.id));
  });

  it('one bill takes the period’s confirmed parcel and freight fees; write-off and cancels keep the invariants', async () => {
    const db = t.database.db;
    const ids = parcels.map((p) => p.id);
    await db.update(pdsWaybillFee).set({ belongTime: MARCH }).where(inArray(pdsWaybillFee.waybillId, ids));
    const [waybill] = await db
      .select({ id: lmsWaybill.id })
      .from(lmsWaybill)
      .where(eq(lmsWaybill.customerId, c1))
      .limit(1);
    await addFee(db, waybill!.id, c1, { value: '10.00', belongTime: MARCH });
    const billable = (await fees(ids)).filter((f) => !f.isDeleted);
    const total = new Decimal(sum(billable)).plus(10).toFixed(2);
    const preview = await ok(t, API.bill.preview, { customerId: c1, ...PERIOD }, admin());
    expect(preview).toMatchObject({ feeCount: billable.length + 1, total, currency: 'RMB' });
    const made = await ok(t, API.bill.make, { customerId: c1, ...PERIOD }, admin());
    expect(made).toMatchObject({ feeCount: billable.length + 1, total });
    const detail = await ok(t, API.bill.detail, { id: made.id }, admin());
    const parcelLines = detail.fees.filter((f) => f.billType === 200);
    expect(parcelLines.map((f) => f.waybillNo).sort()).toEqual(
      billable.map((f) => parcels.find((p) => p.id === f.waybillId)!.waybillNo).sort(),
    );
    expect(detail.fees.filter((f) => f.billType === 0).map((f) => f.value)).toEqual(['10.00']);
    expect(detail.byCountry).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'US' })]));
    for (const f of await fees(ids))
      expect([f.status, f.billNo]).toEqual(f.isDeleted ? [10, null] : [20, made.billNo]);
    expect(await ledgerViolations(db)).toEqual([]);

    const charge = await ok(
      t,
      API.charge.register,
      { value: total, currency: 'RMB', customerId: c1 },
      admin(),
    );
    await ok(t, API.charge.confirm, { id: charge.id }, admin());
    const wo = await ok(
      t,
      API.writeOff.make,
      { chargeId: charge.id, items: [{ billId: made.id, value: total }] },
      admin(),
    );
    for (const f of (await fees(ids)).filter((x) => !x.isDeleted)) {
      expect(f.status).toBe(30);
      expect(f.writeOffValue).toBe(f.value);
    }
    expect(await ledgerViolations(db)).toEqual([]);

    await ok(t, API.writeOff.cancel, { id: wo.id }, admin());
    expect((await fees(ids)).filter((f) => !f.isDeleted).every((f) => f.status === 20)).toBe(true);
    // a billed parcel cancelled: its fees stay on the bill, deleted, and no later bill takes them
    const first = parcels[0]!.id;
    expect((await t.post(PARCEL_API.cancel.url, { ids: [first] }, { token: tk.demo })).code).toBe(0);
    const onBill = await fees([first]);
    expect(onBill.map((f) => [f.status, f.isDeleted])).toEqual(onBill.map(() => [20, true]));
    expect((await ok(t, API.bill.detail, { id: made.id }, admin())).total).toBe(total);
    expect(await ledgerViolations(db)).toEqual([]);
    await ok(t, API.bill.cancel, { id: made.id }, admin());
    for (const f of await fees(ids)) expect([f.status, f.billNo]).toEqual([10, null]);
    expect(await ledgerViolations(db)).toEqual([]);
    const left = billable.filter((f) => f.waybillId !== first);
    const again = await call(t, API.bill.preview, { customerId: c1, ...PERIOD }, admin());
    expect(again.data).toMatchObject({
      feeCount: left.length + 1,
      total: new Decimal(sum(left)).plus(10).toFixed(2),
    });
  });
});
