import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTable } from '#modules/settings/basic.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybillPiece } from './waybill.schema.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from './waybill-test-kit.ts';

describe('lms waybill status and flag actions', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const place = () => order(t, tk.demo, sampleOrder(product));
  const act = (token: string, ids: string[], action: string, extra: Record<string, unknown> = {}) =>
    t.post<{ updated: number }>('/lms/waybill/action', { ids, action, ...extra }, { token });
  const flag = (token: string, ids: string[], action: string, extra: Record<string, unknown> = {}) =>
    t.post('/lms/waybill/flag', { ids, action, ...extra }, { token });

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('receive weighs and measures per piece, stamps receiveTime, writes a track and the receive weights', async () => {
    const w = await place();
    t.clock.advance(3_600_000);
    const res = await t.post<Record<string, unknown>>(
      '/lms/waybill/receive',
      {
        waybillNo: w.waybillNo,
        weighMode: 0,
        pieces: [
          { actualWeight: '8.2', length: '50', width: '40', height: '31' },
          { actualWeight: '3', length: '20', width: '20', height: '20' },
        ],
      },
      { token: tk.service },
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      status: 'received',
      receiveActualWeight: '11.200',
      receivableRealChargeWeight: '12.000',
      isOverweight: false,
      warnings: [],
    });
    const row = await waybillRow(t, w.id);
    expect(row).toMatchObject({ status: 'received', orderChargeWeight: '11.500', receiveWeightRule: 'max' });
    expect(row!.receiveTime!.getTime()).toBe(t.clock.now().getTime());
    const pieces = await t.database.db
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id));
    expect(pieces.find((p) => p.seq === 1)).toMatchObject({
      receiveActualWeight: '8.200',
      orderActualWeight: '8.000',
    });
    const tracks = await trackRows(t, w.id);
    expect(tracks.map((x) => x.messageKey)).toContain('lmsTrackReceive');
    const detail = await t.get<{ timeCost: Record<string, number | null> }>(
      '/lms/waybill/findById',
      { id: w.id, timeCost: 'true' },
      { token: tk.demo },
    );
    expect(detail.data.timeCost.pickUpTimeCost).toBe(3_600_000);
  });

  it('receive: a missing measure is refused by row, product thresholds set overweight with warnings', async () => {
    const w = await place();
    const missing = await t.post(
      '/lms/waybill/receive',
      { id: w.id, weighMode: 0, pieces: [{ actualWeight: '8' }] },
      { token: tk.service },
    );
    expect(missing.msg).toBe('Row 1: size cannot be empty');
    expect((await waybillRow(t, w.id))!.status).toBe('order');
    const heavy = await t.post<{ warnings: string[]; isOverweight: boolean }>(
      '/lms/waybill/receive',
      { id: w.id, weighMode: 2, pieces: [{ actualWeight: '70' }, { actualWeight: '3' }] },
      { token: tk.service },
    );
    expect(heavy.data.isOverweight).toBe(true);
    expect(heavy.data.warnings).toHaveLength(1);
    expect((await waybillRow(t, w.id))!.isOverweight).toBe(true);
  });

  it('an illegal change is refused with the domain message and changes nothing; a batch is all or nothing', async () => {
    const a = await place();
    const b = await place();
    const illegal = await act(tk.service, [a.id], 'send');
    expect(illegal.msg).toBe('The waybill is Ordered; this operation (Send) is not allowed');
    expect((await waybillRow(t, a.id))!.status).toBe('order');
    await t.post('/lms/waybill/receive', { id: a.id, weighMode: 1 }, { token: tk.service });
    const batch = await act(tk.service, [a.id, b.id], 'send');
    expect(batch.msg).toBe(
      `Waybill ${b.waybillNo}: The waybill is Ordered; this operation (Send) is not allowed`,
    );
    expect((await waybillRow(t, a.id))!.status).toBe('received');
    expect((await trackRows(t, a.id)).map((x) => x.messageKey)).not.toContain('lmsTrackSend');
    const sent = await act(tk.service, [a.id], 'send');
    expect(sent.code).toBe(0);
    const row = await waybillRow(t, a.id);
    expect(row!.status).toBe('departure');
    expect(row!.sendTime).toBeInstanceOf(Date);
    for (const action of ['arrival', 'clearCustoms', 'outForDelivery', 'deliver'])
      expect((await act(tk.service, [a.id], action)).code).toBe(0);
    const done = await waybillRow(t, a.id);
    expect(done).toMatchObject({ status: 'delivered' });
    expect(done!.deliverTime).toBeInstanceOf(Date);
    expect(done!.completeTime).toBeInstanceOf(Date);
    expect((await trackRows(t, a.id)).map((x) => x.status)).toContain('delivered');
  });

  it('a locked waybill refuses operations; a detained one cannot be sent; detain needs a type', async () => {
    const w = await place();
    expect((await flag(tk.service, [w.id], 'lock')).code).toBe(0);
    expect(
      (await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service })).msg,
    ).toBe('The waybill is locked; no operation is allowed');
    expect((await flag(tk.service, [w.id], 'lock')).msg).toContain('already');
    expect((await flag(tk.service, [w.id], 'unlock')).code).toBe(0);
    await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service });
    expect((await flag(tk.service, [w.id], 'detain')).msg).toBe('Please select Detain type');
    expect((await flag(tk.service, [w.id], 'detain', { detainTypes: ['finance'] })).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({ isDetain: true, detainTypes: ['finance'] });
    const refused = await act(tk.service, [w.id], 'send');
    expect(refused.code).not.toBe(0);
    expect((await waybillRow(t, w.id))!.status).toBe('received');
    expect((await flag(tk.service, [w.id], 'cancelDetain')).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({ isDetain: false, detainTypes: [] });
    expect((await act(tk.service, [w.id], 'send')).code).toBe(0);
    const flagged = await t.post<{ total: number }>(
      '/lms/waybill/search',
      { criteria: { flags: ['isOverweight'] } },
      { token: tk.service },
    );
    expect(flagged.data.total).toBe(1);
    const keys = (await trackRows(t, w.id)).map((x) => x.messageKey);
    expect(keys.filter((k) => k === 'lmsTrackFlagSet')).toHaveLength(2);
    expect(keys.filter((k) => k === 'lmsTrackFlagCleared')).toHaveLength(2);
  });

  it('weight confirmation: the customer confirms or rejects with a reason; staff actions are not theirs', async () => {
    const w = await place();
    await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service });
    expect((await act(tk.service, [w.id], 'requestWeightConfirm')).code).toBe(0);
    expect((await act(tk.demo, [w.id], 'send')).msg).toBe('No permission at present');
    expect((await act(tk.demo, [w.id], 'rejectWeight')).msg).toBe('Please enter the reason for rejecting');
    expect((await act(tk.lmsonly, [w.id], 'confirmWeight')).msg).toBe('Data does not exist');
    expect((await waybillRow(t, w.id))!.status).toBe('waitConfirm');
    expect((await act(tk.demo, [w.id], 'rejectWeight', { reason: 'Scale looks wrong' })).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({
      status: 'received',
      weightConfirmStatus: 3,
      weightRejectReason: 'Scale looks wrong',
    });
  });

  it('another customer cannot act on the waybill; users without the permissions are refused', async () => {
    const w = await place();
    expect((await flag(tk.lmsonly, [w.id], 'lock')).msg).toBe('No permission at present');
    expect((await act(tk.lmsonly, [w.id], 'confirmWaybill')).msg).toBe('Data does not exist');
    const viewer = await userWithPermissions(t, tk.admin, 'wbview2', ['lms/waybill/list']);
    expect((await act(viewer, [w.id], 'arrive')).msg).toBe('No permission at present');
    expect((await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await flag(viewer, [w.id], 'lock')).msg).toBe('No permission at present');
    const confirmOnly = await userWithPermissions(t, tk.admin, 'wbconfirm', ['lms/waybill/list:confirm']);
    expect((await act(confirmOnly, [w.id], 'arrive')).msg).toBe('No permission at present');
    expect((await waybillRow(t, w.id))!.arriveTime).toBeNull();
  });

  it('product thresholds: a size above the warning length sets overlong', async () => {
    await t.database.db
      .update(productTable)
      .set({ warnMaxLength: '60.00' })
      .where(eq(productTable.id, product));
    const w = await place();
    const res = await t.post<{ isOverlong: boolean; warnings: string[] }>(
      '/lms/waybill/receive',
      {
        id: w.id,
        weighMode: 3,
        pieces: [
          { length: '61', width: '10', height: '10' },
          { length: '20', width: '20', height: '20' },
        ],
      },
      { token: tk.service },
    );
    expect(res.data.isOverlong).toBe(true);
    expect(res.data.warnings[0]).toContain('Row 1');
  });
});
