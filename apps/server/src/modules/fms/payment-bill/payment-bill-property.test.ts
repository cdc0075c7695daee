import { AGENT_BILL_API, PAYMENT_BILL_API } from '@freightdesk/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashViolations, newAccount } from '#modules/fms/account-flow/cash-test-kit.ts';
import {
  addFee,
  call,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { agentTable } from '#modules/settings/index.ts';
import { payablesViolations } from './payment-test-kit.ts';

/**
 * Property tests of payment bills: random sequences of agent bills made and cancelled, payment bills
 * applied (of bills or an amount), approved, paid (some retried), cancel-paid, cancelled and matched
 * later, through the API on a real database, with the payables and cash invariants after every step
 * (`payablesViolations`, `cashViolations`). Pairs run concurrently on PostgreSQL. `FD_PROPERTY_RUNS`
 * runs longer.
 */
const RUNS = Number(process.env.FD_PROPERTY_RUNS ?? 8);
const SEED = Number(process.env.FD_PROPERTY_SEED ?? 20261127);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 0, 1);

const money = (cents: number) => (cents / 100).toFixed(2);
type Op =
  | { op: 'bill'; fees: number[] }
  | { op: 'cancelBill'; pick: number }
  | { op: 'apply'; bills: number[]; cents: number | null }
  | { op: 'approve'; pick: number }
  | { op: 'pay'; pick: number; retry: boolean }
  | { op: 'cancelPay'; pick: number }
  | { op: 'cancel'; pick: number }
  | { op: 'writeOff'; pick: number; bill: number; cents: number };

const pickArb = fc.nat(12);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('bill' as const),
    fees: fc.array(fc.integer({ min: -5_000, max: 60_000 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ op: fc.constant('cancelBill' as const), pick: pickArb }),
  fc.record({
    op: fc.constant('apply' as const),
    bills: fc.array(pickArb, { maxLength: 2 }),
    cents: fc.option(fc.integer({ min: 1, max: 150_000 }), { nil: null }),
  }),
  fc.record({ op: fc.constant('approve' as const), pick: pickArb }),
  fc.record({ op: fc.constant('pay' as const), pick: pickArb, retry: fc.boolean() }),
  fc.record({ op: fc.constant('cancelPay' as const), pick: pickArb }),
  fc.record({ op: fc.constant('cancel' as const), pick: pickArb }),
  fc.record({
    op: fc.constant('writeOff' as const),
    pick: pickArb,
    bill: pickArb,
    cents: fc.integer({ min: 1, max: 80_000 }),
  }),
);

type World = { agentId: string; accountId: string; bills: string[]; payments: string[]; hour: number };
const pick = (list: readonly string[], i: number) => (list.length ? list[i % list.length] : undefined);
const none = { code: 0, msg: 'nothing to do' };

describe('payment bills: random sequences keep the payables and cash invariants', () => {
  let r: ReceivableApp;
  let n = 0;
  const as = () => ({ token: r.tk.admin });

  beforeAll(async () => {
    r = await startReceivableApp();
    const set = await r.t.post(
      '/common/sysConfig/update',
      { key: 'finance.paymentApprovalAbove', value: '1000.00' },
      as(),
    );
    expect(set.code).toBe(0);
  });
  afterAll(() => r.t.close());

  const newWorld = async (tag: string): Promise<World> => {
    const [agent] = await r.t.database.db
      .insert(agentTable)
      .values({
        code: `PB${tag}`,
        name: `Agent ${tag}`,
        agentTypes: ['head'],
        settlementCurrency: 'RMB',
      } as never)
      .returning({ id: agentTable.id });
    const accountId = await newAccount(r.t, r.tk.admin, `Account ${tag}`, 'RMB', '3000.00');
    return { agentId: agent!.id as string, accountId, bills: [], payments: [], hour: 0 };
  };

  const run = async (w: World, op: Op, key: string): Promise<{ code: number; msg: string }> => {
    switch (op.op) {
      case 'bill': {
        const from = w.hour;
        for (const cents of op.fees)
          await addFee(r.t.database.db, r.waybill1, w.agentId, {
            kind: 'agent',
            value: money(cents),
            conversionValue: money(cents),
            belongTime: new Date(BASE + HOUR * w.hour++),
          });
        const period = {
          agentId: w.agentId,
          from: new Date(BASE + HOUR * from).toISOString(),
          to: new Date(BASE + HOUR * w.hour).toISOString(),
        };
        const res = await call(r.t, AGENT_BILL_API.make, period, as());
        if (res.code === 0) w.bills.push(res.data.id);
        return res;
      }
      case 'cancelBill': {
        const id = pick(w.bills, op.pick);
        return id ? call(r.t, AGENT_BILL_API.cancel, { id }, as()) : none;
      }
      case 'apply': {
        const billIds = [...new Set(op.bills.map((i) => pick(w.bills, i)).filter((x): x is string => !!x))];
        const input = {
          agentId: w.agentId,
          billIds,
          currency: 'RMB',
          payeeAccount: 'payee',
          fileIds: [],
          ...(op.cents === null ? {} : { value: money(op.cents) }),
        };
        const res = await call(r.t, PAYMENT_BILL_API.apply, input, as());
        if (res.code === 0) w.payments.push(res.data.id);
        return res;
      }
      case 'approve': {
        const id = pick(w.payments, op.pick);
        return id ? call(r.t, PAYMENT_BILL_API.approve, { id }, as()) : none;
      }
      case 'pay': {
        const id = pick(w.payments, op.pick);
        if (!id) return none;
        const input = { id, cashAccountId: w.accountId, requestKey: `${key}-pay` };
        const res = await call(r.t, PAYMENT_BILL_API.pay, input, as());
        if (op.retry) {
          const again = await call(r.t, PAYMENT_BILL_API.pay, input, as());
          expect(again.code).toBe(res.code);
        }
        return res;
      }
      case 'cancelPay': {
        const id = pick(w.payments, op.pick);
        return id ? call(r.t, PAYMENT_BILL_API.cancelPay, { id }, as()) : none;
      }
      case 'cancel': {
        const id = pick(w.payments, op.pick);
        return id ? call(r.t, PAYMENT_BILL_API.cancel, { id }, as()) : none;
      }
      case 'writeOff': {
        const id = pick(w.payments, op.pick);
        const billId = pick(w.bills, op.bill);
        if (!id || !billId) return none;
        const input = { id, items: [{ billId, value: money(op.cents) }] };
        return call(r.t, PAYMENT_BILL_API.writeOff, input, as());
      }
    }
  };

  const check = async (trail: string) => {
    expect(await payablesViolations(r.t.database.db), trail).toEqual([]);
    expect(await cashViolations(r.t.database.db), trail).toEqual([]);
  };

  it('keeps every invariant after every step of a sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 25, size: 'max' }), async (ops) => {
        const w = await newWorld(`${SEED}-${++n}`);
        const trail: string[] = [];
        for (const [i, op] of ops.entries()) {
          const res = await run(w, op, `pay-${SEED}-${n}-${i}`);
          trail.push(`${JSON.stringify(op)} → ${res.msg}`);
          expect(res.code, `server error after:\n${trail.join('\n')}`).not.toBe(500);
          await check(trail.join('\n'));
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
                run(w, a, `pay-${SEED}-c${n}-${i}a`),
                run(w, b, `pay-${SEED}-c${n}-${i}b`),
              ]);
              trail.push(`${JSON.stringify(a)} ‖ ${JSON.stringify(b)} → ${ra.msg} ‖ ${rb.msg}`);
              expect([ra.code, rb.code], `server error after:\n${trail.join('\n')}`).not.toContain(500);
              await check(trail.join('\n'));
            }
          },
        ),
        { numRuns: Math.max(3, Math.floor(RUNS / 2)), seed: SEED },
      );
    },
    900_000,
  );
});
