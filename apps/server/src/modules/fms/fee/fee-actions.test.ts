import { accountingMonth, type FeeRecalculateResult, LOCK_RECORD_API, Permission } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPrice, priceBody } from '#modules/fms/price/price-test-kit.ts';
import { awaitJob, userWithPermissions } from '../../../test/entity-kit.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { type FeeFixture, feeRows, receivedWaybill, startFeeApp, summaryOf } from './fee-test-kit.ts';

/** Recalculation modes as a job, manual fees, supplements, delete, split, permissions (HTTP on PGlite). */
describe('lms fee actions', () => {
  let f: FeeFixture;
  const post = <T = unknown>(url: string, body: unknown, token = f.tk.admin) =>
    f.t.post<T>(url, body, { token });
  const recalc = async (body: Record<string, unknown>, token = f.tk.admin) =>
    awaitJob<FeeRecalculateResult>(f.t, token, await post('/lms/fee/recalculate', body, token));
  const customerFreight = async (id: string) =>
    (await feeRows(f.t, id)).find((r) => r.kind === 'customer' && r.subjectName === 'freight')!;

  beforeAll(async () => {
    f = await startFeeApp();
  });
  afterAll(() => f.t.close());

  it('supplement: adds the amount, keeps the reason; a recalculation keeps it unless forced', async () => {
    const w = await receivedWaybill(f);
    const fee = await customerFreight(w.id);
    expect((await post('/lms/fee/supplement', { id: fee.id, amount: '12.5' })).msg).toBe(
      'Supplement reason cannot be empty',
    );
    const s = await post('/lms/fee/supplement', { id: fee.id, amount: '12.5', reason: 'stairs delivery' });
    expect(s.data).toMatchObject({ value: '372.50', supplementCount: 1 });
    expect(await customerFreight(w.id)).toMatchObject({
      value: '372.50',
      sysValue: '360.00',
      overValue: '12.50',
      conversionValue: '372.50',
      supplementReason: 'stairs delivery',
    });
    const kept = await recalc({ waybillIds: [w.id] });
    expect(kept.data).toMatchObject({ total: 1, succeeded: 1, failed: 0 });
    expect((await customerFreight(w.id)).value).toBe('372.50');
    await recalc({ waybillNos: [w.waybillNo], force: true });
    expect(await customerFreight(w.id)).toMatchObject({ value: '360.00', supplementCount: 0 });
  });

  it('delete is soft; a recalculation restores the subject only with "previously deleted"', async () => {
    const w = await receivedWaybill(f);
    const fee = await customerFreight(w.id);
    expect((await post('/lms/fee/delete', { ids: [fee.id] })).data).toEqual({ deleted: 1 });
    const fees = await f.t.get<unknown[]>('/lms/waybill/fees', { id: w.id }, { token: f.tk.admin });
    expect(fees.data).toEqual([]);
    await recalc({ waybillIds: [w.id] });
    expect(await customerFreight(w.id)).toMatchObject({ id: fee.id, isDeleted: true });
    await recalc({ waybillIds: [w.id], previouslyDeleted: true });
    expect(await customerFreight(w.id)).toMatchObject({ isDeleted: false, value: '360.00' });
  });

  it('delete and supplement refuse a billed row with a clear message', async () => {
    const w = await receivedWaybill(f);
    const fee = await customerFreight(w.id);
    await f.t.database.db.update(lmsWaybillFee).set({ status: 20 }).where(eq(lmsWaybillFee.id, fee.id));
    const msg = 'The fee freight is billed or written off and cannot be changed or deleted';
    expect((await post('/lms/fee/delete', { ids: [fee.id] })).msg).toBe(msg);
    expect((await post('/lms/fee/supplement', { id: fee.id, amount: '1', reason: 'x' })).msg).toBe(msg);
  });

  it('a recalculation reports a waybill whose fees fall in a locked month and changes nothing of it', async () => {
    const w = await receivedWaybill(f);
    const before = await customerFreight(w.id);
    const month = accountingMonth(f.t.clock.now());
    await post(LOCK_RECORD_API.lock.url, { month });
    const refused = await recalc({ waybillIds: [w.id], force: true });
    expect(refused.data).toMatchObject({ total: 1, failed: 1, written: 0 });
    expect(refused.data.errors[0]).toEqual({
      waybillNo: w.waybillNo,
      error: `Month ${month} is locked; documents dated in it cannot be changed`,
    });
    expect((await customerFreight(w.id)).id).toBe(before.id);
    await post(LOCK_RECORD_API.unlock.url, { month, reason: 'reopen' });
    expect((await recalc({ waybillIds: [w.id], force: true })).data).toMatchObject({ succeeded: 1 });
  });

  it('modes: a newer price applies by receive time; send time refuses an unsent waybill; specified forces a table', async () => {
    const w = await receivedWaybill(f);
    const newer = await insertPrice(
      f.t,
      f.tk.admin,
      priceBody(f.t, f.ids, {
        name: 'US express 2',
        channelId: null,
        effectiveFrom: new Date(f.t.clock.now().getTime() - 3_600_000).toISOString(),
        weightRanges: [{ attributeType: 'unitPrice', price: '35' }],
      }),
    );
    const byReceive = await recalc({ waybillIds: [w.id], mode: 'receiveTime' });
    expect(byReceive.data).toMatchObject({ succeeded: 1, written: 2 });
    expect(await customerFreight(w.id)).toMatchObject({ value: '420.00', priceId: newer.id, priceNo: null });
    const bySend = await recalc({ waybillIds: [w.id], mode: 'sendTime' });
    expect(bySend.data).toMatchObject({ total: 1, failed: 1 });
    expect(bySend.data.errors[0]).toEqual({
      waybillNo: w.waybillNo,
      error: 'The waybill is not sent; it cannot be recalculated by send time',
    });
    // a specified price whose surcharge formula fails: the line carries calErrorMsg, nothing crashes
    const broken = await insertPrice(
      f.t,
      f.tk.admin,
      priceBody(f.t, f.ids, {
        name: 'Broken',
        channelId: null,
        customerIds: [f.ids.c2],
        surcharges: [{ subject: 'oversize', formula: 'chargeWeight * (' }],
      }),
    );
    const specified = await recalc({ waybillIds: [w.id], mode: 'specified', priceId: broken.id });
    expect(specified.data).toMatchObject({ succeeded: 1, lineErrors: 1 });
    const rows = (await feeRows(f.t, w.id)).filter((r) => r.kind === 'customer');
    expect(rows.map((r) => [r.subjectName, r.value, r.priceNo])).toEqual([
      ['freight', '360.00', broken.id],
      ['oversize', '0.00', broken.id],
    ]);
    expect(rows[1]!.calErrorMsg).toBeTruthy();
    // smart reuses the specified price
    await recalc({ waybillIds: [w.id] });
    expect((await customerFreight(w.id)).priceId).toBe(broken.id);
    expect((await recalc({ waybillIds: [w.id], mode: 'specified' })).msg).toBe(
      'Please select the specified price',
    );
  });

  it('recalculates by the list criteria, and reports numbers not found', async () => {
    const a = await receivedWaybill(f);
    const b = await receivedWaybill(f);
    const r = await recalc({
      criteria: { numbers: `${a.waybillNo}\n${b.waybillNo}`, numberType: 'waybillNo' },
    });
    expect(r.data).toMatchObject({ total: 2, succeeded: 2 });
    const some = await recalc({ waybillNos: [a.waybillNo, 'NOPE2'] });
    expect(some.data).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(some.data.errors).toEqual([{ waybillNo: 'NOPE2', error: 'Data does not exist' }]);
  });

  it('split: shares an amount by basis to the cent, the remainder on the last waybill', async () => {
    const a = await receivedWaybill(f);
    const b = await receivedWaybill(f);
    const c = await receivedWaybill(f);
    const body = {
      waybillNos: [a.waybillNo, b.waybillNo, c.waybillNo],
      subjectName: 'customs',
      amount: '100',
    };
    const r = await post<{ rows: { waybillNo: string; value: string }[] }>('/lms/fee/split', {
      ...body,
      splitType: 'bill',
    });
    expect(r.data.rows.map((x) => x.value)).toEqual(['33.33', '33.33', '33.34']);
    const manual = (await feeRows(f.t, c.id)).find((x) => x.subjectName === 'customs')!;
    expect(manual).toMatchObject({ isManual: true, value: '33.34', kind: 'customer' });
    const missing = await post('/lms/fee/split', { ...body, waybillNos: ['NOPE1'], splitType: 'piece' });
    expect(missing.msg).toBe('Waybills not found: NOPE1');
  });

  it('staff without the codes and customers are refused; the summary needs the profit code', async () => {
    const w = await receivedWaybill(f);
    const fee = await customerFreight(w.id);
    const clerk = await userWithPermissions(f.t, f.tk.admin, 'feeClerk', [Permission.lmsFeeProfit]);
    const refused = 'No permission at present';
    expect((await post('/lms/fee/recalculate', { waybillIds: [w.id] }, clerk)).msg).toBe(refused);
    expect(
      (await post('/lms/fee/insert', { waybillId: w.id, subjectName: 'x', value: '1' }, clerk)).msg,
    ).toBe(refused);
    expect((await post('/lms/fee/delete', { ids: [fee.id] }, clerk)).msg).toBe(refused);
    expect((await summaryOf(f, w.id, clerk)).code).toBe(0);
    expect((await summaryOf(f, w.id, f.tk.service)).msg).toBe(refused);
    for (const token of [f.tk.demo, f.tk.lmsonly]) {
      expect((await summaryOf(f, w.id, token)).msg).toBe(refused);
      expect((await post('/lms/fee/recalculate', { waybillIds: [w.id] }, token)).msg).toBe(refused);
      expect((await post('/lms/fee/supplement', { id: fee.id, amount: '1', reason: 'x' }, token)).msg).toBe(
        refused,
      );
      expect(
        (
          await post(
            '/lms/fee/split',
            { waybillNos: [w.waybillNo], subjectName: 'x', amount: '1', splitType: 'bill' },
            token,
          )
        ).msg,
      ).toBe(refused);
    }
  });
});
