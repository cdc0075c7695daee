import { INVOICE_API, LOCK_RECORD_API } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import {
  API,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { fmsInvoice } from './invoice.schema.ts';
import { billOf, giveTitle } from './invoice-test-kit.ts';

/** Invoices issued to customers from their statement bills (issue 16). */
describe('invoices', () => {
  let r: ReceivableApp;
  let c1Title: string;
  let c2Title: string;
  const admin = () => ({ token: r.tk.admin });
  const issue = (billIds: string[], invoiceTitleId = c1Title, more: Record<string, unknown> = {}) =>
    call(r.t, INVOICE_API.issue, { billIds, invoiceTitleId, ...more }, admin());

  beforeAll(async () => {
    r = await startReceivableApp();
    c1Title = (await ok(r.t, INVOICE_API.titles, { customerId: r.c1 }, admin()))[0]!.id;
    c2Title = await giveTitle(r, r.c2);
  });
  afterAll(() => r.t.close());

  it("issues one invoice for a customer's bills: the title copied, amount the bills' sum, a number, a log row", async () => {
    const titles = await ok(r.t, INVOICE_API.titles, { customerId: r.c1 }, admin());
    expect(titles[0]).toMatchObject({
      id: `${r.c1}:0`,
      title: '深圳明亮贸易有限公司',
      taxNo: '91440300MA5DEMO01X',
    });
    const [a, b] = [await billOf(r, r.c1, r.waybill1, '100.00'), await billOf(r, r.c1, r.waybill1, '23.45')];
    const made = await ok(
      r.t,
      INVOICE_API.issue,
      { billIds: [a.id, b.id], invoiceTitleId: c1Title, taxRate: '6', remark: 'Q1' },
      admin(),
    );
    expect(made).toMatchObject({ amount: '123.45', currency: 'RMB' });
    expect(made.invoiceNo).toMatch(/^FP\d{10}$/);
    await r.t.database.db
      .update(customer)
      .set({ invoiceTitles: [{ title: 'Renamed', taxNo: 'X' }] })
      .where(eq(customer.id, r.c1));
    const detail = await ok(r.t, INVOICE_API.detail, { id: made.id }, admin());
    expect(detail).toMatchObject({
      status: 'issued',
      customerCode: 'C0001',
      title: { title: '深圳明亮贸易有限公司', email: 'finance@bright-trading.example' },
      amount: '123.45',
      taxRate: '6.00',
      taxAmount: '6.99',
      billCount: 2,
      remark: 'Q1',
    });
    expect(detail.bills.map((x) => [x.billNo, x.value]).sort()).toEqual(
      [
        [a.billNo, '100.00'],
        [b.billNo, '23.45'],
      ].sort(),
    );
    const page = await ok(r.t, INVOICE_API.search, { criteria: { billNo: b.billNo } }, admin());
    expect(page.records.map((x) => x.id)).toEqual([made.id]);
    const logs = await r.t.database.db.select().from(businessLog).where(eq(businessLog.entityId, made.id));
    expect(logs.map((l) => l.action)).toEqual(['issueInvoice']);
    await r.t.database.db
      .update(customer)
      .set({ invoiceTitles: [{ title: '深圳明亮贸易有限公司', taxNo: '91440300MA5DEMO01X' }] })
      .where(eq(customer.id, r.c1));
  });

  it('refuses mixed customers, mixed currencies, a cancelled bill, a bill invoiced and a title of another customer; an invoiced bill is not cancelled', async () => {
    const [a, b, c] = [
      await billOf(r, r.c1, r.waybill1),
      await billOf(r, r.c2, r.waybill2),
      await billOf(r, r.c1, r.waybill1),
    ];
    expect((await issue([a.id, b.id])).msg).toBe(
      'The bills belong to more than one customer; an invoice is for one customer',
    );
    await r.t.database.db.update(fmsBill).set({ currency: 'USD' }).where(eq(fmsBill.id, c.id));
    expect((await issue([a.id, c.id])).msg).toBe(
      'The bills are in more than one currency (RMB, USD); an invoice has one currency',
    );
    await r.t.database.db.update(fmsBill).set({ currency: 'RMB' }).where(eq(fmsBill.id, c.id));
    expect((await issue([a.id], c2Title)).msg).toBe('The invoice title is not one of customer C0001');
    expect((await issue([a.id], `${r.c1}:7`)).msg).toBe('Data does not exist');
    const first = await issue([a.id]);
    expect(first.code).toBe(0);
    const again = await call(
      r.t,
      INVOICE_API.issue,
      { billIds: [c.id, a.id], invoiceTitleId: c1Title },
      {
        ...admin(),
        lang: 'zh-CN',
      },
    );
    expect(again.msg).toBe(`账单${a.billNo}已开发票${first.data.invoiceNo}`);
    expect((await call(r.t, API.bill.cancel, { id: a.id }, admin())).msg).toBe(
      `Bill ${a.billNo} is on invoice ${first.data.invoiceNo}; cancel the invoice first`,
    );
    await ok(r.t, API.bill.cancel, { id: c.id }, admin());
    expect((await issue([c.id])).msg).toBe(`Bill ${c.billNo} is cancelled; it cannot be invoiced`);
    expect((await issue([])).code).not.toBe(0);
  });

  it('a retry with the same request key answers the first invoice', async () => {
    const bill = await billOf(r, r.c1, r.waybill1);
    const key = { requestKey: 'invoice-retry-1' };
    const [x, y] = [await issue([bill.id], c1Title, key), await issue([bill.id], c1Title, key)];
    expect(y.data).toEqual(x.data);
  });

  it('a cancel needs a reason, frees the bills and happens once; a month locked refuses it', async () => {
    const bill = await billOf(r, r.c1, r.waybill1);
    const made = (await issue([bill.id])).data;
    expect((await call(r.t, INVOICE_API.cancel, { id: made.id, reason: ' ' }, admin())).code).not.toBe(0);
    await ok(r.t, INVOICE_API.cancel, { id: made.id, reason: 'Wrong title' }, admin());
    const detail = await ok(r.t, INVOICE_API.detail, { id: made.id }, admin());
    expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong title' });
    expect((await call(r.t, INVOICE_API.cancel, { id: made.id, reason: 'x' }, admin())).msg).toBe(
      `Invoice ${made.invoiceNo} is already cancelled`,
    );
    const reissued = (await issue([bill.id])).data;
    expect(reissued.invoiceNo).not.toBe(made.invoiceNo);
    const cancelled = await ok(r.t, INVOICE_API.search, { criteria: { status: 'cancelled' } }, admin());
    expect(cancelled.records.map((x) => x.id)).toContain(made.id);
    await r.t.database.db
      .update(fmsInvoice)
      .set({ issueTime: new Date('2025-03-10T08:00:00Z') })
      .where(eq(fmsInvoice.id, reissued.id));
    await ok(r.t, LOCK_RECORD_API.lock, { month: '2025-03', reason: 'closed' }, admin());
    const locked = await call(r.t, INVOICE_API.cancel, { id: reissued.id, reason: 'x' }, admin());
    expect(locked.msg).toMatch(/^Month 2025-03 is locked/);
  });

  it('customers and staff without the codes are refused', async () => {
    const bill = await billOf(r, r.c1, r.waybill1);
    const reader = await userWithPermissions(r.t, r.tk.admin, 'invoicereader', ['fms/invoice']);
    for (const token of [r.tk.demo, r.tk.lmsonly, reader]) {
      const refused = await call(
        r.t,
        INVOICE_API.issue,
        { billIds: [bill.id], invoiceTitleId: c1Title },
        { token },
      );
      expect(refused.msg).toBe('No permission at present');
      expect((await call(r.t, INVOICE_API.titles, { customerId: r.c1 }, { token })).code).not.toBe(0);
    }
    for (const token of [r.tk.demo, r.tk.lmsonly]) {
      expect((await call(r.t, INVOICE_API.search, {}, { token })).code).not.toBe(0);
      expect((await call(r.t, INVOICE_API.cancel, { id: bill.id, reason: 'x' }, { token })).code).not.toBe(0);
      expect((await call(r.t, INVOICE_API.send, { id: bill.id }, { token })).code).not.toBe(0);
    }
    expect((await call(r.t, INVOICE_API.search, {}, { token: reader })).code).toBe(0);
  });

  it("a data scope of key accounts lists and opens only that customer's invoices", async () => {
    const theirs = (await issue([(await billOf(r, r.c2, r.waybill2)).id], c2Title)).data;
    const mine = (await issue([(await billOf(r, r.c1, r.waybill1)).id])).data;
    const [me] = await r.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const grant = (dataScopes: string[] | null) =>
      r.t.post('/user/user/updateDataScopes', { userId: me!.id, dataScopes }, admin());
    expect((await grant(['keyAccounts'])).code).toBe(0);
    try {
      const page = await ok(r.t, INVOICE_API.search, { size: 100 }, admin());
      expect(page.records.map((x) => x.id)).toContain(mine.id);
      expect(page.records.every((x) => x.customerCode === 'C0001')).toBe(true);
      expect((await call(r.t, INVOICE_API.detail, { id: theirs.id }, admin())).msg).toBe(
        'Data does not exist',
      );
      const other = await call(r.t, INVOICE_API.cancel, { id: theirs.id, reason: 'x' }, admin());
      expect(other.msg).toBe('Data does not exist');
    } finally {
      await grant(null);
    }
  });
});
