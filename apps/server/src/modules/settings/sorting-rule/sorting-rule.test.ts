import type { RuleDryRunAnswer, RuleGroup, RuleNode, SortScanAnswer } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import {
  customerId,
  order,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sortingRuleTable } from './sorting-rule.schema.ts';

/** Sorting rules through their entity routes, their dry run, and the sort scan, on a seeded database. */
let t: TestApp;
let tk: Tokens;
let product: string;
let c1: string;
let c2: string;
let agentId: string;
let w1: { id: string; waybillNo: string };
let w2: { id: string; waybillNo: string };

const db = () => t.database.db;
const scan = (waybillNo: string, token = tk.admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.post<SortScanAnswer>('/lms/scan/sort', { waybillNo }, { token, lang });
async function addRule(
  name: string,
  sortCode: string,
  condition: RuleGroup,
  more: Record<string, unknown> = {},
) {
  const res = await t.post<{ id: string }>(
    '/basic/sortingRule/insert',
    { name, sortCode, sortType: 'product', priority: 100, condition, ...more },
    { token: tk.admin },
  );
  expect(res.msg).toBe('Operation success');
  return res.data.id;
}
const codeOf = async (no: string) => (await scan(no)).data.sortCode;
const dryRun = (body: Record<string, unknown>) =>
  t.post<RuleDryRunAnswer>('/basic/sortingRule/dryRun', { limit: 500, ...body }, { token: tk.admin });

beforeAll(async () => {
  t = await createTestApp();
  tk = await signInAll(t);
  product = await productId(t);
  c1 = await customerId(t, 'C0001');
  c2 = await customerId(t, 'C0002');
  w1 = await order(t, tk.demo, sampleOrder(product, { declareType: 'formal' }));
  t.clock.advance(1_000);
  w2 = await order(
    t,
    tk.admin,
    sampleOrder(product, {
      customerId: c2,
      recipient: {
        ...sampleOrder(product).recipient,
        countryCode: 'GB',
        postcode: 'SW1A 1AA',
        city: 'London',
      },
    }),
  );
  const agents = await t.post<{ records: { id: string }[] }>('/basic/agent/search', {}, { token: tk.admin });
  agentId = agents.data.records[0]!.id;
  await db().update(lmsWaybill).set({ deliveryAgentId: agentId }).where(eq(lmsWaybill.id, w2.id));
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await db().delete(sortingRuleTable);
});

describe('sorting rules: the first matching rule gives the sort code', () => {
  const cond = (field: string, op: string, value?: unknown): RuleGroup => ({
    all: [{ field, op, value } as RuleNode],
  });
  const byKind: [string, () => RuleGroup][] = [
    ['product', () => cond('productId', 'eq', product)],
    ['customer', () => cond('customerId', 'eq', c2)],
    ['country', () => cond('destinationCountry', 'eq', 'GB')],
    ['agent', () => cond('deliveryAgentId', 'eq', agentId)],
    ['perBill', () => cond('waybillNo', 'eq', w2.waybillNo)],
    ['isArrears', () => cond('isArrears', 'eq', false)],
    ['declareType', () => cond('declareType', 'eq', 'formal')],
  ];
  for (const [kind, condition] of byKind) {
    it(`sorts by ${kind}`, async () => {
      await addRule(`By ${kind}`, 'K1', condition(), { sortType: kind });
      const answer = await dryRun({
        rule: { name: 'x', sortCode: 'K1', priority: 1, condition: condition() },
      });
      const applied = new Set(answer.data.rows.filter((r) => r.applies).map((r) => r.waybillNo));
      // the scan answers what the dry run says for the same waybills
      for (const w of [w1, w2])
        expect(await codeOf(w.waybillNo)).toBe(applied.has(w.waybillNo) ? 'K1' : null);
      expect(applied.size).toBeGreaterThan(0);
    });
  }

  it('sorts by zone (the zone of the destination in the product scheme)', async () => {
    const probe = await dryRun({
      rule: { name: 'z', sortCode: 'Z', priority: 1, condition: cond('zone', 'isNotEmpty') },
    });
    const zone = probe.data.rows.find((r) => r.waybillNo === w1.waybillNo)?.facts.zone as string | undefined;
    expect(zone).toBeTruthy();
    await addRule('By zone', 'ZONE-1', cond('zone', 'eq', zone!), { sortType: 'zone' });
    expect(await codeOf(w1.waybillNo)).toBe('ZONE-1');
  });

  it('the agent fact is the waybill’s delivery agent', async () => {
    await addRule('Agent', 'AG', cond('deliveryAgentId', 'eq', agentId), { sortType: 'agent' });
    expect(await codeOf(w2.waybillNo)).toBe('AG');
    expect(await codeOf(w1.waybillNo)).toBeNull();
  });

  it('runs by priority: the lowest matching priority wins; disabled and expired rules are skipped', async () => {
    await addRule('Catch all', 'Z9', { all: [] }, { priority: 500, sortType: 'perBill' });
    await addRule('Britain', 'GB-1', cond('destinationCountry', 'eq', 'GB'), {
      priority: 20,
      sortType: 'country',
    });
    const first = await addRule('Britain first', 'GB-0', cond('destinationCountry', 'eq', 'GB'), {
      priority: 10,
    });
    await addRule(
      'Expired',
      'OLD',
      { all: [] },
      { priority: 1, validTo: new Date(t.clock.now().getTime() - 1000) },
    );
    expect(await codeOf(w2.waybillNo)).toBe('GB-0');
    expect((await scan(w2.waybillNo)).data.ruleName).toBe('Britain first');
    expect(await codeOf(w1.waybillNo)).toBe('Z9');
    await db().update(sortingRuleTable).set({ enabled: false }).where(eq(sortingRuleTable.id, first));
    expect(await codeOf(w2.waybillNo)).toBe('GB-1');
  });

  it('a rule cannot continue after a match (one code per waybill)', async () => {
    const id = await addRule('Any', 'A1', { all: [] }, { continueAfterMatch: true });
    const [row] = await db().select().from(sortingRuleTable).where(eq(sortingRuleTable.id, id));
    expect(row!.continueAfterMatch).toBe(false);
  });

  it('dry run of a saved rule equals the scan over the same waybills', async () => {
    await addRule('US first', 'US-EAST', cond('destinationCountry', 'eq', 'US'), { priority: 5 });
    const saved = await addRule('Rest', 'R', { all: [] }, { priority: 50 });
    const answer = await dryRun({ id: saved });
    expect(answer.code).toBe(0);
    for (const row of answer.data.rows.filter((r) => [w1.id, w2.id].includes(r.id))) {
      expect(await codeOf(row.waybillNo)).toBe(row.applies ? 'R' : 'US-EAST');
      if (row.applies) expect(row.outcome).toBe('Sort code R');
    }
  });
});

describe('the sort scan answers and refusals', () => {
  it('no rule matching is an answer with sort code null and a clear message', async () => {
    const res = await scan(w1.waybillNo);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ waybillId: w1.id, sortCode: null, ruleName: null });
    expect(res.data.message).toBe(`No sorting rule matches waybill ${w1.waybillNo}`);
    expect((await scan(w1.waybillNo, tk.admin, 'zh-CN')).data.message).toBe(
      `没有分拣规则匹配运单${w1.waybillNo}`,
    );
  });

  it('names the code in the message', async () => {
    await addRule('All', 'A1', { all: [] });
    expect((await scan(w1.waybillNo)).data.message).toBe(`Sort code of waybill ${w1.waybillNo}: A1`);
  });

  it('refuses an unknown number and customer users', async () => {
    const unknown = await scan('NO-SUCH-NUMBER');
    expect(unknown.code).toBe(-1);
    expect(unknown.msg).toBe('No waybill found for number NO-SUCH-NUMBER');
    const customerUser = await scan(w1.waybillNo, tk.demo);
    expect(customerUser.code).not.toBe(0);
    expect(customerUser.data).toBeFalsy();
    expect((await t.post('/lms/scan/sort', { waybillNo: w1.waybillNo })).code).not.toBe(0);
  });

  it('answers a waybill out of the staff member’s data scope as not found', async () => {
    await addRule('All', 'A1', { all: [] });
    const [service] = await db().select().from(appUser).where(eq(appUser.username, 'service'));
    await db()
      .update(customer)
      .set({
        service1UserId: null,
        service2UserId: null,
        salesUserId: null,
        receivableFinanceUserId: null,
        salesAssistantUserId: null,
      })
      .where(eq(customer.id, c1));
    await db().update(customer).set({ salesUserId: service!.id }).where(eq(customer.id, c2));
    await db()
      .update(appUser)
      .set({ dataScopes: ['followed'] })
      .where(eq(appUser.id, service!.id));
    const followed = await t.login('service', 'Service@123');
    expect((await scan(w2.waybillNo, followed)).data.sortCode).toBe('A1');
    const out = await scan(w1.waybillNo, followed);
    expect(out.code).toBe(-1);
    expect(out.msg).toBe(`No waybill found for number ${w1.waybillNo}`);
    await db()
      .update(appUser)
      .set({ dataScopes: ['all'] })
      .where(eq(appUser.id, service!.id));
  });

  it('refuses a condition the catalogue does not know, and a staff member without the permission', async () => {
    const bad = await t.post(
      '/basic/sortingRule/insert',
      { name: 'Bad', sortCode: 'B', sortType: 'product', priority: 1, condition: cond2('nope') },
      { token: tk.admin },
    );
    expect(bad.code).not.toBe(0);
    const ops = await t.login('lmsonly', 'Lms@1234', 'customer');
    expect(
      (await t.post('/basic/sortingRule/dryRun', { rule: { condition: { all: [] } } }, { token: ops })).code,
    ).not.toBe(0);
  });
});

const cond2 = (field: string): RuleGroup => ({ all: [{ field, op: 'eq', value: 'x' }] });
