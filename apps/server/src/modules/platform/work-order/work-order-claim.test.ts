import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '../../lms/waybill/waybill-test-kit.ts';
import { workOrder } from './work-order.schema.ts';

/** Claims post their indemnity as fees at close, once; detaining orders hold their waybill while open. */
describe('work-order claims and detain', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let c1: string;

  const create = async (body: Record<string, unknown>) => {
    const res = await t.post<{ id: string; code: string }>(
      '/platform/workOrder/create',
      { title: 'Damaged parcel', description: 'The box arrived crushed', urgencyLevel: 0, ...body },
      { token: tk.admin },
    );
    expect(res.msg).toBe('Operation success');
    return res.data;
  };
  const act = (action: string, id: string) =>
    t.post(`/platform/workOrder/${action}`, { id }, { token: tk.admin });
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(workOrder).where(eq(workOrder.id, id)))[0]!;
  const feesOf = (waybillId: string) =>
    t.database.db.select().from(lmsWaybillFee).where(eq(lmsWaybillFee.waybillId, waybillId));
  const received = async () => {
    const w = await order(t, tk.demo, sampleOrder(product));
    const r = await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service });
    expect(r.code).toBe(0);
    return w;
  };

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    c1 = await customerId(t, 'C0001');
  });
  afterAll(() => t.close());

  it('closing a claim credits the customer and recovers from the agent, once across re-open and re-close', async () => {
    const w = await received();
    const [agent] = await t.database.db.select({ id: agentTable.id }).from(agentTable).limit(1);
    const claim = await create({
      mainType: 3,
      customerId: c1,
      billType: 'waybill',
      billId: w.id,
      indemnityAmount: '12.50',
      indemnityCurrency: 'RMB',
      responsibleParty: 'agent',
      responsibleAgentId: agent!.id,
    });
    expect((await act('close', claim.id)).code).toBe(0);
    const posted = (await feesOf(w.id)).filter((f) => f.subjectName === 'claim');
    expect(posted.map((f) => [f.kind, f.value, f.innerRemark]).sort()).toEqual([
      ['agent', '-12.50', claim.code],
      ['customer', '-12.50', claim.code],
    ]);
    const customerFee = posted.find((f) => f.kind === 'customer')!;
    expect(customerFee.partyId).toBe(c1);
    expect(customerFee.isManual).toBe(true);
    expect(posted.find((f) => f.kind === 'agent')!.partyId).toBe(agent!.id);
    const row = await orderRow(claim.id);
    expect(row.claimFeeId).toBe(customerFee.id);
    expect(row.recoveryFeeId).toBe(posted.find((f) => f.kind === 'agent')!.id);

    expect((await act('reOpen', claim.id)).code).toBe(0);
    expect((await act('close', claim.id)).code).toBe(0);
    expect((await feesOf(w.id)).filter((f) => f.subjectName === 'claim')).toHaveLength(2);

    const listed = await t.post<{ records: { subjectName: string; value: string }[] }>(
      '/fms/lmsFee/customer/search',
      { criteria: { numbers: w.waybillNo, subjectName: 'claim' } },
      { token: tk.admin },
    );
    expect(listed.data.records.map((r) => r.value)).toEqual(['-12.50']);
    const agents = await t.post<{ records: { value: string }[] }>(
      '/fms/lmsFee/agent/search',
      { criteria: { numbers: w.waybillNo, subjectName: 'claim' } },
      { token: tk.admin },
    );
    expect(agents.data.records.map((r) => r.value)).toEqual(['-12.50']);
  });

  it('a company-borne claim posts the customer credit only', async () => {
    const w = await received();
    const claim = await create({
      mainType: 3,
      customerId: c1,
      billType: 'waybill',
      billId: w.id,
      indemnityAmount: '3.00',
      responsibleParty: 'company',
    });
    expect((await act('close', claim.id)).code).toBe(0);
    const posted = (await feesOf(w.id)).filter((f) => f.subjectName === 'claim');
    expect(posted.map((f) => [f.kind, f.value])).toEqual([['customer', '-3.00']]);
  });

  it('a claim with an indemnity and no linked waybill is not closed', async () => {
    const claim = await create({ mainType: 3, customerId: c1, indemnityAmount: '5.00' });
    const refused = await act('close', claim.id);
    expect(refused.msg).toBe(
      `Claim ${claim.code} has an indemnity but no linked waybill; it cannot be closed`,
    );
    expect((await orderRow(claim.id)).status).not.toBe(30);
  });

  it('a detaining order detains its waybill until the last detaining order closes', async () => {
    const w = await received();
    const first = await create({
      mainType: 1,
      customerId: c1,
      billType: 'waybill',
      billId: w.id,
      triggersDetain: true,
    });
    let row = await waybillRow(t, w.id);
    expect(row!.isDetain).toBe(true);
    expect(row!.detainTypes).toEqual(['customerService']);
    expect((await orderRow(first.id)).isDetain).toBe(true);
    const second = await create({
      mainType: 4,
      customerId: c1,
      billType: 'waybill',
      billId: w.id,
      triggersDetain: true,
    });

    expect((await act('close', first.id)).code).toBe(0);
    expect((await waybillRow(t, w.id))!.isDetain).toBe(true);
    expect((await act('close', second.id)).code).toBe(0);
    row = await waybillRow(t, w.id);
    expect(row!.isDetain).toBe(false);
    expect(row!.detainTypes).toEqual([]);

    // another detain type keeps the waybill detained after the order lets go
    const third = await create({
      mainType: 1,
      customerId: c1,
      billType: 'waybill',
      billId: w.id,
      triggersDetain: true,
    });
    await t.database.db
      .update(lmsWaybill)
      .set({ detainTypes: ['customerService', 'finance'] })
      .where(eq(lmsWaybill.id, w.id));
    expect((await act('close', third.id)).code).toBe(0);
    row = await waybillRow(t, w.id);
    expect(row!.isDetain).toBe(true);
    expect(row!.detainTypes).toEqual(['finance']);
  });
});
