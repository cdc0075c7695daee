import { AGENT_BILL_API, LOCK_RECORD_API, RECEIVED_INVOICE_API } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import {
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { agentTable } from '#modules/settings/index.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { pdfPart, uploadFiles } from '../../../test/upload-kit.ts';
import { fmsInvoice } from './invoice.schema.ts';

const API = RECEIVED_INVOICE_API;
const DAY = 86_400_000;
let nextDay = 0;

/** Invoices received from agents against agent bills. */
describe('received invoices', () => {
  let r: ReceivableApp;
  let agentId: string;
  let otherAgentId: string;
  const admin = () => ({ token: r.tk.admin });

  /** A fresh agent bill of `agent`: one confirmed fee of `value` on its own day of February 2026. */
  const agentBill = async (value: string, agent = agentId) => {
    const from = new Date(Date.UTC(2026, 1, 1) + nextDay++ * DAY);
    await addFee(r.t.database.db, r.waybill1, agent, {
      kind: 'agent',
      value,
      belongTime: new Date(from.getTime() + 3_600_000),
    });
    const to = new Date(from.getTime() + DAY);
    return ok(
      r.t,
      AGENT_BILL_API.make,
      { agentId: agent, from: from.toISOString(), to: to.toISOString() },
      admin(),
    );
  };
  const record = (
    bills: { billId: string; value: string }[],
    more: Record<string, unknown> = {},
    lang?: 'zh-CN',
  ) =>
    call(
      r.t,
      API.record,
      {
        agentId,
        invoiceNo: `INV-${Math.random().toString(36).slice(2, 10)}`,
        invoiceDate: '2026-02-20',
        amount: bills.reduce((s, b) => s + Number(b.value) * 100, 0) / 100,
        bills,
        ...more,
      } as never,
      { ...admin(), ...(lang ? { lang } : {}) },
    );
  /** Bills whose live received-invoice parts exceed their total (must be none). */
  const overInvoiced = async () =>
    (
      (await r.t.database.db.execute(sql`
        select b.bill_no from fms_agent_bill b join fms_invoice_bill ib on ib.bill_id = b.id and ib.live
        group by b.id, b.bill_no, b.total having sum(ib.value) > b.total`)) as unknown as { rows: unknown[] }
    ).rows;

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    await db.insert(agentTable).values([
      { code: 'RCVA', name: 'Received A', agentTypes: ['head'], settlementCurrency: 'RMB' },
      { code: 'RCVB', name: 'Received B', agentTypes: ['head'], settlementCurrency: 'RMB' },
    ] as never);
    const rows = await db
      .select({ id: sql<string>`${agentTable.id}`, code: sql<string>`${agentTable.code}` })
      .from(agentTable);
    agentId = rows.find((a) => a.code === 'RCVA')!.id;
    otherAgentId = rows.find((a) => a.code === 'RCVB')!.id;
  });
  afterAll(() => r.t.close());

  it('records an invoice over parts of agent bills with its files, tax and a log row; the bills show what is left', async () => {
    const [a, b] = [await agentBill('300.00'), await agentBill('200.00')];
    const upload = await uploadFiles(r.t, r.tk.admin, [pdfPart('agent-invoice.pdf')]);
    const fileId = upload.data[0]!.id;
    const made = await ok(
      r.t,
      API.record,
      {
        agentId,
        invoiceNo: 'RCVA-0001',
        invoiceDate: '2026-02-15',
        amount: '350.00',
        taxRate: '6',
        bills: [
          { billId: a.id, value: '300.00' },
          { billId: b.id, value: '50.00' },
        ],
        fileIds: [fileId],
        remark: 'February',
        requestKey: 'received-invoice-1',
      },
      admin(),
    );
    expect(made.currency).toBe('RMB');
    const retry = await call(
      r.t,
      API.record,
      {
        agentId,
        invoiceNo: 'RCVA-0001',
        invoiceDate: '2026-02-15',
        amount: '350.00',
        bills: [{ billId: a.id, value: '300.00' }],
        requestKey: 'received-invoice-1',
      },
      admin(),
    );
    expect(retry.data).toEqual(made);
    const detail = await ok(r.t, API.detail, { id: made.id }, admin());
    expect(detail).toMatchObject({
      invoiceNo: 'RCVA-0001',
      agentCode: 'RCVA',
      invoiceDate: '2026-02-15',
      amount: '350.00',
      taxRate: '6.00',
      taxAmount: '19.81',
      billCount: 2,
      status: 'received',
      remark: 'February',
      files: [{ fileId, fileName: 'agent-invoice.pdf' }],
    });
    expect(detail.bills.map((x) => [x.billNo, x.value])).toEqual([
      [a.billNo, '300.00'],
      [b.billNo, '50.00'],
    ]);
    const open = await ok(r.t, API.bills, { agentId }, admin());
    expect(open.filter((x) => [a.id, b.id].includes(x.billId)).map((x) => [x.invoiced, x.left])).toEqual([
      ['300.00', '0.00'],
      ['50.00', '150.00'],
    ]);
    const logs = await r.t.database.db.select().from(businessLog).where(eq(businessLog.entityId, made.id));
    expect(logs.map((l) => l.action)).toEqual(['recordInvoice']);
    const page = await ok(r.t, API.search, { criteria: { billNo: b.billNo } }, admin());
    expect(page.records.map((x) => x.id)).toEqual([made.id]);
    const stated = await ok(
      r.t,
      API.record,
      {
        agentId,
        invoiceNo: 'RCVA-0002',
        invoiceDate: '2026-02-16',
        amount: '150.00',
        taxAmount: '8.00',
        bills: [{ billId: b.id, value: '150.00' }],
      },
      admin(),
    );
    expect((await ok(r.t, API.detail, { id: stated.id }, admin())).taxAmount).toBe('8.00');
    expect(await overInvoiced()).toEqual([]);
  });

  it('refuses more than a bill total, in three languages, and the other rules', async () => {
    const [a, b] = [await agentBill('100.00'), await agentBill('80.00', otherAgentId)];
    expect((await record([{ billId: a.id, value: '60.00' }])).code).toBe(0);
    const over = [{ billId: a.id, value: '40.01' }];
    expect((await record(over)).msg).toBe(
      `Agent bill ${a.billNo} cannot be invoiced for more than its total 100.00: 60.00 is invoiced already, 40.01 more asked`,
    );
    expect((await record(over, {}, 'zh-CN')).msg).toBe(
      `代理账单${a.billNo}的收票金额不能超过账单总额100.00：已收票60.00，本次40.01`,
    );
    const vi = await call(
      r.t,
      API.record,
      { agentId, invoiceNo: 'VI-1', invoiceDate: '2026-02-20', amount: '40.01', bills: over },
      { ...admin(), lang: 'vi-VN' },
    );
    expect(vi.msg).toBe(
      `Hóa đơn đại lý ${a.billNo} không thể nhận hóa đơn vượt tổng 100.00: đã nhận 60.00, lần này 40.01`,
    );
    expect((await record([{ billId: b.id, value: '10.00' }])).msg).toBe(
      `Agent bill ${b.billNo} is not a bill of agent RCVA`,
    );
    expect((await record([{ billId: a.id, value: '10.00' }], { amount: '11.00' })).msg).toBe(
      'The amounts covered add up to 10.00, not the invoice amount 11.00',
    );
    expect((await record([{ billId: a.id, value: '10.00' }], { taxAmount: '10.01' })).msg).toBe(
      'The tax 10.01 cannot exceed the invoice amount 10.00',
    );
    const twice = [
      { billId: a.id, value: '5.00' },
      { billId: a.id, value: '5.00' },
    ];
    expect((await record(twice)).msg).toBe(`Agent bill ${a.billNo} is listed twice`);
    expect((await record([{ billId: a.id, value: '1.00' }], { invoiceNo: 'DUP-1' })).code).toBe(0);
    expect((await record([{ billId: a.id, value: '1.00' }], { invoiceNo: 'DUP-1' })).msg).toBe(
      'Invoice DUP-1 of agent RCVA is already recorded',
    );
    await r.t.database.db.update(fmsAgentBill).set({ currency: 'USD' }).where(eq(fmsAgentBill.id, b.id));
    await r.t.database.db.update(fmsAgentBill).set({ agentId }).where(eq(fmsAgentBill.id, b.id));
    const mixed = [
      { billId: a.id, value: '1.00' },
      { billId: b.id, value: '1.00' },
    ];
    expect((await record(mixed)).msg).toBe(
      'The bills are in more than one currency (RMB, USD); an invoice has one currency',
    );
    const c = await agentBill('20.00');
    await ok(r.t, AGENT_BILL_API.cancel, { id: c.id }, admin());
    expect((await record([{ billId: c.id, value: '1.00' }])).msg).toBe(
      `Bill ${c.billNo} is cancelled; it cannot be invoiced`,
    );
    expect((await record([{ billId: a.id, value: '0' }])).code).not.toBe(0);
    expect((await record([], { amount: '1.00' })).code).not.toBe(0);
    expect((await record([{ billId: a.id, value: '1.00' }], { invoiceDate: '2026-13-45' })).code).not.toBe(0);
    expect(await overInvoiced()).toEqual([]);
  });

  it('a cancel frees what the invoice covered, happens once, and is refused in a locked month', async () => {
    const a = await agentBill('70.00');
    const first = (await record([{ billId: a.id, value: '70.00' }])).data!;
    expect((await record([{ billId: a.id, value: '1.00' }])).code).not.toBe(0);
    // an invoiced agent bill stays, as a customer's invoiced statement bill does
    const invoiceNo = (await ok(r.t, API.detail, { id: first.id }, admin())).invoiceNo;
    expect((await call(r.t, AGENT_BILL_API.cancel, { id: a.id }, admin())).msg).toBe(
      `Bill ${a.billNo} is on invoice ${invoiceNo}; cancel the invoice first`,
    );
    await ok(r.t, API.cancel, { id: first.id }, admin());
    expect((await ok(r.t, API.detail, { id: first.id }, admin())).status).toBe('cancelled');
    const no = (await ok(r.t, API.detail, { id: first.id }, admin())).invoiceNo;
    expect((await call(r.t, API.cancel, { id: first.id }, admin())).msg).toBe(
      `Invoice ${no} is already cancelled`,
    );
    const again = (await record([{ billId: a.id, value: '70.00' }], { invoiceNo: no })).data!;
    const cancelled = await ok(r.t, API.search, { criteria: { status: 'cancelled' } }, admin());
    expect(cancelled.records.map((x) => x.id)).toContain(first.id);
    await r.t.database.db
      .update(fmsInvoice)
      .set({ issueTime: new Date('2025-04-10T08:00:00Z') })
      .where(eq(fmsInvoice.id, again.id));
    await ok(r.t, LOCK_RECORD_API.lock, { month: '2025-04', reason: 'closed' }, admin());
    expect((await call(r.t, API.cancel, { id: again.id }, admin())).msg).toMatch(/^Month 2025-04 is locked/);
  });

  it('customers and staff without the codes are refused', async () => {
    const a = await agentBill('10.00');
    const reader = await userWithPermissions(r.t, r.tk.admin, 'receivedreader', ['fms/receivedInvoice']);
    const input = {
      agentId,
      invoiceNo: 'NOPE',
      invoiceDate: '2026-02-01',
      amount: '1.00',
      bills: [{ billId: a.id, value: '1.00' }],
    };
    for (const token of [r.tk.demo, r.tk.lmsonly, reader]) {
      expect((await call(r.t, API.record, input, { token })).msg).toBe('No permission at present');
      expect((await call(r.t, API.bills, { agentId }, { token })).code).not.toBe(0);
      expect((await call(r.t, API.cancel, { id: a.id }, { token })).code).not.toBe(0);
    }
    for (const token of [r.tk.demo, r.tk.lmsonly]) {
      expect((await call(r.t, API.search, {}, { token })).code).not.toBe(0);
      expect((await call(r.t, API.detail, { id: a.id }, { token })).code).not.toBe(0);
    }
    expect((await call(r.t, API.search, {}, { token: reader })).code).toBe(0);
  });

  it("the 'self' data scope lists and opens only the caller's received invoices", async () => {
    const [me] = await r.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const all = await ok(r.t, API.search, { size: 100 }, admin());
    const demo = all.records.find((x) => x.agentCode === 'SZHEAD');
    expect(demo).toBeDefined(); // recorded by the demo seed, not by admin
    const grant = (dataScopes: string[] | null) =>
      r.t.post('/user/user/updateDataScopes', { userId: me!.id, dataScopes }, admin());
    expect((await grant(['self'])).code).toBe(0);
    try {
      const own = await ok(r.t, API.search, { size: 100 }, admin());
      expect(own.records.length).toBeGreaterThan(0);
      expect(own.records.map((x) => x.agentCode)).not.toContain('SZHEAD');
      expect((await call(r.t, API.detail, { id: demo!.id }, admin())).msg).toBe('Data does not exist');
      expect((await call(r.t, API.cancel, { id: demo!.id }, admin())).msg).toBe('Data does not exist');
    } finally {
      await grant(null);
    }
  });
});
