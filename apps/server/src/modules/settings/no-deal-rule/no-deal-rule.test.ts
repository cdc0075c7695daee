import type { NoDealListAnswer, RuleGroup, RuleNode } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { role } from '#modules/oa/role/index.ts';
import { userMessage } from '#modules/platform/message/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { NO_DEAL_DAILY_TASK } from './no-deal-notify.ts';
import { noDealRuleTable } from './no-deal-rule.schema.ts';

/**
 * No-deal rules against hand-made customers and orders at known times (the test clock): the list,
 * the dry run, the daily notification to the sales follow person (once a day), data scope and permissions.
 */
const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let t0: Date;
const ids: Record<string, string> = {};
const user: Record<string, string> = {};
const db = () => t.database.db;

async function newCustomer(code: string, level: string, createdAt: Date, sales: string | null) {
  const [tpl] = await db().select().from(customer).where(eq(customer.code, 'C0001'));
  const { id: _id, ...rest } = tpl!;
  const [row] = await db()
    .insert(customer)
    .values({
      ...rest,
      code,
      name: `Customer ${code}`,
      level,
      customerKey: null,
      customerKeyHash: null,
      createdAt,
      salesUserId: sales,
      service1UserId: null,
      service2UserId: null,
      receivableFinanceUserId: null,
      salesAssistantUserId: null,
    })
    .returning({ id: customer.id });
  ids[code] = row!.id;
}

async function newWaybill(code: string, orderTime: Date) {
  const [tpl] = await db().select().from(lmsWaybill).limit(1);
  const { id: _id, ...rest } = tpl!;
  const no = `ND${code}${orderTime.getTime()}`;
  await db()
    .insert(lmsWaybill)
    .values({ ...rest, waybillNo: no, trackNo: null, customerNo: no, customerId: ids[code]!, orderTime });
}

const mine = (): { all: RuleNode[] } => ({
  all: [{ field: 'customerId', op: 'in', value: ['ND1', 'ND2', 'ND3', 'ND4', 'ND5'].map((c) => ids[c]!) }],
});
async function addRule(name: string, days: number, condition: RuleGroup, notify = true) {
  const res = await t.post<{ id: string }>(
    '/basic/noDealRule/insert',
    { name, days, notify, priority: 10, condition },
    { token: admin },
  );
  expect(res.msg).toBe('Operation success');
  return res.data.id;
}
const list = (token = admin, body: Record<string, unknown> = {}) =>
  t.post<NoDealListAnswer>('/basic/noDealRule/customers', body, { token });
const codes = (a: NoDealListAnswer) => a.rows.map((r) => r.customerCode).filter((c) => c.startsWith('ND'));
const notifications = () => db().select().from(userMessage).where(eq(userMessage.kind, 'noDealCustomer'));
const drain = async () => {
  for (let i = 0; i < 10; i++) {
    const pass = await t.app.tasks.runDueTasks();
    expect(pass.failed).toBe(0);
    if (pass.done + pass.retried === 0) return;
  }
};

let rule: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  for (const u of await db().select({ id: appUser.id, username: appUser.username }).from(appUser))
    user[u.username] = u.id;
  t0 = t.clock.now();
  await db().delete(noDealRuleTable); // the demo rule
  const old = new Date(t0.getTime() - 100 * DAY);
  await newCustomer('ND1', 'A', old, user.sales01!); // ordered at t0: silent 31 days at t0+31
  await newCustomer('ND2', 'B', old, user.sales01!); // never ordered
  await newCustomer('ND3', 'A', old, user.sales01!); // ordered at t0+25: 6 days
  await newCustomer('ND4', 'A', new Date(t0.getTime() + 20 * DAY), user.sales01!); // new: 11 days
  await newCustomer('ND5', 'C', old, null); // never ordered, nobody follows it
  await newWaybill('ND1', new Date(t0.getTime() - 40 * DAY));
  await newWaybill('ND1', t0);
  await newWaybill('ND3', new Date(t0.getTime() + 25 * DAY));
  t.clock.advance(31 * DAY);
  admin = await t.login('admin', 'Admin@123');
  rule = await addRule('Silent a month', 30, mine());
}, 120_000);
afterAll(() => t.close());

describe('no-deal customers', () => {
  it('lists the customers without an order in the rule’s days, longest silent first', async () => {
    const res = await list();
    expect(res.code).toBe(0);
    expect(codes(res.data)).toEqual(['ND2', 'ND5', 'ND1']);
    const nd1 = res.data.rows.find((r) => r.customerCode === 'ND1')!;
    expect(nd1).toMatchObject({ ruleId: rule, days: 30, daysSince: 31, salesUserId: user.sales01 });
    expect(nd1.lastOrderTime).toBe(t0.toISOString());
    expect(nd1.salesName).toBeTruthy();
    const nd2 = res.data.rows.find((r) => r.customerCode === 'ND2')!;
    expect(nd2).toMatchObject({ lastOrderTime: null, daysSince: 131 });
  });

  it('the dry run lists what the rule lists now, also for a rule being edited', async () => {
    expect(
      codes(
        (await t.post<NoDealListAnswer>('/basic/noDealRule/dryRun', { id: rule }, { token: admin })).data,
      ),
    ).toEqual(['ND2', 'ND5', 'ND1']);
    const edited = {
      name: 'Level B, a week',
      days: 7,
      condition: { all: [...mine().all, { field: 'customerLevel', op: 'eq', value: 'B' }] },
    };
    const res = await t.post<NoDealListAnswer>(
      '/basic/noDealRule/dryRun',
      { rule: edited },
      { token: admin },
    );
    expect(codes(res.data)).toEqual(['ND2']);
  });

  it('refuses a condition over waybill fields (the condition is over customers)', async () => {
    const res = await t.post(
      '/basic/noDealRule/insert',
      {
        name: 'By country',
        days: 10,
        priority: 1,
        condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] },
      },
      { token: admin },
    );
    expect(res.code).not.toBe(0);
    expect(res.msg).toBe(
      'A no-deal rule tests only the customer, its level and arrears, not Destination country',
    );
  });
});

describe('notifying the sales follow person', () => {
  it('the daily task notifies each listed customer’s sales once a day, however often it runs', async () => {
    await enqueueTask(db(), { type: NO_DEAL_DAILY_TASK, key: 'run-1' }, t.clock.now());
    await drain();
    const first = await notifications();
    const toSales = first.filter((m) => m.userId === user.sales01);
    expect(toSales.map((m) => m.title).sort()).toEqual(
      ['客户Customer ND1已31天未下单', '客户Customer ND2已131天未下单'].sort(),
    );
    expect(first).toHaveLength(2); // ND5 has no sales follow person
    expect(toSales[0]!.titles?.['en-US']).toMatch(/^Customer Customer ND\d has not ordered for \d+ days$/);
    await enqueueTask(db(), { type: NO_DEAL_DAILY_TASK, key: 'run-2' }, t.clock.now());
    await drain();
    const notifyNow = await t.post<{ notified: number }>(
      '/basic/noDealRule/notifyNow',
      { id: rule },
      { token: admin },
    );
    expect(notifyNow.data.notified).toBe(2);
    expect(await notifications()).toHaveLength(2);
  });

  it('the next day notifies again; a rule without notify is left out of the daily run', async () => {
    t.clock.advance(DAY);
    admin = await t.login('admin', 'Admin@123');
    await addRule('Quiet', 30, mine(), false);
    await enqueueTask(db(), { type: NO_DEAL_DAILY_TASK, key: 'run-3' }, t.clock.now());
    await drain();
    expect(await notifications()).toHaveLength(4);
  });
});

describe('data scope and permissions', () => {
  it('a staff member sees only the customers in the customer list’s scope', async () => {
    const refused = await t.login('service', 'Service@123');
    expect((await list(refused)).msg).toBe('No permission at present');
    const [cs] = await db().select().from(role).where(eq(role.code, 'customerService'));
    const held = await t.get<string[]>('/user/role/permissions', { roleId: cs!.id }, { token: admin });
    const grant = { roleId: cs!.id, permissions: [...held.data, 'setting/control/noDealRule'] };
    expect((await t.post('/user/role/grant', grant, { token: admin })).code).toBe(0);
    await db().update(customer).set({ service1UserId: user.service! }).where(eq(customer.id, ids.ND2!));
    await db()
      .update(appUser)
      .set({ dataScopes: ['followed'] })
      .where(eq(appUser.id, user.service!));
    const service = await t.login('service', 'Service@123');
    const res = await list(service, { ruleId: rule, permissionScope: 'followed' });
    expect(res.msg).toBe('Operation success');
    expect(codes(res.data)).toEqual(['ND2']);
    const followed = await t.post<NoDealListAnswer>(
      '/basic/noDealRule/dryRun',
      { id: rule, permissionScope: 'followed' },
      { token: service },
    );
    expect(codes(followed.data)).toEqual(['ND2']);
  });

  it('refuses customer users and anonymous calls', async () => {
    const customerUser = await t.login('demo', 'Demo@123', 'customer');
    for (const url of [
      '/basic/noDealRule/customers',
      '/basic/noDealRule/notifyNow',
      '/basic/noDealRule/dryRun',
    ]) {
      expect((await t.post(url, { id: rule }, { token: customerUser })).code).not.toBe(0);
      expect((await t.post(url, { id: rule })).code).not.toBe(0);
    }
  });

  it('refuses notifying a rule that does not exist', async () => {
    const res = await t.post(
      '/basic/noDealRule/notifyNow',
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: admin },
    );
    expect(res.code).not.toBe(0);
  });
});
