import type { ReturnRow, SearchResult } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

describe('customer and agent return registers', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let seq = 0;
  const place = () => order(t, tk.demo, sampleOrder(product, { customerNo: `RT-${++seq}` }));
  const received = async () => {
    const w = await place();
    const r = await t.post(
      '/lms/waybill/receive',
      { id: w.id, weighMode: 2, pieces: [{ actualWeight: '9' }, { actualWeight: '3' }] },
      { token: tk.service },
    );
    expect(r.code).toBe(0);
    return w;
  };
  const register = (body: Record<string, unknown>, token = tk.service, lang?: 'zh-CN' | 'vi-VN') =>
    t.post<{ id: string }>('/lms/waybill/returnRegister', body, { token, lang });
  const search = (criteria: Record<string, unknown>, token = tk.service) =>
    t.post<SearchResult<ReturnRow>>('/lms/waybillReturn/search', { criteria }, { token });
  const returnFees = (waybillId: string) =>
    t.database.db
      .select()
      .from(lmsWaybillFee)
      .where(and(eq(lmsWaybillFee.waybillId, waybillId), eq(lmsWaybillFee.subjectName, 'returnFee')));

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('registers a customer return with its code and fees on both sides, lists it, cancels it', async () => {
    const w = await received();
    const reg = await register({
      waybillId: w.id,
      kind: 'customer',
      returnNo: 'CR-001',
      reason: 'Refused by consignee',
      customerFees: [{ value: '25.50', currency: 'RMB' }],
      agentFees: [{ value: '10', currency: 'RMB' }],
    });
    expect(reg.code).toBe(0);
    expect((await waybillRow(t, w.id))!.customerReturnCode).toBe('CR-001');
    const fees = await returnFees(w.id);
    expect(fees.map((f) => `${f.kind}:${f.value}:${f.status}`).sort()).toEqual([
      'agent:10.00:0',
      'customer:25.50:0',
    ]);
    const page = await search({ kind: 'customer', waybillNo: w.waybillNo });
    expect(page.data.records).toMatchObject([
      {
        id: reg.data.id,
        returnNo: 'CR-001',
        status: 0,
        customerFeeTotal: '25.50 RMB',
        agentFeeTotal: '10.00 RMB',
      },
    ]);
    expect((await search({ kind: 'agent', waybillNo: w.waybillNo })).data.total).toBe(0);
    const again = await register({ waybillId: w.id, kind: 'customer', reason: 'Twice' });
    expect(again.msg).toBe(`Waybill ${w.waybillNo} already has a return register of this kind`);

    expect(
      (await t.post('/lms/waybillReturn/cancel', { ids: [reg.data.id] }, { token: tk.service })).code,
    ).toBe(0);
    expect((await returnFees(w.id)).every((f) => f.isDeleted)).toBe(true);
    const cancelled = await search({ kind: 'customer', waybillNo: w.waybillNo });
    expect(cancelled.data.records[0]).toMatchObject({ status: 10, customerFeeTotal: '' });
    const twice = await t.post('/lms/waybillReturn/cancel', { ids: [reg.data.id] }, { token: tk.service });
    expect(twice.msg).toBe(`The return register of waybill ${w.waybillNo} is already cancelled`);
  });

  it('refuses a waybill not yet received, in three languages', async () => {
    const w = await place();
    const body = { waybillId: w.id, kind: 'agent', reason: 'Returned by agent' };
    expect((await register(body)).msg).toBe(
      `Waybill ${w.waybillNo} has not been received: no return can be registered`,
    );
    expect((await register(body, tk.service, 'zh-CN')).msg).toBe(
      `运单 ${w.waybillNo} 尚未收货，不能登记退件`,
    );
    expect((await register(body, tk.service, 'vi-VN')).msg).toBe(
      `Vận đơn ${w.waybillNo} chưa được nhận hàng: không thể đăng ký hoàn hàng`,
    );
  });

  it('refuses to cancel a register whose fee is billed, and the batch stays whole', async () => {
    const a = await received();
    const b = await received();
    const ra = await register({
      waybillId: a.id,
      kind: 'agent',
      returnNo: 'AR-1',
      reason: 'Undeliverable',
      agentFees: [{ value: '8' }],
    });
    const rb = await register({
      waybillId: b.id,
      kind: 'agent',
      reason: 'Undeliverable',
      customerFees: [{ value: '5' }],
    });
    expect((await waybillRow(t, a.id))!.agentReturnNo).toBe('AR-1');
    const [fee] = await returnFees(b.id);
    await t.database.db.update(lmsWaybillFee).set({ status: 20 }).where(eq(lmsWaybillFee.id, fee!.id));
    const res = await t.post(
      '/lms/waybillReturn/cancel',
      { ids: [ra.data.id, rb.data.id] },
      { token: tk.service },
    );
    expect(res.msg).toBe(
      `The return fees of waybill ${b.waybillNo} are billed: the register cannot be cancelled`,
    );
    const page = await search({ kind: 'agent', status: 0 });
    expect(page.data.records.map((r) => r.id)).toEqual(expect.arrayContaining([ra.data.id, rb.data.id]));
    expect((await returnFees(a.id)).some((f) => f.isDeleted)).toBe(false);
  });

  it('checks the code of the register kind, and refuses customers', async () => {
    const w = await received();
    const clerk = await userWithPermissions(t, tk.admin, 'returnclerk', [
      'lms',
      'lms/customerReturn',
      'lms/customerReturn:register',
    ]);
    expect((await register({ waybillId: w.id, kind: 'agent', reason: 'x' }, clerk)).msg).toBe(
      'No permission at present',
    );
    expect((await search({ kind: 'agent' }, clerk)).msg).toBe('No permission at present');
    expect((await search({ kind: 'customer' }, clerk)).code).toBe(0);
    const reg = await register({ waybillId: w.id, kind: 'customer', reason: 'x' }, clerk);
    expect(reg.code).toBe(0);
    expect((await t.post('/lms/waybillReturn/cancel', { ids: [reg.data.id] }, { token: clerk })).msg).toBe(
      'No permission at present',
    );
    expect((await register({ waybillId: w.id, kind: 'customer', reason: 'x' }, tk.demo)).code).toBe(-1);
  });
});
