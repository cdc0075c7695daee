import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybill } from '#modules/lms/waybill/waybill.schema.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { type FeeFixture, feeRows, receivedWaybill, startFeeApp, summaryOf } from './fee-test-kit.ts';

/**
 * Fees calculated onto waybills through the scans (HTTP on PGlite). Hand calculation: the two
 * received pieces weigh 12.000 kg charged; the customer price is 30 / kg → freight 360.00, the agent
 * price 20 / kg → 240.00, RMB at rate 1; profit 120.00. Re-weighed to 20 + 3 kg → 23 kg → 690.00 / 460.00;
 * to 30 + 3 kg → 33 kg → agent 660.00 (the billed customer freight stays 690.00).
 */
describe('fees calculated onto freight waybills', () => {
  let f: FeeFixture;
  const reweigh = (no: string, first: string) =>
    f.t.post(
      '/lms/scan/updateWeight',
      { no, weighMode: 2, pieces: [{ actualWeight: first }, { actualWeight: '3' }] },
      { token: f.tk.service },
    );

  beforeAll(async () => {
    f = await startFeeApp();
  });
  afterAll(() => f.t.close());

  it('receive: writes the customer and the agent freight with formula, sysValue and the price table', async () => {
    const w = await receivedWaybill(f);
    const rows = await feeRows(f.t, w.id);
    const [row] = await f.t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.id, w.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'agent',
      subjectName: 'freight',
      value: '240.00',
      sysValue: '240.00',
      conversionValue: '240.00',
      priceId: f.agentPrice,
      status: 0,
      isManual: false,
      calErrorMsg: null,
    });
    expect(rows[1]).toMatchObject({
      kind: 'customer',
      partyId: row!.customerId,
      subjectName: 'freight',
      originalValue: '360.00',
      value: '360.00',
      sysValue: '360.00',
      currency: 'RMB',
      exchangeRate: '1.000000',
      conversionValue: '360.00',
      priceId: f.customerPrice,
      status: 0,
    });
    expect(rows[1]!.formula).toContain('12 kg × 30 = 360.00');
    expect(rows[1]!.belongTime).toEqual(row!.receiveTime);
    const summary = await summaryOf(f, w.id);
    expect(summary.data).toEqual({
      currency: 'RMB',
      customerTotal: '360.00',
      agentTotal: '240.00',
      profit: '120.00',
      customerErrors: 0,
      agentErrors: 0,
    });
  });

  it('a weight change recalculates; a manual row and a billed row are kept as they are', async () => {
    const w = await receivedWaybill(f);
    const manual = await f.t.post(
      '/lms/fee/insert',
      { waybillId: w.id, subjectName: 'packing', value: '15', currency: 'RMB', innerRemark: 'wooden case' },
      { token: f.tk.admin },
    );
    expect(manual.code).toBe(0);
    expect((await reweigh(w.waybillNo, '20')).code).toBe(0);
    let rows = await feeRows(f.t, w.id);
    expect(rows.map((r) => [r.kind, r.subjectName, r.value, r.isManual])).toEqual([
      ['agent', 'freight', '460.00', false],
      ['customer', 'freight', '690.00', false],
      ['customer', 'packing', '15.00', true],
    ]);
    // the customer freight billed: a new weighing leaves it and adds no second freight
    const freight = rows.find((r) => r.kind === 'customer' && r.subjectName === 'freight')!;
    await f.t.database.db
      .update(lmsWaybillFee)
      .set({ status: 20, billNo: 'B1' })
      .where(eq(lmsWaybillFee.id, freight.id));
    expect((await reweigh(w.waybillNo, '30')).code).toBe(0);
    rows = await feeRows(f.t, w.id);
    expect(rows.map((r) => [r.kind, r.subjectName, r.value])).toEqual([
      ['agent', 'freight', '660.00'],
      ['customer', 'freight', '690.00'],
      ['customer', 'packing', '15.00'],
    ]);
    expect(rows.find((r) => r.id === freight.id)?.billNo).toBe('B1');
    const summary = await summaryOf(f, w.id);
    expect(summary.data).toMatchObject({ customerTotal: '705.00', agentTotal: '660.00', profit: '45.00' });
  });

  it('the customer confirming the weights recalculates: fresh rows, same values', async () => {
    const w = await receivedWaybill(f);
    const before = await feeRows(f.t, w.id);
    const r = await f.t.post(
      '/lms/waybill/action',
      { ids: [w.id], action: 'requestWeightConfirm' },
      { token: f.tk.admin },
    );
    expect(r.code).toBe(0);
    const confirmed = await f.t.post(
      '/lms/waybill/action',
      { ids: [w.id], action: 'confirmWeight' },
      { token: f.tk.demo },
    );
    expect(confirmed.code).toBe(0);
    const after = await feeRows(f.t, w.id);
    expect(after.map((x) => x.value)).toEqual(before.map((x) => x.value));
    expect(after.map((x) => x.id)).not.toEqual(before.map((x) => x.id));
  });

  it('a customer without any price gets a freight line that says why, never a crash', async () => {
    const w = await receivedWaybill(f, f.tk.lmsonly);
    const rows = await feeRows(f.t, w.id);
    const customer = rows.find((r) => r.kind === 'customer')!;
    expect(customer).toMatchObject({ subjectName: 'freight', value: '0.00' });
    expect(customer.calErrorMsg).toBeTruthy();
    expect((await summaryOf(f, w.id)).data).toMatchObject({ customerErrors: 1, customerTotal: '0.00' });
  });
});
