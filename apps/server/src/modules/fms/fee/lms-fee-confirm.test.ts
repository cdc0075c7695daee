import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/fee.schema.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { agentTable } from '#modules/settings/basic.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

type FeeInsert = typeof lmsWaybillFee.$inferInsert;

describe('fms lmsFee: confirm and unconfirm customer fees; the send scan confirms them', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let c1: string;
  let agentId: string;
  let seq = 0;
  const place = () => order(t, tk.demo, sampleOrder(product, { customerNo: `FC-${++seq}` }));
  const addFee = async (waybillId: string, over: Partial<FeeInsert> = {}) => {
    const [row] = await t.database.db
      .insert(lmsWaybillFee)
      .values({
        waybillId,
        kind: 'customer',
        partyId: c1,
        subjectName: 'Freight',
        value: '100.00',
        currency: 'RMB',
        conversionValue: '100.00',
        belongTime: new Date('2026-01-10T00:00:00Z'),
        ...over,
      })
      .returning({ id: lmsWaybillFee.id });
    return row!.id;
  };
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(lmsWaybillFee).where(eq(lmsWaybillFee.id, id)))[0]!.status;
  const post = (url: string, body: unknown, token = tk.admin) =>
    t.post<{ updated: number }>(`/fms/lmsFee/${url}`, body, { token });

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    c1 = await customerId(t, 'C0001');
    const [agent] = await t.database.db.select({ id: agentTable.id }).from(agentTable).limit(1);
    agentId = String(agent!.id);
  });
  afterAll(() => t.close());

  it('confirms and unconfirms estimated rows, with a business log per changed row', async () => {
    const w = await place();
    const a = await addFee(w.id);
    const b = await addFee(w.id, { subjectName: 'Fuel', status: 10 });
    const confirmed = await post('confirm', { kind: 'customer', ids: [a, b] });
    expect(confirmed.data).toEqual({ updated: 1 });
    expect([await statusOf(a), await statusOf(b)]).toEqual([10, 10]);
    const logs = await t.database.db
      .select()
      .from(businessLog)
      .where(and(eq(businessLog.entity, 'lmsWaybillFee'), eq(businessLog.entityId, a)));
    expect(logs.map((l) => l.action)).toEqual(['confirmFee']);
    const back = await post('unconfirm', { kind: 'customer', ids: [a, b] });
    expect(back.data).toEqual({ updated: 2 });
    expect([await statusOf(a), await statusOf(b)]).toEqual([0, 0]);
  });

  it('refuses billed and written-off rows, changing nothing', async () => {
    const w = await place();
    const open = await addFee(w.id);
    const billed = await addFee(w.id, { subjectName: 'Billed', status: 20 });
    const off = await addFee(w.id, { subjectName: 'Written off', status: 30 });
    for (const [url, id] of [
      ['confirm', billed],
      ['unconfirm', off],
    ] as const) {
      const res = await post(url, { kind: 'customer', ids: [open, id] });
      expect(res.code).not.toBe(0);
      expect(res.msg).toContain(w.waybillNo);
      expect(res.msg).toContain('cannot be confirmed or unconfirmed');
    }
    expect(await statusOf(open)).toBe(0);
  });

  it('refuses agent fees with a message, and unknown rows', async () => {
    const w = await place();
    const agentFee = await addFee(w.id, { kind: 'agent', partyId: agentId, subjectName: 'Line haul' });
    const res = await post('confirm', { kind: 'agent', ids: [agentFee] });
    expect(res.msg).toBe('Only customer fees can be confirmed or unconfirmed');
    expect((await post('confirm', { kind: 'customer', ids: [agentFee] })).code).not.toBe(0);
    expect(await statusOf(agentFee)).toBe(0);
  });

  it('refuses without the permission, and refuses customer users', async () => {
    const w = await place();
    const id = await addFee(w.id);
    const checker = await userWithPermissions(t, tk.admin, 'feeconfirmless', [
      'fms/customerFee/lmsFee',
      'fms/customerFee/lmsFee:check',
    ]);
    expect((await post('confirm', { kind: 'customer', ids: [id] }, checker)).msg).toBe(
      'No permission at present',
    );
    const confirmer = await userWithPermissions(t, tk.admin, 'feeconfirmer', [
      'fms/customerFee/lmsFee',
      'fms/customerFee/lmsFee:confirm',
    ]);
    expect((await post('confirm', { kind: 'customer', ids: [id] }, confirmer)).data).toEqual({ updated: 1 });
    for (const token of [tk.demo, tk.lmsonly])
      expect((await post('unconfirm', { kind: 'customer', ids: [id] }, token)).code).not.toBe(0);
    expect(await statusOf(id)).toBe(10);
  });

  it("leaves rows outside the caller's data scope alone", async () => {
    const mine = await place();
    const theirs = await order(t, tk.lmsonly, sampleOrder(product, { customerNo: `FC-${++seq}` }));
    const inScope = await addFee(mine.id);
    const outside = await addFee(theirs.id, { partyId: await customerId(t, 'C0002') });
    const [admin] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const grant = (dataScopes: string[] | null) =>
      t.post('/user/user/updateDataScopes', { userId: admin!.id, dataScopes }, { token: tk.admin });
    expect((await grant(['keyAccounts'])).code).toBe(0);
    try {
      const res = await post('confirm', { kind: 'customer', ids: [inScope, outside] });
      expect(res.msg).toBe('Data does not exist');
      expect([await statusOf(inScope), await statusOf(outside)]).toEqual([0, 0]);
      expect((await post('confirm', { kind: 'customer', ids: [inScope] })).data).toEqual({ updated: 1 });
    } finally {
      await grant(null);
    }
  });

  it("the send scan confirms the waybill's estimated customer fees, not agent fees nor other waybills", async () => {
    const w = await place();
    const other = await place();
    const scan = (type: string) =>
      t.post(`/lms/scan/${type}`, { no: w.waybillNo, weighMode: 1 }, { token: tk.service });
    expect((await scan('receive')).code).toBe(0);
    const customerFee = await addFee(w.id);
    const billed = await addFee(w.id, { subjectName: 'Billed', status: 20 });
    const agentFee = await addFee(w.id, { kind: 'agent', partyId: agentId, subjectName: 'Line haul' });
    const otherFee = await addFee(other.id);
    expect((await scan('send')).code).toBe(0);
    expect(await statusOf(customerFee)).toBe(10);
    expect(await statusOf(billed)).toBe(20);
    expect(await statusOf(agentFee)).toBe(0);
    expect(await statusOf(otherFee)).toBe(0);
  });
});
