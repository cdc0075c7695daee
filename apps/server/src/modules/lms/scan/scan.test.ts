import { SCAN_TYPES, type ScanAnswer, type ScanRecordRow } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybill, lmsWaybillPiece } from '#modules/lms/waybill/waybill.schema.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsScanRecord } from './scan.schema.ts';

type Page = { records: ScanRecordRow[]; total: number };
const TWO_PIECES = [
  { actualWeight: '8.2', length: '50', width: '40', height: '31' },
  { actualWeight: '3', length: '20', width: '20', height: '20' },
];

describe('lms scan endpoints and scan records', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let seq = 0;
  const place = (over: Record<string, unknown> = {}) =>
    order(t, tk.demo, sampleOrder(product, { customerNo: `SC-${++seq}`, ...over }));
  const scanIt = (type: string, body: Record<string, unknown>, token = tk.service) =>
    t.post<ScanAnswer>(`/lms/scan/${type}`, body, { token });
  const records = (criteria: Record<string, unknown>) =>
    t.post<Page>('/lms/scanRecord/search', { criteria }, { token: tk.service });
  const recordsOf = (waybillId: string) =>
    t.database.db.select().from(lmsScanRecord).where(eq(lmsScanRecord.waybillId, waybillId));
  const received = async () => {
    const w = await place();
    expect((await scanIt('receive', { no: w.waybillNo, weighMode: 1 })).code).toBe(0);
    return w;
  };

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('receive: weighs two pieces by waybill number, answers the weights and writes one ok record', async () => {
    const w = await place();
    const res = await scanIt('receive', { no: w.waybillNo, weighMode: 0, pieces: TWO_PIECES });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      waybillId: w.id,
      status: 'received',
      pass: true,
      warnings: [],
      receivableRealChargeWeight: '12.000',
      message: `${w.waybillNo}: received, 2 piece(s), charge weight 12.000 kg`,
    });
    const [rec] = await recordsOf(w.id);
    expect(rec).toMatchObject({
      type: 'receive',
      no: w.waybillNo,
      result: 'ok',
      weighMode: 0,
      pieceCount: 2,
      actualWeight: '11.200',
      chargeWeight: '12.000',
    });
    expect(rec!.warehouseId).not.toBeNull();
    const again = await scanIt('receive', { no: w.waybillNo, weighMode: 0 });
    expect(again.msg).toBe('The waybill is Received; this operation (Receive) is not allowed');
    const rows = await recordsOf(w.id);
    expect(rows.map((r) => r.result).sort()).toEqual(['failed', 'ok']);
  });

  it('receive: a missing measure is refused by row, recorded as failed, the waybill unchanged', async () => {
    const w = await place();
    const res = await scanIt('receive', { no: w.waybillNo, weighMode: 0, pieces: [{ actualWeight: '8' }] });
    expect(res.msg).toBe('Row 1: size cannot be empty');
    expect((await waybillRow(t, w.id))!.status).toBe('order');
    const [rec] = await recordsOf(w.id);
    expect(rec).toMatchObject({ result: 'failed', messageKey: 'lmsRowSizeRequired', weighMode: 0 });
  });

  it('every scan type answers an unknown number with its message and records the failure', async () => {
    for (const type of SCAN_TYPES) {
      const res = await scanIt(type, { no: `UNKNOWN-${type}`, detainTypes: ['operate'], passed: true });
      expect(res.msg).toBe(`No waybill found for number UNKNOWN-${type}`);
      const page = await records({ no: `UNKNOWN-${type}` });
      expect(page.data.records.map((r) => [r.type, r.result, r.waybillId])).toEqual([[type, 'failed', null]]);
    }
  });

  it('an unknown number is refused and recorded without a waybill; customer and track numbers are found', async () => {
    const unknown = await scanIt('arrive', { no: 'NOPE-404' });
    expect(unknown.msg).toBe('No waybill found for number NOPE-404');
    const page = await records({ no: 'NOPE-404' });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({
      type: 'arrive',
      result: 'failed',
      waybillId: null,
      message: 'No waybill found for number NOPE-404',
    });
    const w = await place({ customerNo: 'CUST-SCAN-1' });
    const byCustomerNo = await scanIt('arrive', { no: 'CUST-SCAN-1' });
    expect(byCustomerNo.data).toMatchObject({ waybillId: w.id, status: 'order' });
    await t.database.db.update(lmsWaybill).set({ trackNo: '1ZTRACK001' }).where(eq(lmsWaybill.id, w.id));
    expect((await scanIt('query', { no: '1ZTRACK001' })).data.waybillId).toBe(w.id);
    expect((await waybillRow(t, w.id))!.arriveTime).toBeInstanceOf(Date);
  });

  it('arrive and send: status changes with their messages; illegal changes refused', async () => {
    const w = await place();
    const arrived = await scanIt('arrive', { no: w.waybillNo });
    expect(arrived.data.message).toBe(`${w.waybillNo}: Arrive done; status Ordered`);
    expect((await scanIt('send', { no: w.waybillNo })).msg).toBe(
      'The waybill is Ordered; this operation (Send) is not allowed',
    );
    await scanIt('receive', { no: w.waybillNo, weighMode: 1 });
    expect((await scanIt('arrive', { no: w.waybillNo })).msg).toBe(
      'The waybill is Received; this operation (Arrive) is not allowed',
    );
    const sent = await scanIt('send', { no: w.waybillNo });
    expect(sent.data).toMatchObject({ status: 'departure', pass: true });
    expect((await waybillRow(t, w.id))!.sendTime).toBeInstanceOf(Date);
    expect((await trackRows(t, w.id)).map((x) => x.messageKey)).toContain('lmsTrackSend');
  });

  it('update weight: re-weighs received pieces, keeps a manually modified weight, refused before receive', async () => {
    const w = await place();
    expect((await scanIt('updateWeight', { no: w.waybillNo, weighMode: 0 })).msg).toBe(
      'The waybill is Ordered; this operation (Update weight) is not allowed',
    );
    await scanIt('receive', { no: w.waybillNo, weighMode: 0, pieces: TWO_PIECES });
    const res = await scanIt('updateWeight', {
      no: w.waybillNo,
      weighMode: 2,
      pieces: [{ actualWeight: '20' }, { actualWeight: '3' }],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ receiveActualWeight: '23.000', receivableRealChargeWeight: '23.000' });
    const pieces = await t.database.db
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id))
      .orderBy(lmsWaybillPiece.seq);
    expect(pieces[0]).toMatchObject({ receiveActualWeight: '20.000', receiveLength: '50.000' });
    await t.database.db
      .update(lmsWaybill)
      .set({ isManualChargeWeight: true, receivableRealChargeWeight: '30.000' })
      .where(eq(lmsWaybill.id, w.id));
    const kept = await scanIt('updateWeight', {
      no: w.waybillNo,
      weighMode: 2,
      pieces: [{ actualWeight: '5' }, { actualWeight: '3' }],
    });
    expect(kept.data).toMatchObject({ receiveActualWeight: '8.000', receivableRealChargeWeight: '30.000' });
    expect(await waybillRow(t, w.id)).toMatchObject({
      receiveActualWeight: '8.000',
      receivableRealChargeWeight: '30.000',
      isManualChargeWeight: true,
    });
    const [rec] = (await recordsOf(w.id)).filter((r) => r.type === 'updateWeight' && r.result === 'ok');
    expect(rec).toBeDefined();
  });

  it('check goods: pass, fail needs a reason and marks abnormal; refused before receive', async () => {
    const fresh = await place();
    expect((await scanIt('checkGoods', { no: fresh.waybillNo })).msg).toBe(
      'The waybill is Ordered; this operation (Check goods) is not allowed',
    );
    const w = await received();
    expect((await scanIt('checkGoods', { no: w.waybillNo })).data.pass).toBe(true);
    expect((await waybillRow(t, w.id))!.checkGoodsStatus).toBe(2);
    expect((await scanIt('checkGoods', { no: w.waybillNo, passed: false })).msg).toBe(
      'Please enter the reason of the failed check',
    );
    const failed = await scanIt('checkGoods', { no: w.waybillNo, passed: false, reason: 'Battery inside' });
    expect(failed.data).toMatchObject({
      pass: false,
      message: `${w.waybillNo}: goods check failed (Battery inside)`,
    });
    expect(await waybillRow(t, w.id)).toMatchObject({ checkGoodsStatus: 3, checkGoodsCount: 2 });
  });

  it('package: a typed number or one from the numbering rule, on the waybill and its pieces', async () => {
    const fresh = await place();
    expect((await scanIt('package', { no: fresh.waybillNo })).msg).toBe(
      'The waybill is Ordered; this operation (Package / pallet) is not allowed',
    );
    const w = await received();
    const typed = await scanIt('package', { no: w.waybillNo, packageNo: 'PALLET-7' });
    expect(typed.data).toMatchObject({
      packageNo: 'PALLET-7',
      message: `${w.waybillNo}: packed into PALLET-7`,
    });
    const pieces = await t.database.db
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id));
    expect(pieces.every((p) => p.packageNo === 'PALLET-7')).toBe(true);
    const ruled = await scanIt('package', { no: w.waybillNo });
    expect(ruled.data.packageNo).toMatch(/^PK\d{6}0001$/);
    expect(await waybillRow(t, w.id)).toMatchObject({ packageNo: ruled.data.packageNo });
    expect((await waybillRow(t, w.id))!.packageTime).toBeInstanceOf(Date);
    const [rec] = (await recordsOf(w.id)).filter((r) => r.packageNo === 'PALLET-7');
    expect(rec).toMatchObject({ type: 'package', result: 'ok' });
  });

  it('detain, verify, delay: flags with types, verify answers blocking flags without a change', async () => {
    const w = await received();
    const clear = await scanIt('verify', { no: w.waybillNo });
    expect(clear.data).toMatchObject({
      pass: true,
      message: `${w.waybillNo}: status Received, no blocking flag`,
    });
    expect((await scanIt('detain', { no: w.waybillNo })).msg).toBe('Please select Detain type');
    expect((await scanIt('detain', { no: w.waybillNo, detainTypes: ['finance'] })).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({ isDetain: true, detainTypes: ['finance'] });
    const before = await waybillRow(t, w.id);
    const blocked = await scanIt('verify', { no: w.waybillNo });
    expect(blocked.code).toBe(0);
    expect(blocked.data).toMatchObject({
      pass: false,
      message: `${w.waybillNo}: status Received; blocked: Detained`,
    });
    expect((await waybillRow(t, w.id))!.version).toBe(before!.version);
    expect((await scanIt('send', { no: w.waybillNo })).msg).toBe(
      'The waybill is detained; cancel the detain first',
    );
    expect((await scanIt('cancelDetain', { no: w.waybillNo })).code).toBe(0);
    expect((await scanIt('cancelDetain', { no: w.waybillNo })).msg).toBe(
      'The waybill is not marked Detained',
    );
    expect((await scanIt('delay', { no: w.waybillNo, reason: 'Flight full' })).code).toBe(0);
    expect((await scanIt('delay', { no: w.waybillNo })).msg).toBe('The waybill is already marked Delayed');
    expect((await scanIt('cancelDelay', { no: w.waybillNo })).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({ isDelay: false, isDetain: false });
    const verifies = (await recordsOf(w.id)).filter((r) => r.type === 'verify').map((r) => r.result);
    expect(verifies.sort()).toEqual(['failed', 'ok']);
  });

  it('return-in and return to customer follow the machine; query answers the summary', async () => {
    const w = await received();
    expect((await scanIt('returnIn', { no: w.waybillNo })).msg).toBe(
      'The waybill is Received; this operation (Return in) is not allowed',
    );
    expect((await scanIt('returnToCustomer', { no: w.waybillNo })).msg).toBe(
      'The waybill is Received; this operation (Return to customer) is not allowed',
    );
    await scanIt('send', { no: w.waybillNo });
    const back = await t.post(
      '/lms/waybill/action',
      { ids: [w.id], action: 'returnFromDestination' },
      { token: tk.service },
    );
    expect(back.code).toBe(0);
    expect((await scanIt('returnIn', { no: w.waybillNo })).data.status).toBe('waitReturning');
    expect((await scanIt('returnToCustomer', { no: w.waybillNo })).data.status).toBe('returned');
    const q = await scanIt('query', { no: w.waybillNo });
    expect(q.data).toMatchObject({
      status: 'returned',
      pieceCount: 2,
      message: `${w.waybillNo}: status Returned, 2 piece(s)`,
    });
    expect((await scanIt('delay', { no: w.waybillNo })).msg).toBe(
      'The waybill is finished; this operation is not allowed',
    );
  });

  it('permissions: receive needs receive, flags need flag, the rest operate; customers are refused', async () => {
    const w = await place();
    const viewer = await userWithPermissions(t, tk.admin, 'scanview', ['lms/waybill/list']);
    const operator = await userWithPermissions(t, tk.admin, 'scanop', ['lms/waybill/list:operate']);
    for (const type of SCAN_TYPES) {
      expect((await scanIt(type, { no: w.waybillNo }, viewer)).msg).toBe('No permission at present');
      expect((await scanIt(type, { no: w.waybillNo }, tk.demo)).msg).toBe('No permission at present');
    }
    expect((await scanIt('receive', { no: w.waybillNo, weighMode: 1 }, operator)).msg).toBe(
      'No permission at present',
    );
    expect((await scanIt('delay', { no: w.waybillNo }, operator)).msg).toBe('No permission at present');
    expect((await scanIt('arrive', { no: w.waybillNo }, operator)).code).toBe(0);
    expect((await scanIt('arrive', { no: w.waybillNo }, tk.demo)).msg).toBe('No permission at present');
    expect((await t.post('/lms/scanRecord/search', {}, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/lms/scanRecord/search', {}, { token: tk.demo })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/lms/scanLookup', { no: w.waybillNo }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await waybillRow(t, w.id))!.status).toBe('order');
  });

  it('lookup of an unknown number with the screen type is that scan failing: one request, one record', async () => {
    const lookup = (body: object) => t.post('/lms/scanLookup', body, { token: tk.service });
    const bare = await lookup({ no: 'NOPE-LOOKUP-1' });
    expect(bare.code).toBe(-1);
    expect((await records({ no: 'NOPE-LOOKUP-1' })).data.total).toBe(0);
    const typed = await lookup({ no: 'NOPE-LOOKUP-2', type: 'receive' });
    expect(typed).toMatchObject({ code: -1, msg: bare.msg.replace('NOPE-LOOKUP-1', 'NOPE-LOOKUP-2') });
    const recorded = await records({ no: 'NOPE-LOOKUP-2' });
    expect(recorded.data.records.map((r) => [r.type, r.result, r.message])).toEqual([
      ['receive', 'failed', typed.msg],
    ]);
  });

  it('lookup answers the ordered pieces without a record; the record search filters and renders', async () => {
    const w = await place();
    const look = await t.post<{ pieces: { orderActualWeight: string }[] }>(
      '/lms/scanLookup',
      { no: w.waybillNo },
      { token: tk.service },
    );
    expect(look.data.pieces.map((p) => p.orderActualWeight)).toEqual(['8.000', '3.000']);
    expect(await recordsOf(w.id)).toHaveLength(0);
    await scanIt('arrive', { no: w.waybillNo });
    t.clock.advance(1000);
    await scanIt('send', { no: w.waybillNo });
    const all = await records({ no: w.waybillNo });
    expect(all.data.total).toBe(2);
    expect(all.data.records[0]).toMatchObject({
      type: 'send',
      result: 'failed',
      createdByName: '王芳 Wang Fang',
    });
    expect(all.data.records[0]!.warehouseName).toContain('Shenzhen');
    expect((await records({ no: w.waybillNo, result: 'ok' })).data.records.map((r) => r.type)).toEqual([
      'arrive',
    ]);
    expect((await records({ no: w.waybillNo, type: 'send' })).data.total).toBe(1);
    expect((await records({ no: w.waybillNo, user: 'admin' })).data.total).toBe(0);
    expect((await records({ no: w.waybillNo, user: 'wang' })).data.total).toBe(2);
    const future = [new Date(Date.now() + 86_400_000 * 400), new Date(Date.now() + 86_400_000 * 401)];
    expect((await records({ no: w.waybillNo, createdAt: future })).data.total).toBe(0);
    const zh = await t.post<Page>(
      '/lms/scanRecord/search',
      { criteria: { no: w.waybillNo, type: 'send' } },
      { token: tk.service, lang: 'zh-CN' },
    );
    expect(zh.data.records[0]!.message).toBe('运单状态为已下单，不允许此操作(发货)');
  });
});
