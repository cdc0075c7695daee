import { AGENT_BILL_API } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { fmsLockedMonth } from '#modules/fms/lock-record/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import { download, exportFile } from '../../../test/entity-kit.ts';
import { fmsAgentBill } from './agent-bill.schema.ts';

const API = AGENT_BILL_API;
const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const DAY = 86_400_000;

/** Balance = Σ flows = the last flow's balance, per agent; each live bill's total = Σ its fees. */
async function agentViolations(r: ReceivableApp): Promise<unknown[]> {
  const res = await r.t.database.db.execute(sql`
    select b.agent_id, b.balance, coalesce(sum(f.value), 0) as flows,
      (select balance from fms_agent_balance_flow l where l.agent_id = b.agent_id order by seq desc limit 1) as last
    from fms_agent_balance b left join fms_agent_balance_flow f on f.agent_id = b.agent_id
    group by b.agent_id, b.balance
    having b.balance <> coalesce(sum(f.value), 0)
      or b.balance <> (select balance from fms_agent_balance_flow l where l.agent_id = b.agent_id order by seq desc limit 1)
    union all
    select b.id, b.total, sum(bf.value), null from fms_agent_bill b join fms_agent_bill_fee bf on bf.bill_id = b.id
    group by b.id having b.total <> sum(bf.value) or b.fee_count <> count(*)`);
  return (res as unknown as { rows: unknown[] }).rows;
}

describe('agent bills: preview, make, cancel, search, files, ageing and ledger', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  const agents: Record<string, string> = {};

  const agentFee = (agent: string, over: Parameters<typeof addFee>[3] = {}) =>
    addFee(r.t.database.db, r.waybill1, agents[agent]!, { kind: 'agent', ...over });
  const flows = async (agentId: string) =>
    (
      (await r.t.database.db.execute(
        sql`select type, value::text, balance::text from fms_agent_balance_flow where agent_id = ${agentId} order by seq`,
      )) as unknown as { rows: { type: number; value: string; balance: string }[] }
    ).rows;

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    await db
      .insert(agentTable)
      .values({ code: 'NOCUR', name: 'No currency agent', agentTypes: ['delivery'] } as never);
    await db.insert(agentTable).values({
      code: 'TESTRMB',
      name: 'Test RMB agent',
      agentTypes: ['head'],
      settlementCurrency: 'RMB',
    } as never);
    const rows = await db
      .select({ id: sql<string>`${agentTable.id}`, code: sql<string>`${agentTable.code}` })
      .from(agentTable);
    for (const a of rows) agents[a.code] = a.id;
  });
  afterAll(() => r.t.close());

  it('previews and makes a bill of the confirmed agent fees, once per request key, posting +total', async () => {
    const a = agents.TESTRMB!;
    await agentFee('TESTRMB', { value: '100.00' });
    await agentFee('TESTRMB', { value: '50.50', belongTime: new Date(jan(20)) });
    await agentFee('TESTRMB', { value: '30.00', status: 0 }); // estimated: stays out
    await addFee(r.t.database.db, r.waybill1, r.c1, { value: '999.00' }); // a customer fee: not the agent's
    const period = { agentId: a, from: jan(1), to: jan(31) };
    expect(await ok(r.t, API.preview, period, admin())).toEqual({
      agentId: a,
      feeCount: 2,
      total: '150.50',
      currency: 'RMB',
    });
    const made = await ok(r.t, API.make, { ...period, requestKey: 'agent-bill-key-1' }, admin());
    expect(made).toMatchObject({ feeCount: 2, total: '150.50', currency: 'RMB' });
    expect(made.billNo).toMatch(/^AB\d{4}\d{5}$/);
    const again = await ok(r.t, API.make, { ...period, requestKey: 'agent-bill-key-1' }, admin());
    expect(again.id).toBe(made.id);
    expect(await flows(a)).toEqual([
      { type: 10, value: '0.00', balance: '0.00' },
      { type: 0, value: '150.50', balance: '150.50' },
    ]);
    const res = await call(r.t, API.make, period, admin());
    expect(res.msg).toBe('There are no confirmed unbilled fees in this period');
    expect(await agentViolations(r)).toEqual([]);
    const detail = await ok(r.t, API.detail, { id: made.id }, admin());
    expect(detail.fees.map((f) => f.value).sort()).toEqual(['100.00', '50.50']);
  });

  it('refuses without an agent, a total not above zero, and fees of several currencies without a settlement currency', async () => {
    const none = await call(r.t, API.preview, { from: jan(1), to: jan(31) }, admin());
    expect(none.msg).toBe('Please choose an agent');
    await agentFee('NOCUR', {
      value: '-10.00',
      currency: 'EUR',
      conversionValue: '-78.00',
      belongTime: new Date(jan(5)),
    });
    const negative = await call(r.t, API.make, { agentId: agents.NOCUR, from: jan(1), to: jan(10) }, admin());
    expect(negative.msg).toBe('The bill total -10.00 is not above zero; no bill is made');
    await agentFee('NOCUR', {
      value: '20.00',
      currency: 'USD',
      conversionValue: '142.00',
      belongTime: new Date(jan(12)),
    });
    const mixed = await call(r.t, API.make, { agentId: agents.NOCUR, from: jan(1), to: jan(31) }, admin());
    expect(mixed.msg).toBe(
      'Agent NOCUR has no settlement currency and its fees are in several currencies (EUR, USD); set its settlement currency first',
    );
    const zh = await call(
      r.t,
      API.preview,
      { agentId: agents.NOCUR, from: jan(1), to: jan(31) },
      {
        ...admin(),
        lang: 'zh-CN',
      },
    );
    expect(zh.msg).toBe('代理NOCUR未设置结算币种，其费用有多种币种（EUR, USD），请先设置结算币种');
    // one currency: the bill is in it
    const usd = await ok(r.t, API.make, { agentId: agents.NOCUR, from: jan(11), to: jan(31) }, admin());
    expect(usd).toMatchObject({ total: '20.00', currency: 'USD' });
    expect(await agentViolations(r)).toEqual([]);
  });

  it('cancels once: fees back to unbilled, −total posted; refused when written off or in a locked month', async () => {
    const a = agents.TESTRMB!;
    await agentFee('TESTRMB', { value: '80.00', belongTime: new Date(jan(2)) });
    const bill = await ok(r.t, API.make, { agentId: a, from: jan(2), to: jan(3) }, admin());
    await r.t.database.db
      .update(fmsAgentBill)
      .set({ writtenOff: '10.00' })
      .where(eq(fmsAgentBill.id, bill.id));
    const paid = await call(r.t, API.cancel, { id: bill.id }, admin());
    expect(paid.msg).toBe(`Bill ${bill.billNo} has write-offs; it cannot be cancelled`);
    await r.t.database.db.update(fmsAgentBill).set({ writtenOff: '0' }).where(eq(fmsAgentBill.id, bill.id));
    const month = new Date(r.t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    await r.t.database.db.insert(fmsLockedMonth).values({ month, lockedAt: r.t.clock.now() });
    const locked = await call(r.t, API.cancel, { id: bill.id }, admin());
    expect(locked.msg).toBe(`Month ${month} is locked; documents dated in it cannot be changed`);
    await r.t.database.db.delete(fmsLockedMonth).where(eq(fmsLockedMonth.month, month));
    expect(await ok(r.t, API.cancel, { id: bill.id }, admin())).toBeNull();
    const twice = await call(r.t, API.cancel, { id: bill.id }, admin());
    expect(twice.msg).toBe(`Bill ${bill.billNo} is already cancelled`);
    expect((await flows(a)).slice(-2)).toEqual([
      { type: 0, value: '80.00', balance: '230.50' },
      { type: 1, value: '-80.00', balance: '150.50' },
    ]);
    expect(await agentViolations(r)).toEqual([]);
    // the fee can be billed again
    expect(await ok(r.t, API.preview, { agentId: a, from: jan(2), to: jan(3) }, admin())).toMatchObject({
      feeCount: 1,
      total: '80.00',
    });
  });

  it('searches with criteria, keeps cancelled bills apart, remarks, exports and prints', async () => {
    const a = agents.TESTRMB!;
    const open = await ok(r.t, API.search, { criteria: { agentId: a }, page: 1, size: 20 }, admin());
    expect(open.records).toHaveLength(1);
    expect(open.records[0]).toMatchObject({
      agentCode: 'TESTRMB',
      total: '150.50',
      unwritten: '150.50',
      status: 0,
    });
    const cancelled = await ok(
      r.t,
      API.search,
      { criteria: { agentId: a, cancelled: true }, page: 1, size: 20 },
      admin(),
    );
    expect(cancelled.records).toHaveLength(1);
    expect(cancelled.records[0]!.cancelTime).not.toBeNull();
    const id = open.records[0]!.id;
    expect(await ok(r.t, API.remark, { id, remark: 'checked with the agent' }, admin())).toBeNull();
    const byNo = await ok(
      r.t,
      API.search,
      { criteria: { billNo: open.records[0]!.billNo }, page: 1, size: 20 },
      admin(),
    );
    expect(byNo.records.map((b) => b.remark)).toEqual(['checked with the agent']);
    const file = await exportFile(r.t, API.export.url, r.tk.admin, { id });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Agent statement');
    expect(sheet.getRow(3).values).toEqual([undefined, 'Agent', 'TESTRMB Test RMB agent']);
    const pdf = await download(r.t, 'GET', `${API.pdf.url}?id=${id}`, r.tk.admin);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('ages the open bills per agent and shows the ledger of a period with opening and closing', async () => {
    const a = agents.TESTRMB!;
    const now = r.t.clock.now().getTime();
    await r.t.database.db
      .update(fmsAgentBill)
      .set({ billTime: new Date(now - 45 * DAY) })
      .where(eq(fmsAgentBill.agentId, a));
    const age = await ok(r.t, API.age, { criteria: { mode: 'day', agentId: a } }, admin());
    expect(age.records).toEqual([
      {
        agentId: a,
        code: 'TESTRMB',
        name: 'Test RMB agent',
        currency: 'RMB',
        billCount: 1,
        buckets: { d0: '0.00', d31: '150.50', d61: '0.00', d91: '0.00', d181: '0.00' },
        total: '150.50',
      },
    ]);
    const bills = await ok(r.t, API.ageBills, { agentId: a, mode: 'day', bucket: 'd31' }, admin());
    expect(bills).toMatchObject([{ unwritten: '150.50', age: 45 }]);
    const ledger = await ok(
      r.t,
      API.ledger,
      { agentId: a, from: new Date(now - DAY).toISOString(), to: new Date(now + DAY).toISOString() },
      admin(),
    );
    expect(ledger).toMatchObject({
      currency: 'RMB',
      opening: '0.00',
      billed: '230.50',
      billCancelled: '-80.00',
      closing: '150.50',
      balance: '150.50',
    });
    expect(ledger.rows.map((x) => x.type)).toEqual([10, 0, 0, 1]);
    const later = await ok(r.t, API.ledger, { agentId: a, from: new Date(now + DAY).toISOString() }, admin());
    expect(later).toMatchObject({ opening: '150.50', closing: '150.50', rows: [] });
  });

  it('refuses customers and staff without the codes', async () => {
    const a = agents.TESTRMB!;
    for (const token of [r.tk.demo, r.tk.service]) {
      for (const [endpoint, input] of [
        [API.make, { agentId: a, from: jan(1), to: jan(31) }],
        [API.preview, { agentId: a, from: jan(1), to: jan(31) }],
        [API.search, { criteria: {}, page: 1, size: 20 }],
        [API.age, { criteria: { mode: 'day' } }],
        [API.ledger, { agentId: a }],
      ] as const) {
        const res = await call(r.t, endpoint as typeof API.search, input as never, { token });
        expect(res.msg, endpoint.url).toBe('No permission at present');
      }
    }
  });

  it("answers only the bills of the caller's data scope", async () => {
    const [me] = await r.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const all = await ok(r.t, API.search, { criteria: {}, page: 1, size: 100 }, admin());
    const mine = all.records.filter(
      (b) => b.createdByName === all.records.find((x) => x.agentCode === 'TESTRMB')?.createdByName,
    );
    expect(all.total).toBeGreaterThan(mine.length); // the demo agents' bills are the system's
    const grant = (dataScopes: string[] | null) =>
      r.t.post('/user/user/updateDataScopes', { userId: me!.id, dataScopes }, admin());
    expect((await grant(['self'])).code).toBe(0);
    try {
      const own = await ok(r.t, API.search, { criteria: {}, page: 1, size: 100 }, admin());
      expect(own.records.map((b) => b.id).sort()).toEqual(mine.map((b) => b.id).sort());
      const other = all.records.find((b) => !mine.includes(b))!;
      expect((await call(r.t, API.detail, { id: other.id }, admin())).msg).toBe('Data does not exist');
      const age = await ok(r.t, API.age, { criteria: { mode: 'day' } }, admin());
      expect(age.records.map((x) => x.code)).not.toContain('SZHEAD');
    } finally {
      await grant(null);
    }
  });
});
