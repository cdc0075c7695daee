import type { WaybillFeeRow, WaybillUpdateForm } from '@freightdesk/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybillFee } from '../../fms/fee/fee.schema.ts';
import { lmsWaybill } from './waybill.schema.ts';
import { order, sampleOrder, startWaybillApp, type Tokens, waybillRow } from './waybill-test-kit.ts';

describe('waybill drawer: fees and the staff edit', () => {
  let t: TestApp;
  let tk: Tokens;
  let mine: { id: string; waybillNo: string };
  let theirs: { id: string; waybillNo: string };
  const fees = (token: string, id: string) => t.get<WaybillFeeRow[]>('/lms/waybill/fees', { id }, { token });
  const fee = (waybillId: string, subjectName: string, over: Partial<typeof lmsWaybillFee.$inferInsert>) => ({
    waybillId,
    kind: 'customer' as const,
    subjectName,
    value: '10.00',
    currency: 'RMB',
    conversionValue: '10.00',
    ...over,
  });

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    mine = await order(t, tk.demo, sampleOrder(product, { customerNo: 'DRAWER-1' }));
    theirs = await order(t, tk.lmsonly, sampleOrder(product));
    await t.database.db.insert(lmsWaybillFee).values([
      fee(mine.id, 'Freight', { status: 20, value: '120.50', conversionValue: '120.50' }),
      fee(mine.id, 'Fuel surcharge', { status: 0 }),
      fee(mine.id, 'Remote area', {
        status: 10,
        isCheck: true,
        currency: 'USD',
        exchangeRate: '7.1',
        conversionValue: '71.00',
      }),
      fee(mine.id, 'Agent delivery', { kind: 'agent', status: 20 }),
      fee(theirs.id, 'Freight', { status: 20 }),
    ]);
  });
  afterAll(() => t.close());

  it('customers get the billed or checked customer fees of their own waybills only', async () => {
    const own = await fees(tk.demo, mine.id);
    expect(own.code).toBe(0);
    expect(own.data.map((f) => f.subjectName).sort()).toEqual(['Freight', 'Remote area']);
    expect(own.data.find((f) => f.subjectName === 'Freight')).toMatchObject({
      value: '120.50',
      currency: 'RMB',
      exchangeRate: '1.000000',
      status: 20,
    });
    expect((await fees(tk.demo, theirs.id)).msg).toBe('Data does not exist');
    expect((await fees(tk.lmsonly, mine.id)).msg).toBe('Data does not exist');
    expect((await fees(tk.demo, '')).msg).toBe('The request parameter has no id, please check');
  });

  it('staff see every customer fee; agent fees never; estimated fees shown with showFeesBeforeBilled', async () => {
    const staff = await fees(tk.service, mine.id);
    expect(staff.data.map((f) => f.subjectName).sort()).toEqual(['Freight', 'Fuel surcharge', 'Remote area']);
    const viewer = await userWithPermissions(t, tk.admin, 'feeview', ['setting/system']);
    expect((await fees(viewer, mine.id)).msg).toBe('No permission at present');
    const setting = { key: 'finance.showFeesBeforeBilled', value: true };
    expect((await t.post('/common/sysConfig/update', setting, { token: tk.admin })).code).toBe(0);
    try {
      const all = await fees(tk.demo, mine.id);
      expect(all.data.map((f) => f.subjectName).sort()).toEqual(['Freight', 'Fuel surcharge', 'Remote area']);
    } finally {
      await t.post('/common/sysConfig/update', { ...setting, value: false }, { token: tk.admin });
    }
  });

  it('the demo seed gives received demo waybills fees', async () => {
    const rows = await t.database.db
      .select({ id: lmsWaybillFee.id })
      .from(lmsWaybillFee)
      .innerJoin(lmsWaybill, eq(lmsWaybill.id, lmsWaybillFee.waybillId))
      .where(like(lmsWaybill.waybillNo, 'FDDEMO%'));
    expect(rows.length).toBeGreaterThan(0);
  });

  const form = (token: string, id: string) =>
    t.get<WaybillUpdateForm>('/lms/waybill/updateForm', { id }, { token });
  const update = (token: string, body: unknown) =>
    t.post<{ version: number }>('/lms/waybill/update', body, { token });

  it('staff with the update permission edit sender, recipient, invoice, remark and numbers', async () => {
    const before = await form(tk.admin, mine.id);
    expect(before.code).toBe(0);
    expect(before.data).toMatchObject({ customerNo: 'DRAWER-1', recipient: { name: 'John Smith' } });
    const body = {
      ...before.data,
      recipient: { ...before.data.recipient, name: 'Jane Doe', countryCode: 'CA', city: 'Toronto' },
      invoice: { ...before.data.invoice, declareFreightFee: '10' },
      orderRemark: 'fragile',
      customerNo: 'DRAWER-1B',
    };
    const res = await update(tk.admin, body);
    expect(res.code).toBe(0);
    expect(res.data.version).toBe(before.data.version + 1);
    const row = await waybillRow(t, mine.id);
    expect(row).toMatchObject({ orderRemark: 'fragile', customerNo: 'DRAWER-1B', destination: 'CA' });
    expect(row!.recipient).toMatchObject({ name: 'Jane Doe', city: 'Toronto' });
    expect(row!.invoice).toMatchObject({ declareFreightFee: '10.00', declareTotalValue: '130.00' });
    const [log] = await t.database.db
      .select()
      .from(businessLog)
      .where(and(eq(businessLog.entityId, mine.id), eq(businessLog.action, 'update')));
    expect(log!.changes.before).toMatchObject({ customerNo: 'DRAWER-1', orderRemark: null });
    expect(log!.changes.after).toMatchObject({ customerNo: 'DRAWER-1B', orderRemark: 'fragile' });
    // the old version is stale now: nothing is saved
    const stale = await update(tk.admin, { ...body, orderRemark: 'again' });
    expect(stale.msg).toBe('Data does not exist, please refresh and retry');
    expect((await waybillRow(t, mine.id))!.orderRemark).toBe('fragile');
  });

  it('refuses users without the permission, customers, and sent waybills', async () => {
    const current = (await form(tk.admin, theirs.id)).data;
    const body = { ...current, orderRemark: 'nope' };
    const viewer = await userWithPermissions(t, tk.admin, 'wbedit', ['lms/waybill/list']);
    expect((await update(viewer, body)).msg).toBe('No permission at present');
    expect((await form(viewer, theirs.id)).msg).toBe('No permission at present');
    expect((await update(tk.lmsonly, body)).msg).toBe('No permission at present');
    expect((await form(tk.demo, mine.id)).msg).toBe('No permission at present');
    await t.database.db.update(lmsWaybill).set({ status: 'departure' }).where(eq(lmsWaybill.id, theirs.id));
    const sent = await update(tk.admin, body);
    expect(sent.msg).toBe('The waybill is Sent / departed; a waybill can be edited only before it is sent');
    expect((await waybillRow(t, theirs.id))!.orderRemark).toBeNull();
  });
});
