import { PRICE_API } from '@freightdesk/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type Op, opArb, positionFromDocuments, runOp } from './receivable-property-test-kit.ts';
import {
  API,
  balanceFromDocuments,
  ledgerViolations,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from './receivable-test-kit.ts';

/**
 * Property tests of receivables (issue 15): random sequences of fee, bill, receipt, refund and
 * write-off operations through the API on a real database (PGlite in `npm test`, PostgreSQL when
 * TEST_DATABASE_URL is set), the invariants of DESIGN §9 after every step. The default run is short
 * and seeded; `FD_PROPERTY_RUNS=200` runs longer.
 */
const RUNS = Number(process.env.FD_PROPERTY_RUNS ?? 12);
const SEED = Number(process.env.FD_PROPERTY_SEED ?? 20261127);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('receivables under random sequences of operations', () => {
  let r: ReceivableApp;
  let usdRate: string;
  let n = 0;
  beforeAll(async () => {
    r = await startReceivableApp();
    const rate = await ok(
      r.t,
      PRICE_API.exchangeRateQuery,
      { foreignCurrency: 'USD', currency: 'RMB' },
      { token: r.tk.admin },
    );
    usdRate = rate.value;
  });
  afterAll(() => r.t.close());

  const check = async (customerId: string, trail: string) => {
    const db = r.t.database.db;
    expect(await ledgerViolations(db), trail).toEqual([]);
    const detail = await ok(r.t, API.balance.detail, { customerId }, { token: r.tk.admin });
    expect(detail.balance, trail).toBe((await balanceFromDocuments(db, customerId)).toFixed(2));
    const pos = await positionFromDocuments(db, customerId, usdRate);
    expect(detail.unbilledFees, trail).toBe(pos.unbilled.toFixed(2));
    expect(detail.unconfirmedCharges, trail).toBe(pos.unconfirmed.toFixed(2));
    const estimated = pos.unconfirmed.plus(detail.balance).minus(pos.unbilled);
    expect(detail.estimatedBalance, trail).toBe(estimated.toFixed(2));
    expect(detail.available, trail).toBe(estimated.plus(detail.creditLine).toFixed(2));
  };

  it('keeps every invariant after every step of a sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 30, size: 'max' }), async (ops: Op[]) => {
        const who = await newCustomer(r.t.database.db, `${SEED}-${++n}`, {
          customerId: r.c1,
          waybillId: r.waybill1,
        });
        const trail: string[] = [];
        for (const op of ops) {
          const res = await runOp(r.t, r.tk.admin, who, op, `s${n}`);
          trail.push(`${JSON.stringify(op)} → ${'msg' in res ? res.msg : 'skipped'}`);
          expect(res.code, `server error after:\n${trail.join('\n')}`).not.toBe(500);
          await check(who.customerId, trail.join('\n'));
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
          fc.array(fc.tuple(opArb, opArb), { minLength: 5, maxLength: 15, size: 'max' }),
          async (pairs) => {
            const who = await newCustomer(r.t.database.db, `${SEED}-c${++n}`, {
              customerId: r.c1,
              waybillId: r.waybill1,
            });
            const trail: string[] = [];
            for (const [a, b] of pairs) {
              const [ra, rb] = await Promise.all([
                runOp(r.t, r.tk.admin, who, a, `c${n}a`),
                runOp(r.t, r.tk.admin, who, b, `c${n}b`),
              ]);
              trail.push(
                `${JSON.stringify(a)} ‖ ${JSON.stringify(b)} → ${'msg' in ra ? ra.msg : '-'} ‖ ${'msg' in rb ? rb.msg : '-'}`,
              );
              expect([ra.code, rb.code], `server error after:\n${trail.join('\n')}`).not.toContain(500);
              await check(who.customerId, trail.join('\n'));
            }
          },
        ),
        { numRuns: Math.max(4, Math.floor(RUNS / 2)), seed: SEED },
      );
    },
    900_000,
  );
});
