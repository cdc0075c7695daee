import { PDS_FEE_API, type PdsFeePage } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmsLockedMonth } from '#modules/fms/lock-record/index.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { exportFile, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerId, productId, signInAll, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { parcelFeeKit } from './pds-fee-test-kit.ts';

const API = PDS_FEE_API;
const LIST = 'fms/customerFee/pdsFee';

describe('fms pdsFee: the parcel fee list, its summary, confirm / unconfirm and export', () => {
  let t: TestApp;
  let tk: Tokens;
  let kit: ReturnType<typeof parcelFeeKit>;
  let c1: string;
  let c2: string;
  let productA: string;
  let productB: string;
  let seq = 0;
  const no = () => `PFT${String(++seq).padStart(5, '0')}`;
  const search = (criteria: Record<string, unknown>, token = tk.admin, extra: Record<string, unknown> = {}) =>
    t.post<PdsFeePage>(API.search.url, { criteria, ...extra }, { token });
  const post = (url: string, ids: string[], token = tk.admin) =>
    t.post<{ updated: number }>(url, { ids }, { token });

  beforeAll(async () => {
    t = await createTestApp();
    tk = await signInAll(t);
    kit = parcelFeeKit(t);
    c1 = await customerId(t, 'C0001');
    c2 = await customerId(t, 'C0002');
    productA = await productId(t, 'FDUSEXP');
    productB = await productId(t, 'FDPARCELUS');
  });
  afterAll(() => t.close());

  it('lists customer fee rows (never deleted nor agent rows) with filters, sort, paging and the summary', async () => {
    const p1 = await kit.parcel(no(), c1, productA, 'TRK-PF-1');
    const p2 = await kit.parcel(no(), c1, productB);
    const p3 = await kit.parcel(no(), c2, productA);
    await kit.fee(p1);
    await kit.fee(p1, {
      subjectName: 'fuelSurcharge',
      value: '12.50',
      currency: 'USD',
      conversionValue: '90.00',
      exchangeRate: '7.2',
      status: 10,
      belongTime: new Date('2026-01-12T00:00:00Z'),
    });
    await kit.fee(p1, { value: '50.00', isDeleted: true });
    await kit.fee(p1, { kind: 'agent', value: '9.00' });
    await kit.fee(p2, {
      value: '30.00',
      currency: 'USD',
      status: 20,
      billNo: 'B-PF-1',
      belongTime: new Date('2026-02-03T00:00:00Z'),
    });
    await kit.fee(p3, { value: '80.00', belongTime: new Date('2026-01-15T00:00:00Z') });
    const numbers = [p1, p2, p3].map((p) => p.waybillNo).join('\n');

    const all = await search({ numbers });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(4);
    expect(all.data.summary).toEqual({
      byCurrency: [
        { currency: 'RMB', total: '180.00', count: 2 },
        { currency: 'USD', total: '42.50', count: 2 },
      ],
      count: 4,
    });
    const fuel = all.data.records.find((r) => r.subjectName === 'fuelSurcharge');
    expect(fuel).toMatchObject({
      waybillNo: p1.waybillNo,
      trackNo: 'TRK-PF-1',
      customerCode: 'C0001',
      value: '12.50',
      currency: 'USD',
      conversionValue: '90.00',
      status: 10,
      billNo: null,
      belongTime: '2026-01-12T00:00:00.000Z',
    });
    expect(fuel!.productName).toBeTruthy();

    const count = async (criteria: Record<string, unknown>) =>
      (await search({ numbers, ...criteria })).data.total;
    expect((await search({ numbers: 'TRK-PF-1' })).data.total).toBe(2);
    expect(await count({ customerId: c2 })).toBe(1);
    expect(await count({ status: [20] })).toBe(1);
    expect(await count({ status: [0, 10] })).toBe(3);
    expect(await count({ currency: 'usd' })).toBe(2);
    expect(await count({ productId: productB })).toBe(1);
    expect(await count({ belongTime: ['2026-01-11T00:00:00Z', '2026-02-01T00:00:00Z'] })).toBe(2);

    const sorted = await search({ numbers }, tk.admin, {
      sort: [{ field: 'value', order: 'asc' }],
      size: 2,
      page: 2,
    });
    expect(sorted.data.records.map((r) => r.value)).toEqual(['80.00', '100.00']);
    expect(sorted.data.summary.count).toBe(4);

    const none = await search({ numbers: 'NO-SUCH-PARCEL' });
    expect(none.data).toMatchObject({ records: [], total: 0, summary: { byCurrency: [], count: 0 } });
  });

  it('confirms and unconfirms estimated ↔ confirmed rows, with a business log per changed row', async () => {
    const p = await kit.parcel(no(), c1, productA);
    const a = await kit.fee(p);
    const b = await kit.fee(p, { subjectName: 'fuelSurcharge', status: 10 });
    expect((await post(API.confirm.url, [a, b])).data).toEqual({ updated: 1 });
    expect([await kit.statusOf(a), await kit.statusOf(b)]).toEqual([10, 10]);
    // a retry changes nothing more
    expect((await post(API.confirm.url, [a, b])).data).toEqual({ updated: 0 });
    const logs = await t.database.db
      .select()
      .from(businessLog)
      .where(and(eq(businessLog.entity, 'pdsWaybillFee'), eq(businessLog.entityId, a)));
    expect(logs.map((l) => [l.action, l.customerId])).toEqual([['confirmFee', c1]]);
    expect((await post(API.unconfirm.url, [a, b])).data).toEqual({ updated: 2 });
    expect([await kit.statusOf(a), await kit.statusOf(b)]).toEqual([0, 0]);
  });

  it('refuses billed, written-off, deleted and agent rows, changing nothing', async () => {
    const p = await kit.parcel(no(), c1, productA);
    const open = await kit.fee(p);
    const billed = await kit.fee(p, { status: 20, billNo: 'B-PF-2' });
    const off = await kit.fee(p, { subjectName: 'fuelSurcharge', status: 30 });
    const onBill = await kit.fee(p, { subjectName: 'handling', status: 10, billNo: 'B-PF-3' });
    const res = await post(API.confirm.url, [open, billed]);
    expect(res.msg).toBe(
      `The fee "Freight" of parcel ${p.waybillNo} is billed or written off; it cannot be confirmed or unconfirmed`,
    );
    const zh = await t.post(API.unconfirm.url, { ids: [off] }, { token: tk.admin, lang: 'zh-CN' });
    expect(zh.msg).toBe(`小包运单${p.waybillNo}的费用“燃油附加费”已出账单或已核销，不能修改确认状态`);
    expect((await post(API.unconfirm.url, [onBill])).msg).toContain('is billed or written off');
    const deleted = await kit.fee(p, { isDeleted: true });
    const agent = await kit.fee(p, { kind: 'agent' });
    for (const id of [deleted, agent])
      expect((await post(API.confirm.url, [open, id])).msg).toBe('Data does not exist');
    expect(await kit.statusOf(open)).toBe(0);
  });

  it('refuses a row whose belong time is in a locked month', async () => {
    const p = await kit.parcel(no(), c1, productA);
    const id = await kit.fee(p, { belongTime: new Date('2025-06-15T00:00:00Z') });
    await t.database.db.insert(fmsLockedMonth).values({ month: '2025-06', lockedAt: t.clock.now() });
    try {
      expect((await post(API.confirm.url, [id])).msg).toBe(
        'Month 2025-06 is locked; documents dated in it cannot be changed',
      );
      expect(await kit.statusOf(id)).toBe(0);
    } finally {
      await t.database.db.delete(fmsLockedMonth).where(eq(fmsLockedMonth.month, '2025-06'));
    }
    expect((await post(API.confirm.url, [id])).data).toEqual({ updated: 1 });
  });

  it('refuses without the permission, and refuses customer users', async () => {
    const p = await kit.parcel(no(), c1, productA);
    const id = await kit.fee(p);
    const reader = await userWithPermissions(t, tk.admin, 'pdsfeereader', [LIST]);
    expect((await search({ numbers: p.waybillNo }, reader)).data.total).toBe(1);
    expect((await post(API.confirm.url, [id], reader)).msg).toBe('No permission at present');
    expect((await t.post(API.export.url, { criteria: {} }, { token: reader })).msg).toBe(
      'No permission at present',
    );
    const lmsOnly = await userWithPermissions(t, tk.admin, 'pdsfeelmsonly', ['fms/customerFee/lmsFee']);
    expect((await search({}, lmsOnly)).msg).toBe('No permission at present');
    const confirmer = await userWithPermissions(t, tk.admin, 'pdsfeeconfirmer', [LIST, `${LIST}:confirm`]);
    expect((await post(API.confirm.url, [id], confirmer)).data).toEqual({ updated: 1 });
    for (const token of [tk.demo, tk.lmsonly]) {
      expect((await search({ numbers: p.waybillNo }, token)).code).not.toBe(0);
      expect((await post(API.unconfirm.url, [id], token)).code).not.toBe(0);
      expect((await t.post(API.export.url, { criteria: {} }, { token })).code).not.toBe(0);
    }
    expect(await kit.statusOf(id)).toBe(10);
  });

  it("lists and changes only rows whose parcel is in the caller's data scope", async () => {
    const mine = await kit.parcel(no(), c1, productA);
    const theirs = await kit.parcel(no(), c2, productA);
    const inScope = await kit.fee(mine);
    const outside = await kit.fee(theirs);
    const [admin] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const grant = (dataScopes: string[] | null) =>
      t.post('/user/user/updateDataScopes', { userId: admin!.id, dataScopes }, { token: tk.admin });
    const numbers = `${mine.waybillNo} ${theirs.waybillNo}`;
    expect((await search({ numbers })).data.total).toBe(2);
    expect((await grant(['keyAccounts'])).code).toBe(0);
    try {
      const page = await search({ numbers });
      expect(page.data.records.map((r) => r.waybillNo)).toEqual([mine.waybillNo]);
      expect(page.data.summary.count).toBe(1);
      expect((await post(API.confirm.url, [inScope, outside])).msg).toBe('Data does not exist');
      expect([await kit.statusOf(inScope), await kit.statusOf(outside)]).toEqual([0, 0]);
      expect((await post(API.confirm.url, [inScope])).data).toEqual({ updated: 1 });
    } finally {
      await grant(null);
    }
  });

  it('exports the rows of the criteria as xlsx in the caller’s language', async () => {
    const p = await kit.parcel(no(), c1, productA, 'TRK-PF-X');
    await kit.fee(p);
    await kit.fee(p, { subjectName: 'fuelSurcharge', value: '5.00', currency: 'USD', status: 10 });
    await kit.fee(p, { isDeleted: true });
    const file = await exportFile(t, API.export.url, tk.admin, {
      criteria: { numbers: p.waybillNo },
      sort: [{ field: 'value', order: 'desc' }],
    });
    const sheet = await readSheet(file.body);
    expect(sheet.headers).toEqual(expect.arrayContaining(['Parcel number', 'Track number', 'Fee subject']));
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]!.cells).toEqual(
      expect.arrayContaining([p.waybillNo, 'TRK-PF-X', 'Freight', 'Estimated']),
    );
    expect(sheet.rows[1]!.cells).toEqual(expect.arrayContaining(['Fuel surcharge', 'USD', 'Confirmed']));
  });
});
