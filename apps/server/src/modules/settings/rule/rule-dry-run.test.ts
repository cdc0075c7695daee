import {
  DEFAULT_CURRENCY,
  exchangeRateOf,
  matches,
  type RuleFacts,
  type RuleGroup,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fmsCustomerBalance } from '#modules/fms/ledger/index.ts';
import { priceReference } from '#modules/fms/price/index.ts';
import { lmsWaybill, waybillList } from '#modules/lms/waybill/index.ts';
import {
  customerId,
  order,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type DryRunAnswer, dryRun, waybillRuleFacts } from './index.ts';

/**
 * The facts of waybills and the dry run, through routes this test adds (the rule screens bring the
 * real ones), against a real database seeded with the demo company.
 */
const testRoutes = [
  route({
    method: 'POST',
    url: '/test/rule/facts',
    input: z.object({ ids: z.array(z.string()) }),
    handler: async (c, b) => Object.fromEntries(await waybillRuleFacts(c.db, c, b.ids)),
  }),
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/test/rule/dryRun',
    input: z.object({ condition: z.unknown(), limit: z.number().optional() }),
    handler: (c, b) => dryRun(c, b.condition, { limit: b.limit }),
  }),
];

let t: TestApp;
let tk: Tokens;
let product: string;
let own: { id: string; waybillNo: string };
let other: { id: string; waybillNo: string };
beforeAll(async () => {
  t = await createTestApp({ routes: testRoutes });
  tk = await signInAll(t);
  product = await productId(t);
  own = await order(t, tk.demo, sampleOrder(product, { goodsDescs: ['Battery'] }));
  const c2 = await customerId(t, 'C0002');
  t.clock.advance(1_000);
  other = await order(
    t,
    tk.admin,
    sampleOrder(product, {
      customerId: c2,
      recipient: { ...sampleOrder(product).recipient, postcode: '10001', city: 'New York', state: 'NY' },
      invoice: { declareValue: '1000.00', declareCurrency: DEFAULT_CURRENCY },
      pieces: [{ orderActualWeight: '40', orderLength: '120', orderWidth: '40', orderHeight: '30' }],
    }),
  );
}, 120_000);
afterAll(() => t.close());

const facts = async (ids: string[]) => {
  const res = await t.post<Record<string, { waybillNo: string; facts: RuleFacts }>>(
    '/test/rule/facts',
    { ids },
    { token: tk.admin },
  );
  expect(res.code).toBe(0);
  return res.data;
};
const run = (condition: unknown, token = tk.admin, limit = 500) =>
  t.post<DryRunAnswer>('/test/rule/dryRun', { condition, limit }, { token });

describe('waybill rule facts', () => {
  it('reads the fields and the derived ones of several waybills at once', async () => {
    const got = await facts([own.id, other.id, '00000000-0000-0000-0000-000000000000']);
    expect(Object.keys(got).sort()).toEqual([own.id, other.id].sort());
    const a = got[own.id]!.facts;
    expect(got[own.id]!.waybillNo).toBe(own.waybillNo);
    expect(a).toMatchObject({
      customerId: await customerId(t, 'C0001'),
      customerLevel: 'A',
      productId: product,
      destinationCountry: 'US',
      destinationPostcode: '90001',
      destinationCity: 'Los Angeles',
      pieceCount: '2',
      goodsTypes: ['Battery'],
      declareCurrency: 'USD',
      packageType: 'parcel',
    });
    expect(new Decimal(a.longestSide as string).eq(50)).toBe(true);
    expect(new Decimal(a.maxPieceWeight as string).eq(8)).toBe(true);
    const [row] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.id, own.id));
    // decimal facts in one spelling whatever the column's scale
    expect(a.chargeWeight).toBe(new Decimal(row!.orderChargeWeight!).toString());
    expect(a.actualWeight).toBe(new Decimal(row!.orderActualWeight!).toString());

    // the declared value in local currency at the rate the fee conversions use
    const ref = await priceReference(t.database.db, t.clock.now());
    const rate = exchangeRateOf('USD', DEFAULT_CURRENCY, ref.exchangeRates, t.clock.now(), {
      withLoss: true,
    });
    expect(rate.ok).toBe(true);
    if (rate.ok) expect(a.declaredValueLocal).toBe(new Decimal('120').times(rate.rate).toFixed(2));

    const b = got[other.id]!.facts;
    expect(b).toMatchObject({
      customerLevel: 'B',
      destinationPostcode: '10001',
      declaredValueLocal: '1000.00',
      pieceCount: '1',
    });
    expect(new Decimal(b.longestSide as string).eq(120)).toBe(true);
  });

  it('says a customer is in arrears when its available balance is below zero', async () => {
    // C0002 (cash, no credit line) owes more than it has
    const c2 = await customerId(t, 'C0002');
    await t.database.db
      .insert(fmsCustomerBalance)
      .values({ customerId: c2, currency: DEFAULT_CURRENCY, balance: '-5000.00' })
      .onConflictDoUpdate({ target: fmsCustomerBalance.customerId, set: { balance: '-5000.00' } });
    const got = await facts([own.id, other.id]);
    expect(got[other.id]!.facts.isArrears).toBe(true);
    expect(got[own.id]!.facts.isArrears).toBe(false);
    for (const [id, code] of [
      [own.id, 'C0001'],
      [other.id, 'C0002'],
    ] as const) {
      const res = await t.get<{ available: string }>(
        '/fms/balance/detail',
        { customerId: await customerId(t, code) },
        { token: tk.admin },
      );
      expect(res.code).toBe(0);
      expect(got[id]!.facts.isArrears).toBe(new Decimal(res.data.available).lt(0));
    }
  });
});

describe('dry run', () => {
  const heavyToNewYork: RuleGroup = {
    all: [
      { field: 'destinationCountry', op: 'eq', value: 'US' },
      {
        any: [
          { field: 'destinationPostcode', op: 'startsWith', value: '100' },
          { field: 'longestSide', op: 'gt', value: '100' },
        ],
      },
    ],
  };

  it('answers which recent waybills match, with the facts the condition read', async () => {
    const res = await run(heavyToNewYork);
    expect(res.code).toBe(0);
    const rows = res.data.rows;
    expect(res.data.checked).toBe(rows.length);
    expect(res.data.matched).toBe(rows.filter((r) => r.matched).length);
    const mine = rows.find((r) => r.id === own.id)!;
    const theirs = rows.find((r) => r.id === other.id)!;
    expect(mine).toMatchObject({ waybillNo: own.waybillNo, matched: false });
    expect(theirs).toMatchObject({ waybillNo: other.waybillNo, matched: true });
    expect(Object.keys(theirs.facts).sort()).toEqual([
      'destinationCountry',
      'destinationPostcode',
      'longestSide',
    ]);
    // the dry run says what the evaluator says on the full facts
    const all = await facts(rows.map((r) => r.id));
    for (const r of rows) expect(r.matched).toBe(matches(heavyToNewYork, all[r.id]!.facts));
  });

  it('takes the last N by order time', async () => {
    const res = await run({ all: [] }, tk.admin, 2);
    expect(res.data.rows.map((r) => r.id)).toEqual([other.id, own.id]);
    expect(res.data.matched).toBe(2);
  });

  it('keeps to the caller: a customer its own waybills, staff their data scope', async () => {
    const c1 = await customerId(t, 'C0001');
    const c2 = await customerId(t, 'C0002');
    const asCustomer = await run({ all: [] }, tk.demo);
    expect(asCustomer.code).toBe(0);
    const ids = asCustomer.data.rows.map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const ofCustomer = await facts(ids);
    expect(new Set(Object.values(ofCustomer).map((f) => f.facts.customerId))).toEqual(new Set([c1]));

    // the demo service role follows C0002 only
    await t.database.db.update(appUser).set({ dataScopes: null }).where(eq(appUser.username, 'service'));
    const followed = await run({ all: [] }, tk.service);
    expect(followed.code).toBe(0);
    const seen = await facts(followed.data.rows.map((r) => r.id));
    expect(followed.data.rows.map((r) => r.id)).toContain(other.id);
    expect(new Set(Object.values(seen).map((f) => f.facts.customerId))).toEqual(new Set([c2]));
    const refused = await t.post(
      '/test/rule/dryRun',
      { condition: { all: [] }, permissionScope: 'all' },
      { token: tk.service },
    );
    expect(refused.code).toBe(-1);
  });

  it('refuses a condition with issues, naming each by path', async () => {
    const res = await t.post<{ issues: { path: (string | number)[]; key: string }[] }>(
      '/test/rule/dryRun',
      {
        condition: {
          all: [
            { field: 'chargeWeight', op: 'between', value: ['5', '1'] },
            { field: 'nope', op: 'eq', value: 'x' },
          ],
        },
      },
      { token: tk.admin, lang: 'en-US' },
    );
    expect(res.code).toBe(-1);
    expect(res.msg).toBe('The minimum of Charge weight cannot be greater than its maximum');
    expect(res.data.issues.map((i) => [i.path.join('.'), i.key])).toEqual([
      ['all.0.value.0', 'ruleBetweenMinAboveMax'],
      ['all.1.field', 'ruleFieldUnknown'],
    ]);
    const malformed = await run({ either: [] });
    expect(malformed.code).toBe(-1);
  });
});
