import type { RuleDryRunAnswer } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  order,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userMessage } from '#modules/platform/message/index.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { platformTask } from '#platform/tasks/task.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countryTable } from '../basic.schema.ts';
import { type ExecutorWebhookPayload, setExecutorWebhookSender } from './index.ts';

/** Executors through the API, against a real database seeded with the demo company. */
let t: TestApp;
let tk: Tokens;
let product: string;
const sent: (ExecutorWebhookPayload & { key: string })[] = [];
beforeAll(async () => {
  t = await createTestApp();
  tk = await signInAll(t);
  product = await productId(t);
  setExecutorWebhookSender(async (_db, call) => {
    sent.push(call);
  });
  await t.app.tasks.runDueTasks(); // the demo's own queued work out of the way
}, 120_000);
afterAll(async () => {
  setExecutorWebhookSender(null);
  await t.close();
});

const post = <T = unknown>(url: string, body: unknown, token = tk.admin) => t.post<T>(url, body, { token });
/** Each test's rules match only its own waybills: their customer numbers start with the test's prefix. */
const on = (prefix: string) => ({ all: [{ field: 'customerNo', op: 'startsWith', value: `${prefix}-` }] });
let seq = 0;
const bodies = new Map<string, Record<string, unknown>>();
async function executor(over: Record<string, unknown>) {
  seq += 1;
  const body = {
    name: `Executor ${seq}`,
    priority: 100,
    triggers: ['orderCreated'],
    condition: { all: [] },
    actions: [],
    ...over,
  };
  const res = await post<{ id: string }>('/basic/executor/insert', body);
  expect(res.msg).toBe('Operation success');
  bodies.set(res.data.id, body);
  return res.data.id;
}
const place = (prefix: string, over: Record<string, unknown> = {}) => {
  seq += 1;
  return order(t, tk.demo, sampleOrder(product, { customerNo: `${prefix}-${seq}`, ...over }));
};
const act = (ids: string[], action: string) => post('/lms/waybill/action', { ids, action }, tk.service);
const receive = (id: string) => post('/lms/waybill/receive', { id, weighMode: 1 }, tk.service);

describe('executor rows (back-office §5)', () => {
  const base = { name: 'Rows', priority: 1, condition: { all: [] }, triggers: ['received'] };
  const refusal = async (over: Record<string, unknown>) =>
    (await post('/basic/executor/insert', { ...base, ...over })).msg;

  it('names the row and what it lacks', async () => {
    expect(await refusal({ actions: [] })).toBe('Add at least one action');
    expect(
      await refusal({
        actions: [{ type: 'formatPostcode' }, { type: 'fillField', valueType: 'fixed', value: 'x' }],
      }),
    ).toBe('Action row 2: System field cannot be empty');
    expect(await refusal({ actions: [{ type: 'notify', recipients: ['customer'] }] })).toBe(
      'Action row 1: the customer notification has no content',
    );
    expect(await refusal({ actions: [{ type: 'webhook', url: 'not a url' }] })).toBe(
      'Action row 1: URL cannot be empty',
    );
  });

  it('refuses a rule without events and an event listed twice', async () => {
    const actions = [{ type: 'formatPostcode' }];
    expect(await refusal({ actions, triggers: [] })).toMatch(/Events/);
    expect(await refusal({ actions, triggers: ['received', 'received'] })).toBe(
      'Event "Received" is listed twice',
    );
  });

  it('lists executors in run order and finds them by event', async () => {
    const found = await post<{ records: { triggers: string[] }[] }>('/basic/executor/search', {
      page: 1,
      size: 50,
      criteria: { triggers: ['weightChanged'] },
      sort: [],
    });
    expect(found.code).toBe(0);
    expect(found.data.records.every((r) => r.triggers.includes('weightChanged'))).toBe(true);
  });

  it('refuses customers and users without the permission', async () => {
    const body = { ...base, actions: [{ type: 'formatPostcode' }] };
    expect((await post('/basic/executor/insert', body, tk.demo)).msg).toBe('No permission at present');
    expect((await post('/basic/executor/search', {}, tk.demo)).msg).toBe('No permission at present');
    expect((await post('/basic/executor/dryRun', { rule: body }, tk.demo)).msg).toBe(
      'No permission at present',
    );
  });
});

describe('fill a field', () => {
  it('fills a fixed value at order, with a business log row naming the executor', async () => {
    await executor({
      name: 'VIP remark',
      condition: on('EX-FIXED'),
      actions: [{ type: 'fillField', field: 'orderRemark', valueType: 'fixed', value: 'VIP' }],
    });
    const w = await place('EX-FIXED');
    expect((await waybillRow(t, w.id))!.orderRemark).toBe('VIP');
    const logs = await t.database.db
      .select()
      .from(businessLog)
      .where(and(eq(businessLog.entityId, w.id), eq(businessLog.action, 'executorRun')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.changes).toMatchObject({
      before: { orderRemark: null },
      after: { executor: 'VIP remark', event: 'orderCreated', orderRemark: 'VIP' },
    });
    // another waybill is left alone
    expect((await waybillRow(t, (await place('EX-OTHER')).id))!.orderRemark).toBeNull();
  });

  it('takes the next number of a number rule and of a number segment', async () => {
    await post('/common/numberRule/insert', {
      code: 'execNo',
      name: 'Executor numbers',
      prefix: 'EX',
      datePattern: 'none',
      sequenceLength: 3,
      resetPeriod: 'none',
    });
    await post('/common/numberSegment/insert', {
      code: 'execSeg',
      name: 'Track',
      prefix: 'TN',
      startNo: '5',
      endNo: '99',
    });
    await executor({
      condition: on('EX-NUM'),
      actions: [
        { type: 'fillField', field: 'customerExtraNo', valueType: 'smartNumber', value: 'execNo' },
        { type: 'fillField', field: 'trackNo', valueType: 'numberSegment', value: 'execSeg' },
      ],
    });
    const a = await waybillRow(t, (await place('EX-NUM')).id);
    const b = await waybillRow(t, (await place('EX-NUM')).id);
    expect([a!.customerExtraNo, a!.trackNo, b!.customerExtraNo, b!.trackNo]).toEqual([
      'EX001',
      'TN05',
      'EX002',
      'TN06',
    ]);
  });

  it('skips a number rule that gives no number and still places the order', async () => {
    await executor({
      condition: on('EX-NONUM'),
      actions: [
        { type: 'fillField', field: 'customerExtraNo', valueType: 'smartNumber', value: 'noSuchRule' },
        { type: 'fillField', field: 'orderRemark', valueType: 'fixed', value: 'still' },
      ],
    });
    const w = await waybillRow(t, (await place('EX-NONUM')).id);
    expect([w!.customerExtraNo, w!.orderRemark]).toEqual([null, 'still']);
  });
});

describe('postcode and address', () => {
  it('formats the postcode as the destination country writes it', async () => {
    await executor({ condition: on('EX-PC'), actions: [{ type: 'formatPostcode' }] });
    const recipient = { ...sampleOrder(product).recipient, postcode: '900011234' };
    const w = await waybillRow(t, (await place('EX-PC', { recipient })).id);
    expect(w!.recipient.postcode).toBe('90001-1234');
  });

  it('completes an empty state from the city postcode library, keeping what is filled', async () => {
    const [us] = await t.database.db
      .select()
      .from(countryTable)
      .where(eq(countryTable.code as never, 'US'));
    const lib = await post('/basic/cityPostcode/insert', {
      countryId: (us as { id: string }).id,
      state: 'NY',
      city: 'New York',
      postcode: '10001',
    });
    expect(lib.msg).toBe('Operation success');
    await executor({ condition: on('EX-ADDR'), actions: [{ type: 'completeAddress' }] });
    const recipient = { ...sampleOrder(product).recipient, state: '', city: 'Manhattan', postcode: '10001' };
    const w = await waybillRow(t, (await place('EX-ADDR', { recipient })).id);
    expect([w!.recipient.state, w!.recipient.city]).toEqual(['NY', 'Manhattan']);
  });
});

describe('events, priority and continue', () => {
  it('runs on each event it lists and on no other', async () => {
    for (const trigger of ['received', 'sent', 'statusChanged', 'weightChanged', 'exception'])
      await executor({
        triggers: [trigger],
        condition: on(`EX-EV-${trigger}`),
        actions: [{ type: 'fillField', field: 'customerReturnCode', valueType: 'fixed', value: trigger }],
      });
    const code = async (id: string) => (await waybillRow(t, id))!.customerReturnCode;
    const rec = await place('EX-EV-received');
    expect(await code(rec.id)).toBeNull();
    await receive(rec.id);
    expect(await code(rec.id)).toBe('received');

    const snt = await place('EX-EV-sent');
    await receive(snt.id);
    expect(await code(snt.id)).toBeNull();
    expect((await act([snt.id], 'send')).msg).toBe('Operation success');
    expect(await code(snt.id)).toBe('sent');

    const st = await place('EX-EV-statusChanged');
    await receive(st.id);
    expect(await code(st.id)).toBe('statusChanged');

    const wt = await place('EX-EV-weightChanged');
    await receive(wt.id);
    expect(await code(wt.id)).toBeNull();
    expect((await act([wt.id], 'updateWeight')).msg).toBe('Operation success');
    expect(await code(wt.id)).toBe('weightChanged');

    const ex = await place('EX-EV-exception');
    await receive(ex.id);
    await act([ex.id], 'send');
    expect(await code(ex.id)).toBeNull();
    expect((await act([ex.id], 'raiseException')).msg).toBe('Operation success');
    expect(await code(ex.id)).toBe('exception');
  });

  it('runs by priority: the first match stops unless it says continue', async () => {
    const fill = (value: string, field = 'orderRemark') => [
      { type: 'fillField', field, valueType: 'fixed', value },
    ];
    await executor({ priority: 2, condition: on('EX-PRIO'), actions: fill('second', 'fbaReferenceId') });
    const first = await executor({ priority: 1, condition: on('EX-PRIO'), actions: fill('first') });
    const a = await waybillRow(t, (await place('EX-PRIO')).id);
    expect([a!.orderRemark, a!.fbaReferenceId]).toEqual(['first', null]);

    const update = { ...bodies.get(first), id: first, version: 0, continueAfterMatch: true };
    expect((await post('/basic/executor/update', update)).msg).toBe('Operation success');
    const b = await waybillRow(t, (await place('EX-PRIO')).id);
    expect([b!.orderRemark, b!.fbaReferenceId]).toEqual(['first', 'second']);
  });

  it('the dry run says what the live rule then does', async () => {
    const id = await executor({
      triggers: ['received'],
      condition: on('EX-DRY'),
      actions: [{ type: 'fillField', field: 'fbaShipmentId', valueType: 'fixed', value: 'DRY' }],
    });
    // an executor of another event that stops first takes no part in this one's runs
    await executor({
      priority: 1,
      triggers: ['sent'],
      condition: on('EX-DRY'),
      actions: [{ type: 'formatPostcode' }],
    });
    t.clock.advance(60_000);
    const w = await place('EX-DRY');
    const other = await place('EX-NODRY');
    const dry = await post<RuleDryRunAnswer>('/basic/executor/dryRun', { id, limit: 100 });
    const row = dry.data.rows.find((r) => r.id === w.id)!;
    expect(row).toMatchObject({ matched: true, applies: true, outcome: "fill FBA shipment id with 'DRY'" });
    expect(dry.data.rows.find((r) => r.id === other.id)).toMatchObject({ matched: false, applies: false });
    await receive(w.id);
    await receive(other.id);
    expect((await waybillRow(t, w.id))!.fbaShipmentId).toBe('DRY');
    expect((await waybillRow(t, other.id))!.fbaShipmentId).toBeNull();
  });
});

describe('notify and webhook are queued, then delivered', () => {
  it('queues a notification delivered as a site message to each kind of recipient', async () => {
    const [admin] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'admin'));
    await executor({
      condition: on('EX-NOTE'),
      actions: [
        {
          type: 'notify',
          way: 'site',
          colour: 'red',
          content: '{waybillNo} of {customerCode}: {event}, {status}',
          recipients: ['creator', 'customer', 'employee', 'related'],
          employeeIds: [admin!.id],
        },
      ],
    });
    const w = await place('EX-NOTE');
    const queued = await t.database.db
      .select()
      .from(platformTask)
      .where(eq(platformTask.type, 'settings.executor.notify'));
    expect(queued.filter((q) => (q.payload as { waybillId: string }).waybillId === w.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(userMessage).where(eq(userMessage.kind, 'executorNotice')),
    ).toHaveLength(0);
    await t.app.tasks.runDueTasks();
    const messages = await t.database.db
      .select()
      .from(userMessage)
      .where(eq(userMessage.kind, 'executorNotice'));
    const [demo] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'demo'));
    const to = new Set(messages.map((m) => m.userId));
    expect(to.has(admin!.id)).toBe(true); // employee
    expect(to.has(demo!.id)).toBe(true); // creator and customer (once)
    expect(messages.filter((m) => m.userId === demo!.id)).toHaveLength(1);
    const mine = messages.find((m) => m.userId === admin!.id)!;
    expect(mine.contents?.['en-US']).toBe(`${w.waybillNo} of C0001: Order created, Ordered`);
    expect(mine.titles?.['en-US']).toBe(`Waybill ${w.waybillNo}: Order created`);
  });

  it('queues a webhook call with the event and waybill, handed to the registered sender', async () => {
    const id = await executor({
      triggers: ['received'],
      condition: on('EX-HOOK'),
      actions: [
        { type: 'webhook', url: 'http://127.0.0.1:9/hook', headers: [{ name: 'X-Token', value: 'abc' }] },
      ],
    });
    const w = await place('EX-HOOK');
    await receive(w.id);
    const [task] = await t.database.db
      .select()
      .from(platformTask)
      .where(and(eq(platformTask.type, 'executorWebhook')));
    expect(task!.payload).toEqual({
      executorId: id,
      waybillId: w.id,
      event: 'received',
      url: 'http://127.0.0.1:9/hook',
      headers: [{ name: 'X-Token', value: 'abc' }],
    });
    expect(sent).toHaveLength(0);
    await t.app.tasks.runDueTasks();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ waybillId: w.id, event: 'received', url: 'http://127.0.0.1:9/hook' });
  });
});
