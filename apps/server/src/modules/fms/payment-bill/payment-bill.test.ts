import { AGENT_BILL_API, PAYMENT_BILL_API } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashViolations, newAccount } from '#modules/fms/account-flow/cash-test-kit.ts';
import { fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
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
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { payablesViolations } from './payment-test-kit.ts';

const API = PAYMENT_BILL_API;
const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe('payment bills: apply, approve, pay, cancel pay, cancel, write off, advances', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  const agents: Record<string, string> = {};
  let rmb: string;
  let usd: string;
  let day = 1;
  const db = () => r.t.database.db;

  /** A fresh agent bill of `values` for an agent (each its own day in January). */
  async function agentBill(code: string, values: string[], currency = 'RMB', rate = '1') {
    const from = day;
    for (const value of values)
      await addFee(db(), r.waybill1, agents[code]!, {
        kind: 'agent',
        value,
        currency,
        conversionValue: (Number(value) * Number(rate)).toFixed(2),
        belongTime: new Date(jan(day++)),
      });
    return ok(r.t, AGENT_BILL_API.make, { agentId: agents[code]!, from: jan(from), to: jan(day) }, admin());
  }
  const bill = async (id: string) =>
    (await db().select().from(fmsAgentBill).where(eq(fmsAgentBill.id, id)))[0]!;
  const invariants = async () => {
    expect(await payablesViolations(db())).toEqual([]);
    expect(await cashViolations(db())).toEqual([]);
  };
  const apply = (agent: string, over: Record<string, unknown> = {}) =>
    ok(
      r.t,
      API.apply,
      { agentId: agents[agent]!, currency: 'RMB', payeeAccount: 'ACME bank 001', ...over } as never,
      admin(),
    );

  beforeAll(async () => {
    r = await startReceivableApp();
    await db()
      .insert(agentTable)
      .values([
        { code: 'PAYRMB', name: 'Pay RMB agent', agentTypes: ['head'], settlementCurrency: 'RMB' },
        { code: 'PAYUSD', name: 'Pay USD agent', agentTypes: ['delivery'], settlementCurrency: 'USD' },
        { code: 'OTHER', name: 'Other agent', agentTypes: ['head'], settlementCurrency: 'RMB' },
      ] as never);
    for (const a of await db()
      .select({ id: sql<string>`${agentTable.id}`, code: sql<string>`${agentTable.code}` })
      .from(agentTable))
      agents[a.code] = a.id;
    rmb = await newAccount(r.t, r.tk.admin, 'Pay RMB account', 'RMB', '10000.00');
    usd = await newAccount(r.t, r.tk.admin, 'Pay USD account', 'USD', '5000.00');
    const set = await r.t.post(
      '/common/sysConfig/update',
      { key: 'finance.paymentApprovalAbove', value: '1000.00' },
      admin(),
    );
    expect(set.code).toBe(0);
    r.t.clock.advance(60_000); // past the settings cache
  });
  afterAll(() => r.t.close());

  it('applies for bills (their unwritten amount) once per request key, and refuses what does not fit', async () => {
    const b = await agentBill('PAYRMB', ['100.00', '-20.00', '50.00']);
    const key = { requestKey: 'payment-apply-key-1' };
    const made = await apply('PAYRMB', { billIds: [b.id], ...key });
    expect(made.paymentNo).toMatch(/^FK\d{4}\d{5}$/);
    expect((await apply('PAYRMB', { billIds: [b.id], ...key })).id).toBe(made.id);
    const detail = await ok(r.t, API.detail, { id: made.id }, admin());
    expect(detail).toMatchObject({ value: '130.00', status: 0, paidValue: '0.00', unpaidValue: '130.00' });
    expect(detail.billNos).toEqual([b.billNo]);
    const refuse = async (input: Record<string, unknown>, lang: 'zh-CN' | 'en-US' | 'vi-VN' = 'en-US') =>
      (
        await call(
          r.t,
          API.apply,
          { agentId: agents.PAYRMB!, currency: 'RMB', payeeAccount: 'x', ...input } as never,
          { ...admin(), lang },
        )
      ).msg;
    expect(await refuse({})).toBe('Choose agent bills or enter an amount');
    expect(await refuse({}, 'zh-CN')).toBe('请选择代理账单或填写付款金额');
    expect(await refuse({ value: '10', currency: 'USD' })).toBe(
      'Agent PAYRMB settles in RMB; the payment is in USD',
    );
    const other = await agentBill('OTHER', ['10.00']);
    expect(await refuse({ billIds: [other.id] })).toBe(`Bill ${other.billNo} is not a bill of this agent`);
    expect(await refuse({ billIds: [other.id] }, 'vi-VN')).toBe(
      `Hóa đơn ${other.billNo} không phải của đại lý này`,
    );
    await invariants();
  });

  it('pays: account out, agent flow, bills written off credits first; above the setting only once approved', async () => {
    const b = await agentBill('PAYRMB', ['900.00', '-50.00', '300.00']);
    const p = await apply('PAYRMB', { billIds: [b.id] });
    const pay = { id: p.id, cashAccountId: rmb, requestKey: 'payment-pay-key-1' };
    const refused = await call(r.t, API.pay, pay, admin());
    expect(refused.msg).toBe(
      `Payment bill ${p.paymentNo} of 1150.00 in local currency is above 1000.00; it must be approved before it is paid`,
    );
    const zh = await call(r.t, API.pay, pay, { ...admin(), lang: 'zh-CN' });
    expect(zh.msg).toBe(`付款单${p.paymentNo}本位币金额1150.00超过1000.00，须审核后才能付款`);
    expect(await ok(r.t, API.approve, { id: p.id }, admin())).toBeNull();
    const twice = await call(r.t, API.approve, { id: p.id }, admin());
    expect(twice.msg).toBe(`Payment bill ${p.paymentNo} is Approved; it cannot be approved`);
    const paid = await ok(r.t, API.pay, pay, admin());
    expect(paid).toMatchObject({ writtenOff: '1150.00', unmatched: '0.00', exchangeGainLoss: '0.00' });
    expect(await ok(r.t, API.pay, pay, admin())).toEqual(paid); // a retry answers the first pay
    const again = await call(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin());
    expect(again.msg).toBe(`Payment bill ${p.paymentNo} is Paid; it cannot be paid`);
    expect(await bill(b.id)).toMatchObject({ writtenOff: '1150.00', status: 20 });
    const flows = await r.t.database.db.execute(
      sql`select type, value::text from fms_agent_balance_flow where related_id = ${p.id}`,
    );
    expect((flows as unknown as { rows: unknown[] }).rows).toEqual([{ type: 2, value: '-1150.00' }]);
    const search = await ok(
      r.t,
      API.search,
      { criteria: { paymentNo: p.paymentNo }, page: 1, size: 20 },
      admin(),
    );
    expect(search.records[0]).toMatchObject({
      status: 20,
      paidValue: '1150.00',
      unpaidValue: '0.00',
      cashAccountName: 'Pay RMB account',
    });
    await invariants();
  });

  it('keeps an unmatched amount as an advance payment and matches it later', async () => {
    const b = await agentBill('PAYRMB', ['80.00']);
    const p = await apply('PAYRMB', { value: '200.00' });
    const paid = await ok(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin());
    expect(paid).toMatchObject({ writtenOff: '0.00', unmatched: '200.00' });
    const advances = await ok(r.t, API.advances, undefined as never, admin());
    expect(advances.payments.find((a) => a.code === 'PAYRMB')).toMatchObject({ value: '200.00', count: 1 });
    const tooMuch = await call(
      r.t,
      API.writeOff,
      { id: p.id, items: [{ billId: b.id, value: '90.00' }] },
      admin(),
    );
    expect(tooMuch.msg).toBe(`Write-off 90.00 exceeds the unwritten amount 80.00 of bill ${b.billNo}`);
    expect(
      await ok(r.t, API.writeOff, { id: p.id, items: [{ billId: b.id, value: '80.00' }] }, admin()),
    ).toBeNull();
    const b2 = await agentBill('PAYRMB', ['500.00']);
    const over = await call(
      r.t,
      API.writeOff,
      { id: p.id, items: [{ billId: b2.id, value: '130.00' }] },
      admin(),
    );
    expect(over.msg).toBe(
      `Write-off 130.00 exceeds the unmatched amount 120.00 of payment bill ${p.paymentNo}`,
    );
    const unmatched = await ok(
      r.t,
      API.search,
      { criteria: { unmatched: true, agentId: agents.PAYRMB! }, page: 1, size: 20 },
      admin(),
    );
    expect(unmatched.records.map((x) => [x.paymentNo, x.unmatched])).toEqual([[p.paymentNo, '120.00']]);
    await invariants();
  });

  it('posts the exchange difference of a foreign bill paid at another rate, and takes it back on cancel pay', async () => {
    const b = await agentBill('PAYUSD', ['100.00'], 'USD', '7');
    await db().update(fmsAgentBill).set({ rate: '6.500000' }).where(eq(fmsAgentBill.id, b.id));
    const p = await apply('PAYUSD', { billIds: [b.id], currency: 'USD' });
    await ok(r.t, API.approve, { id: p.id }, admin());
    const paid = await ok(r.t, API.pay, { id: p.id, cashAccountId: usd }, admin());
    const detail = await ok(r.t, API.detail, { id: p.id }, admin());
    const expected = (100 * (6.5 - Number(detail.rate))).toFixed(2);
    expect(paid.exchangeGainLoss).toBe(expected);
    const entries = async () =>
      (
        (await db().execute(
          sql`select e.direction, e.value::text, e.cancel_time is null as live from fms_income_expense e
            join fms_payment_write_off w on w.id = e.related_id where w.payment_bill_id = ${p.id}`,
        )) as unknown as { rows: { direction: string; value: string; live: boolean }[] }
      ).rows;
    expect(await entries()).toEqual([
      {
        direction: Number(expected) > 0 ? 'income' : 'expense',
        value: Math.abs(Number(expected)).toFixed(2),
        live: true,
      },
    ]);
    const feeLoss = async () =>
      (
        (await db().execute(
          sql`select f.exchange_loss::text as loss, f.exchange_loss_rate::text as rate from lms_waybill_fee f
            join fms_agent_bill_fee bf on bf.fee_id = f.id where bf.bill_id = ${b.id}`,
        )) as unknown as { rows: { loss: string; rate: string | null }[] }
      ).rows;
    expect(await feeLoss()).toEqual([{ loss: (-Number(expected)).toFixed(2), rate: expect.any(String) }]);
    const wrongAccount = await apply('PAYUSD', { value: '1.00', currency: 'USD' });
    const wa = await call(r.t, API.pay, { id: wrongAccount.id, cashAccountId: rmb }, admin());
    expect(wa.msg).toBe('Cash account Pay RMB account is in RMB; the payment is in USD');
    expect(await ok(r.t, API.cancelPay, { id: p.id }, admin())).toBeNull();
    expect((await entries()).map((e) => e.live)).toEqual([false]);
    expect(await bill(b.id)).toMatchObject({ writtenOff: '0.00', status: 0 });
    expect(await feeLoss()).toEqual([{ loss: '0.00', rate: null }]);
    expect((await ok(r.t, API.detail, { id: p.id }, admin())).status).toBe(10);
    await invariants();
  });

  it('cancel pay is refused in a locked month and when unpaid; cancel only an unpaid bill', async () => {
    const b = await agentBill('PAYRMB', ['60.00']);
    const p = await apply('PAYRMB', { billIds: [b.id] });
    await ok(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin());
    const month = new Date(r.t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    await db().insert(fmsLockedMonth).values({ month, lockedAt: r.t.clock.now() });
    const locked = await call(r.t, API.cancelPay, { id: p.id }, admin());
    expect(locked.msg).toBe(`Month ${month} is locked; documents dated in it cannot be changed`);
    await db().delete(fmsLockedMonth).where(eq(fmsLockedMonth.month, month));
    const paidCancel = await call(r.t, API.cancel, { id: p.id }, admin());
    expect(paidCancel.msg).toBe(`Payment bill ${p.paymentNo} is Paid; it cannot be cancelled`);
    const billCancel = await call(r.t, AGENT_BILL_API.cancel, { id: b.id }, admin());
    expect(billCancel.msg).toBe(`Bill ${b.billNo} has write-offs; it cannot be cancelled`);
    await ok(r.t, API.cancelPay, { id: p.id }, admin());
    const unpaid = await call(r.t, API.cancelPay, { id: p.id }, { ...admin(), lang: 'zh-CN' });
    expect(unpaid.msg).toBe(`付款单${p.paymentNo}状态为已申请，不能取消付款`);
    // the agent bill stays while a payment bill not yet paid names it
    const onPayment = await call(r.t, AGENT_BILL_API.cancel, { id: b.id }, { ...admin(), lang: 'vi-VN' });
    expect(onPayment.msg).toBe(
      `Hóa đơn đại lý ${b.billNo} nằm trong phiếu chi ${p.paymentNo}; hãy hủy phiếu chi trước`,
    );
    expect(await ok(r.t, API.cancel, { id: p.id }, admin())).toBeNull();
    const cancelled = await call(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin());
    expect(cancelled.msg).toBe(`Payment bill ${p.paymentNo} is Cancelled; it cannot be paid`);
    await ok(r.t, AGENT_BILL_API.cancel, { id: b.id }, admin());
    await invariants();
  });

  it('refuses paying more than the account holds', async () => {
    const poor = await newAccount(r.t, r.tk.admin, 'Poor account', 'RMB', '5.00');
    const p = await apply('PAYRMB', { value: '6.00' });
    const res = await call(r.t, API.pay, { id: p.id, cashAccountId: poor }, admin());
    expect(res.msg).toBe('Cash account Poor account holds 5.00; it cannot pay 6.00');
    await invariants();
  });

  it('refuses customers and staff without the codes; approve is a grant of its own', async () => {
    const p = await apply('PAYRMB', { value: '2000.00' });
    const cases = [
      [API.apply, { agentId: agents.PAYRMB, currency: 'RMB', payeeAccount: 'x', value: '1' }],
      [API.approve, { id: p.id }],
      [API.pay, { id: p.id, cashAccountId: rmb }],
      [API.cancelPay, { id: p.id }],
      [API.cancel, { id: p.id }],
      [API.writeOff, { id: p.id, items: [{ billId: p.id, value: '1' }] }],
      [API.search, { criteria: {}, page: 1, size: 20 }],
      [API.detail, { id: p.id }],
    ] as const;
    for (const token of [r.tk.demo, r.tk.service])
      for (const [endpoint, input] of cases) {
        const res = await call(r.t, endpoint as typeof API.cancel, input as never, { token });
        expect(res.msg, endpoint.url).toBe('No permission at present');
      }
    const payer = await userWithPermissions(r.t, r.tk.admin, 'payer', [
      'fms/paymentBill',
      'fms/paymentBill:apply',
      'fms/paymentBill:pay',
    ]);
    expect((await call(r.t, API.approve, { id: p.id }, { token: payer })).msg).toBe(
      'No permission at present',
    );
    const pay = await call(r.t, API.pay, { id: p.id, cashAccountId: rmb }, { token: payer });
    expect(pay.msg).toContain('it must be approved before it is paid');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'two pays of one bill, and pay against cancel, run one after the other (PostgreSQL)',
    async () => {
      const b = await agentBill('PAYRMB', ['70.00']);
      const p = await apply('PAYRMB', { billIds: [b.id] });
      const [x, y] = await Promise.all([
        call(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin()),
        call(r.t, API.pay, { id: p.id, cashAccountId: rmb }, admin()),
      ]);
      expect([x.code, y.code].sort()).toEqual([-1, 0].sort());
      expect([x, y].find((v) => v.code !== 0)!.msg).toBe(
        `Payment bill ${p.paymentNo} is Paid; it cannot be paid`,
      );
      const q = await apply('PAYRMB', { value: '3.00' });
      const [pay, cancel] = await Promise.all([
        call(r.t, API.pay, { id: q.id, cashAccountId: rmb }, admin()),
        call(r.t, API.cancel, { id: q.id }, admin()),
      ]);
      expect([pay.code, cancel.code]).toContain(0);
      expect([pay.code, cancel.code]).not.toEqual([0, 0]);
      await invariants();
    },
  );

  it("answers only the payment bills of the caller's data scope", async () => {
    const [me] = await db().select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'admin'));
    const all = await ok(r.t, API.search, { criteria: {}, page: 1, size: 200 }, admin());
    const mine = all.records.filter((x) => x.agentCode.startsWith('PAY'));
    expect(all.total).toBeGreaterThan(mine.length); // the demo payment bills are the system's
    const grant = (dataScopes: string[] | null) =>
      r.t.post('/user/user/updateDataScopes', { userId: me!.id, dataScopes }, admin());
    expect((await grant(['self'])).code).toBe(0);
    try {
      const own = await ok(r.t, API.search, { criteria: {}, page: 1, size: 200 }, admin());
      expect(own.records.map((x) => x.id).sort()).toEqual(mine.map((x) => x.id).sort());
      const other = all.records.find((x) => !mine.includes(x))!;
      expect((await call(r.t, API.detail, { id: other.id }, admin())).msg).toBe('Data does not exist');
    } finally {
      await grant(null);
    }
  });
});
