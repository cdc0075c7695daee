import type { WeightConfirmPage } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

describe('lms weight confirmation', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const search = (token: string, body: Record<string, unknown> = {}) =>
    t.post<WeightConfirmPage>('/lms/weightConfirm/search', body, { token });
  /** A waybill of the token's customer, received and waiting for the customer's weight confirmation. */
  const waiting = async (token = tk.demo) => {
    const w = await order(t, token, sampleOrder(product));
    await t.post(
      '/lms/waybill/receive',
      { id: w.id, weighMode: 2, pieces: [{ actualWeight: '9' }, { actualWeight: '3' }] },
      { token: tk.service },
    );
    const asked = await t.post(
      '/lms/waybill/action',
      { ids: [w.id], action: 'requestWeightConfirm' },
      { token: tk.service },
    );
    expect(asked.code).toBe(0);
    return w;
  };

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('the customer sees its waiting waybills with order and receive weights and the tab counts', async () => {
    // the demo waybills of the seed are in random statuses: counts are compared with the start
    const start = (await search(tk.demo)).data.counts;
    const a = await waiting();
    const b = await waiting();
    const other = await waiting(tk.lmsonly);
    const page = await search(tk.demo, { size: 500 });
    expect(page.code).toBe(0);
    expect(page.data.counts).toEqual({ ...start, waiting: start.waiting + 2 });
    expect(page.data.total).toBe(start.waiting + 2);
    const ids = page.data.records.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const mine = await search(tk.demo, { criteria: { no: a.waybillNo } });
    expect(mine.data.records).toHaveLength(1);
    expect(mine.data.records[0]).toMatchObject({
      status: 'waitConfirm',
      weightConfirmStatus: 1,
      orderActualWeight: '11.000',
      orderChargeWeight: '11.500',
      receiveActualWeight: '12.000',
    });
    expect(ids).not.toContain(other.id);
    expect(page.data.records.every((r) => r.customerCode === 'C0001')).toBe(true);
    const staff = await search(tk.service, { criteria: { no: other.waybillNo } });
    expect(staff.data.records.map((r) => r.id)).toEqual([other.id]);
    expect(staff.data.records[0]!.customerCode).toBe('C0002');
  });

  it('confirm moves to waitSend, reject needs a reason and moves back to received; tabs follow', async () => {
    const a = await waiting();
    const b = await waiting();
    const before = (await search(tk.demo)).data.counts;
    expect((await t.post('/lms/weightConfirm/confirm', { ids: [a.id] }, { token: tk.demo })).code).toBe(0);
    expect(await waybillRow(t, a.id)).toMatchObject({ status: 'waitSend', weightConfirmStatus: 2 });
    const noReason = await t.post('/lms/weightConfirm/reject', { ids: [b.id] }, { token: tk.demo });
    expect(noReason.msg).toBe('Please enter the reason for rejecting');
    expect((await waybillRow(t, b.id))!.status).toBe('waitConfirm');
    const rejected = await t.post(
      '/lms/weightConfirm/reject',
      { ids: [b.id], reason: 'Our scale says 11 kg' },
      { token: tk.demo },
    );
    expect(rejected.code).toBe(0);
    expect(await waybillRow(t, b.id)).toMatchObject({
      status: 'received',
      weightConfirmStatus: 3,
      weightRejectReason: 'Our scale says 11 kg',
    });
    const after = await search(tk.demo, { tab: 'denied' });
    expect(after.data.counts).toEqual({
      ...before,
      waiting: before.waiting - 2,
      denied: before.denied + 1,
      confirmed: before.confirmed + 1,
    });
    expect(after.data.records.find((r) => r.id === b.id)?.weightRejectReason).toBe('Our scale says 11 kg');
    const again = await t.post('/lms/weightConfirm/confirm', { ids: [a.id] }, { token: tk.demo });
    expect(again.msg).toBe('The waybill is Waiting to send; this operation (Confirm weight) is not allowed');
  });

  it("another customer's waybill is refused and not listed; warning tab counts receive warnings", async () => {
    const w = await waiting();
    expect((await t.post('/lms/weightConfirm/confirm', { ids: [w.id] }, { token: tk.lmsonly })).msg).toBe(
      'Data does not exist',
    );
    expect(
      (await t.post('/lms/weightConfirm/reject', { ids: [w.id], reason: 'x' }, { token: tk.lmsonly })).msg,
    ).toBe('Data does not exist');
    expect((await waybillRow(t, w.id))!.status).toBe('waitConfirm');
    const theirs = await search(tk.lmsonly, { criteria: { no: w.waybillNo } });
    expect(theirs.data.total).toBe(0);
    const warned = await order(t, tk.demo, sampleOrder(product));
    await t.post('/lms/waybill/receive', { id: warned.id, weighMode: 1 }, { token: tk.service });
    await t.post('/lms/waybill/action', { ids: [warned.id], action: 'warn' }, { token: tk.service });
    const tab = await search(tk.demo, { tab: 'warning' });
    expect(tab.data.records.map((r) => r.id)).toContain(warned.id);
    expect(tab.data.counts.warning).toBeGreaterThanOrEqual(1);
  });

  it('staff confirm on behalf of the customer; users without the permission are refused', async () => {
    const w = await waiting();
    const viewer = await userWithPermissions(t, tk.admin, 'wcview', ['lms/waybill/list']);
    expect((await search(viewer)).msg).toBe('No permission at present');
    expect((await t.post('/lms/weightConfirm/confirm', { ids: [w.id] }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/lms/weightConfirm/confirm', { ids: [w.id] }, { token: tk.service })).code).toBe(0);
    expect((await waybillRow(t, w.id))!.status).toBe('waitSend');
  });
});
