import {
  ACCOUNT_FLOW_API,
  BANK_TRANSFER_API,
  cashAccount,
  entityEndpoint,
  LOCK_RECORD_API,
  transferAmounts,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';
import { cashViolations, newAccount } from './cash-test-kit.ts';

/** Cash accounts, account flows and bank transfers (issue 16): rules, messages, refusals, invariants. */
describe('the treasurer’s cash', () => {
  let r: ReceivableApp;
  let rmbA: string;
  let rmbB: string;
  let usd: string;
  const admin = () => ({ token: r.tk.admin });
  const accountRow = async (id: string) => {
    const res = await r.t.post<{ records: Record<string, unknown>[] }>(
      entityEndpoint(cashAccount, 'search').url,
      { size: 100 },
      admin(),
    );
    return res.data.records.find((a) => a.id === id)!;
  };
  const balances = async () =>
    new Map((await ok(r.t, ACCOUNT_FLOW_API.balances, {}, admin())).map((b) => [b.accountId, b]));

  beforeAll(async () => {
    r = await startReceivableApp();
    rmbA = await newAccount(r.t, r.tk.admin, 'Cash test RMB A', 'RMB', '1000.00');
    rmbB = await newAccount(r.t, r.tk.admin, 'Cash test RMB B', 'RMB');
    usd = await newAccount(r.t, r.tk.admin, 'Cash test USD', 'USD', '500.00');
  });
  afterAll(() => r.t.close());

  it('a transfer within one currency moves the value out of one account and into the other', async () => {
    const made = await ok(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: rmbB, value: '300.00' },
      admin(),
    );
    expect(made).toMatchObject({ toValue: '300.00', exchangeGainLoss: '0.00' });
    expect(made.transferNo).toMatch(/^ZZ\d{6}\d{4}$/);
    const b = await balances();
    expect(b.get(rmbA)).toMatchObject({
      balance: '700.00',
      opening: '1000.00',
      in: '0.00',
      out: '300.00',
      closing: '700.00',
    });
    expect(b.get(rmbB)).toMatchObject({ balance: '300.00', in: '300.00', out: '0.00' });
    const flows = await ok(
      r.t,
      ACCOUNT_FLOW_API.search,
      { criteria: { relatedNo: made.transferNo } },
      admin(),
    );
    expect(flows.records.map((f) => [f.accountId, f.source, f.value, f.balance]).sort()).toEqual(
      [
        [rmbA, 'transferOut', '-300.00', '700.00'],
        [rmbB, 'transferIn', '300.00', '300.00'],
      ].sort(),
    );
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('across currencies the bank’s rate gives the amount received and the gain or loss against the book rate', async () => {
    const made = await ok(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: usd, toAccountId: rmbB, value: '100.00', rate: '7.5' },
      admin(),
    );
    const [record] = (
      await ok(r.t, BANK_TRANSFER_API.search, { criteria: { transferNo: made.transferNo } }, admin())
    ).records;
    expect(record).toMatchObject({
      fromCurrency: 'USD',
      toCurrency: 'RMB',
      value: '100.00',
      toValue: '750.00',
    });
    expect(made.exchangeGainLoss).toBe(transferAmounts('100', '7.5', record!.bookRate, '1').exchangeGainLoss);
    const atBook = await ok(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbB, toAccountId: usd, value: '70.00' },
      admin(),
    );
    expect(atBook.exchangeGainLoss).toBe('0.00');
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('refuses one account on both sides, a rate within one currency, too little money, a disabled account — in three languages', async () => {
    const same = await call(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: rmbA, value: '1' },
      admin(),
    );
    expect(same.msg).toBe('The paying and the receiving account must differ');
    const rate = await call(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: rmbB, value: '1', rate: '2' },
      { ...admin(), lang: 'zh-CN' },
    );
    expect(rate.msg).toBe('同币种转账的汇率只能是1');
    const much = await call(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: rmbB, value: '5000' },
      { ...admin(), lang: 'vi-VN' },
    );
    expect(much.msg).toBe('Tài khoản tiền Cash test RMB A còn 700.00; không đủ để chi 5000.00');
    const closed = await newAccount(r.t, r.tk.admin, 'Cash test closed', 'RMB');
    const row = await accountRow(closed);
    await r.t.post(entityEndpoint(cashAccount, 'update').url, { ...row, enabled: false }, admin());
    const disabled = await call(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: closed, value: '1' },
      admin(),
    );
    expect(disabled.msg).toBe('Cash account Cash test closed is disabled');
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('a retried transfer answers the first; a cancel gives each account its money back, once', async () => {
    const input = { fromAccountId: rmbA, toAccountId: rmbB, value: '10.00', requestKey: 'cash-test-retry-1' };
    const first = await ok(r.t, BANK_TRANSFER_API.make, input, admin());
    const again = await ok(r.t, BANK_TRANSFER_API.make, input, admin());
    expect(again).toEqual(first);
    const before = await balances();
    expect(await ok(r.t, BANK_TRANSFER_API.cancel, { id: first.id }, admin())).toBeNull();
    const after = await balances();
    expect(after.get(rmbA)!.balance).toBe((Number(before.get(rmbA)!.balance) + 10).toFixed(2));
    expect(after.get(rmbB)!.balance).toBe((Number(before.get(rmbB)!.balance) - 10).toFixed(2));
    const twice = await call(r.t, BANK_TRANSFER_API.cancel, { id: first.id }, admin());
    expect(twice.msg).toBe(`Transfer ${first.transferNo} is already cancelled`);
    const listed = await ok(r.t, BANK_TRANSFER_API.search, { criteria: { cancelled: true } }, admin());
    expect(listed.records.map((t) => t.transferNo)).toContain(first.transferNo);
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('two transfers that the paying account can only afford one of at once: one is made, the other refused', async () => {
    const drain = await newAccount(r.t, r.tk.admin, 'Cash test race', 'RMB', '100.00');
    const input = (k: string) => ({
      fromAccountId: drain,
      toAccountId: rmbB,
      value: '60.00',
      requestKey: `cash-race-${k}`,
    });
    const [a, b] = await Promise.all([
      call(r.t, BANK_TRANSFER_API.make, input('a'), admin()),
      call(r.t, BANK_TRANSFER_API.make, input('b'), admin()),
    ]);
    expect([a.code, b.code].filter((c) => c === 0)).toHaveLength(1);
    expect([a.msg, b.msg]).toContain('Cash account Cash test race holds 40.00; it cannot pay 60.00');
    expect((await balances()).get(drain)!.balance).toBe('40.00');
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('a transfer dated in a locked month is refused', async () => {
    expect(
      (await call(r.t, LOCK_RECORD_API.lock, { month: '2025-03', reason: 'closed' }, admin())).code,
    ).toBe(0);
    const res = await call(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: rmbA, toAccountId: rmbB, value: '1', transferTime: new Date('2025-03-10T08:00:00Z') },
      admin(),
    );
    expect(res.msg).toMatch(/^Month 2025-03 is locked/);
  });

  it('a receipt brings its money into its receiving account; a refund and a cancel-confirm take it out', async () => {
    const wrong = await call(
      r.t,
      API.charge.register,
      { customerId: r.c1, value: '200.00', currency: 'RMB', ownAccountId: usd },
      admin(),
    );
    expect(wrong.msg).toBe('Cash account Cash test USD is in USD; the receipt is in RMB');
    const start = (await balances()).get(rmbB)!.balance;
    const reg = await ok(
      r.t,
      API.charge.register,
      { customerId: r.c1, value: '200.00', currency: 'RMB', ownAccountId: rmbB },
      admin(),
    );
    await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
    await ok(r.t, API.charge.refund, { id: reg.id, value: '50.00', reason: 'overpaid' }, admin());
    const flows = await ok(
      r.t,
      ACCOUNT_FLOW_API.search,
      { criteria: { accountId: rmbB, relatedNo: reg.chargeNo } },
      admin(),
    );
    expect(flows.records.map((f) => [f.source, f.value, f.objectCode])).toEqual([
      ['refund', '-50.00', 'C0001'],
      ['charge', '200.00', 'C0001'],
    ]);
    expect((await balances()).get(rmbB)!.balance).toBe((Number(start) + 150).toFixed(2));
    const charges = await ok(r.t, API.charge.search, { criteria: { chargeNo: reg.chargeNo } }, admin());
    await ok(r.t, API.charge.cancelRefund, { id: charges.records[0]!.refunds[0]!.id }, admin());
    await ok(r.t, API.charge.cancelConfirm, { id: reg.id }, admin());
    expect((await balances()).get(rmbB)!.balance).toBe(start);
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('customers and staff without the codes are refused; the account’s currency and opening stay as made', async () => {
    for (const token of [r.tk.demo, r.tk.service]) {
      expect((await call(r.t, ACCOUNT_FLOW_API.search, {}, { token })).code).not.toBe(0);
      expect((await call(r.t, ACCOUNT_FLOW_API.balances, {}, { token })).code).not.toBe(0);
      expect((await call(r.t, BANK_TRANSFER_API.search, {}, { token })).code).not.toBe(0);
      const make = await call(
        r.t,
        BANK_TRANSFER_API.make,
        { fromAccountId: rmbA, toAccountId: rmbB, value: '1' },
        { token },
      );
      expect(make.code).not.toBe(0);
    }
    const row = await accountRow(usd);
    await r.t.post(
      entityEndpoint(cashAccount, 'update').url,
      { ...row, currency: 'RMB', openingBalance: '9' },
      admin(),
    );
    const b = (await balances()).get(usd)!;
    expect(b.currency).toBe('USD');
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });
});
