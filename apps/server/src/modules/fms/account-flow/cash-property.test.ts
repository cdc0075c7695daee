import {
  ACCOUNT_FLOW_API,
  BANK_TRANSFER_API,
  entityEndpoint,
  INCOME_EXPENSE_API,
  subject,
} from '@freightdesk/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';
import { cashViolations, newAccount } from './cash-test-kit.ts';

/**
 * Property tests of the treasurer's cash (issue 16): random sequences of transfers (within and across
 * currencies, some retried), transfer cancels, receipts into accounts, confirmations, refunds,
 * cancel-confirms, operating income and expense and their cancels through the API on a real database, with the account invariants after every step:
 * balance = opening + Σ flows = the last flow's balance, each transfer's legs as it records them, no
 * money created within one currency. Pairs run concurrently on PostgreSQL. `FD_PROPERTY_RUNS` runs longer.
 */
const RUNS = Number(process.env.FD_PROPERTY_RUNS ?? 8);
const SEED = Number(process.env.FD_PROPERTY_SEED ?? 20261127);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const money = (cents: number) => (cents / 100).toFixed(2);
type Op =
  | { op: 'transfer'; from: number; to: number; cents: number; rate: string | null; retry: boolean }
  | { op: 'cancelTransfer'; pick: number }
  | { op: 'receipt'; account: number; cents: number; confirm: boolean }
  | { op: 'refund'; pick: number; cents: number }
  | { op: 'cancelConfirm'; pick: number }
  | { op: 'incomeExpense'; account: number; cents: number; income: boolean }
  | { op: 'cancelIncomeExpense'; pick: number };

const account = fc.integer({ min: 0, max: 2 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('transfer' as const),
    from: account,
    to: account,
    cents: fc.integer({ min: 1, max: 300_000 }),
    rate: fc.option(fc.constantFrom('0.14', '7.1', '6.98765432'), { nil: null }),
    retry: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancelTransfer' as const), pick: fc.nat(20) }),
  fc.record({
    op: fc.constant('receipt' as const),
    account,
    cents: fc.integer({ min: 1, max: 200_000 }),
    confirm: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(20),
    cents: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({ op: fc.constant('cancelConfirm' as const), pick: fc.nat(20) }),
  fc.record({
    op: fc.constant('incomeExpense' as const),
    account,
    cents: fc.integer({ min: 1, max: 200_000 }),
    income: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancelIncomeExpense' as const), pick: fc.nat(20) }),
);

describe('the treasurer’s cash under random sequences of operations', () => {
  let r: ReceivableApp;
  let n = 0;
  /** The demo's operating subjects: an income and an expense. */
  const subjectIds = { income: '', expense: '' };
  beforeAll(async () => {
    r = await startReceivableApp();
    const list = await r.t.post<{ records: { id: string; code: string }[] }>(
      entityEndpoint(subject, 'search').url,
      { size: 100 },
      { token: r.tk.admin },
    );
    subjectIds.income = list.data.records.find((s) => s.code === 'DUTYIN')!.id;
    subjectIds.expense = list.data.records.find((s) => s.code === 'WHRENT')!.id;
  });
  afterAll(() => r.t.close());

  /** A sequence's world: its three accounts (RMB, RMB, USD) and what it made. */
  const newWorld = async (label: string) => {
    const admin = r.tk.admin;
    const accounts = [
      { id: await newAccount(r.t, admin, `P${label} RMB 1`, 'RMB', '5000.00'), currency: 'RMB' },
      { id: await newAccount(r.t, admin, `P${label} RMB 2`, 'RMB'), currency: 'RMB' },
      { id: await newAccount(r.t, admin, `P${label} USD`, 'USD', '800.00'), currency: 'USD' },
    ];
    return { accounts, transfers: [] as string[], receipts: [] as string[], entries: [] as string[], label };
  };
  type World = Awaited<ReturnType<typeof newWorld>>;

  const run = async (w: World, op: Op, key: string) => {
    const as = { token: r.tk.admin };
    const pick = (list: string[], i: number) => list[i % Math.max(1, list.length)];
    switch (op.op) {
      case 'transfer': {
        const input = {
          fromAccountId: w.accounts[op.from]!.id,
          toAccountId: w.accounts[op.to]!.id,
          value: money(op.cents),
          ...(op.rate && w.accounts[op.from]!.currency !== w.accounts[op.to]!.currency
            ? { rate: op.rate }
            : {}),
          requestKey: `${key}-transfer`,
        };
        const res = await call(r.t, BANK_TRANSFER_API.make, input, as);
        if (res.code === 0) {
          w.transfers.push(res.data.id);
          if (op.retry) expect((await call(r.t, BANK_TRANSFER_API.make, input, as)).data).toEqual(res.data);
        }
        return res;
      }
      case 'cancelTransfer': {
        const id = pick(w.transfers, op.pick);
        return id ? call(r.t, BANK_TRANSFER_API.cancel, { id }, as) : { code: 0, msg: 'nothing to cancel' };
      }
      case 'receipt': {
        const a = w.accounts[op.account]!;
        const input = { customerId: r.c1, value: money(op.cents), currency: a.currency, ownAccountId: a.id };
        const res = await call(r.t, API.charge.register, input, as);
        if (res.code !== 0) return res;
        w.receipts.push(res.data.id);
        return op.confirm ? call(r.t, API.charge.confirm, { id: res.data.id }, as) : res;
      }
      case 'refund': {
        const id = pick(w.receipts, op.pick);
        if (!id) return { code: 0, msg: 'no receipt' };
        return call(r.t, API.charge.refund, { id, value: money(op.cents), reason: 'property' }, as);
      }
      case 'cancelConfirm': {
        const id = pick(w.receipts, op.pick);
        return id ? call(r.t, API.charge.cancelConfirm, { id }, as) : { code: 0, msg: 'no receipt' };
      }
      case 'incomeExpense': {
        const input = {
          subjectId: op.income ? subjectIds.income : subjectIds.expense,
          accountId: w.accounts[op.account]!.id,
          value: money(op.cents),
          requestKey: `${key}-ie`,
        };
        const res = await call(r.t, INCOME_EXPENSE_API.operating.make, input, as);
        if (res.code === 0) w.entries.push(res.data.id);
        return res;
      }
      case 'cancelIncomeExpense': {
        const id = pick(w.entries, op.pick);
        return id ? call(r.t, INCOME_EXPENSE_API.operating.cancel, { id }, as) : { code: 0, msg: 'no entry' };
      }
    }
  };

  const check = async (w: World, trail: string) => {
    expect(await cashViolations(r.t.database.db), trail).toEqual([]);
    const balances = await ok(r.t, ACCOUNT_FLOW_API.balances, {}, { token: r.tk.admin });
    for (const a of w.accounts) {
      const b = balances.find((x) => x.accountId === a.id)!;
      expect(b.closing, trail).toBe(b.balance);
    }
  };

  it('keeps every invariant after every step of a sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 25, size: 'max' }), async (ops) => {
        const w = await newWorld(`${SEED}-${++n}`);
        const trail: string[] = [];
        for (const [i, op] of ops.entries()) {
          const res = await run(w, op, `cash-${SEED}-${n}-${i}`);
          trail.push(`${JSON.stringify(op)} → ${res.msg}`);
          expect(res.code, `server error after:\n${trail.join('\n')}`).not.toBe(500);
          await check(w, trail.join('\n'));
        }
        if (process.env.FD_PROPERTY_TRACE) console.log(trail.join('\n'));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 900_000);

  it.runIf(onPostgres)(
    'keeps every invariant when operations run two at a time (PostgreSQL)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(opArb, opArb), { minLength: 5, maxLength: 12, size: 'max' }),
          async (pairs) => {
            const w = await newWorld(`${SEED}-c${++n}`);
            const trail: string[] = [];
            for (const [i, [a, b]] of pairs.entries()) {
              const [ra, rb] = await Promise.all([
                run(w, a, `cash-${SEED}-c${n}-${i}a`),
                run(w, b, `cash-${SEED}-c${n}-${i}b`),
              ]);
              trail.push(`${JSON.stringify(a)} ‖ ${JSON.stringify(b)} → ${ra.msg} ‖ ${rb.msg}`);
              expect([ra.code, rb.code], `server error after:\n${trail.join('\n')}`).not.toContain(500);
              await check(w, trail.join('\n'));
            }
          },
        ),
        { numRuns: Math.max(3, Math.floor(RUNS / 2)), seed: SEED },
      );
    },
    900_000,
  );
});
