import { createHmac } from 'node:crypto';
import { WEBHOOK_API, WEBHOOK_DISABLE_AFTER } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, ok } from '#modules/fms/ledger/receivable-test-kit.ts';
import {
  order,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userMessage } from '#modules/platform/message/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { platformTask } from '#platform/tasks/task.schema.ts';
import { claimTasks } from '#platform/tasks/task.service.ts';
import { buildApp } from '../../../app.ts';
import { createTestApp, TEST_PASSWORD_HASH, type TestApp } from '../../../test/test-app.ts';
import { queueWebhook } from './index.ts';
import { webhookSecret, webhookTable } from './webhook.schema.ts';
import { WEBHOOK_DELIVER_TASK } from './webhook-delivery.ts';
import { startHookReceiver } from './webhook-test-kit.ts';

const verify = (secret: string, headers: Record<string, unknown>, body: string) => {
  const ts = String(headers['x-freightdesk-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`;
  return headers['x-freightdesk-signature'] === expected;
};

describe('webhooks', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let receiver: Awaited<ReturnType<typeof startHookReceiver>>;
  const demo = () => ({ token: tk.demo });
  const other = () => ({ token: tk.lmsonly });
  const admin = () => ({ token: tk.admin });
  const db = () => t.database.db;

  const addHook = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await t.post<{ id: string }>(
      '/basic/webhook/insert',
      {
        name: 'ERP',
        url: receiver.url,
        events: ['orderCreated', 'statusChanged'],
        headers: [
          { key: 'Authorization', value: 'Bearer abc' },
          { key: 'X-Tenant', value: 'north' },
        ],
        ...over,
      },
      { token },
    );
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  };
  const hookRow = async (id: string) =>
    (await db().select().from(webhookTable).where(eq(webhookTable.id, id)))[0] as Record<string, unknown>;
  const deliverTasks = () =>
    db().select().from(platformTask).where(eq(platformTask.type, WEBHOOK_DELIVER_TASK));

  beforeAll(async () => {
    t = await createTestApp();
    tk = await signInAll(t);
    product = await productId(t);
    receiver = await startHookReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.app.tasks.runDueTasks(); // whatever else is queued out of the way
    receiver.arrivals.length = 0;
    receiver.answer.status = 200;
    await db().update(webhookTable).set({ enabled: false });
  });

  it('delivers a signed orderCreated with the waybill as the customer reads it, once', async () => {
    const hookId = await addHook(tk.demo);
    const { secret } = await ok(t, WEBHOOK_API.secret, { id: hookId }, demo());
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    // at rest the secret is sealed
    const [sealed] = await db().select().from(webhookSecret).where(eq(webhookSecret.hookId, hookId));
    expect(sealed!.sealed).not.toContain(secret);
    const placed = await order(t, tk.demo, sampleOrder(product));
    expect(receiver.arrivals).toHaveLength(0); // queued, not sent in the request
    await t.app.tasks.runDueTasks();
    expect(receiver.arrivals).toHaveLength(1);
    const [got] = receiver.arrivals;
    expect(verify(secret, got!.headers, got!.body)).toBe(true);
    expect(verify('whsec_wrong', got!.headers, got!.body)).toBe(false);
    expect(got!.headers['x-freightdesk-event']).toBe('orderCreated');
    expect(got!.headers.authorization).toBe('Bearer abc');
    expect(got!.headers['x-tenant']).toBe('north');
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ event: 'orderCreated', data: { info: { waybillNo: placed.waybillNo } } });
    expect(got!.headers['x-freightdesk-delivery']).toBe(body.id);
    expect(
      Math.abs(Number(got!.headers['x-freightdesk-timestamp']) - t.clock.now().getTime() / 1000),
    ).toBeLessThan(2);
    // logged, the credential header masked
    const log = await ok(t, WEBHOOK_API.deliveries, { criteria: { hookId } }, demo());
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({
      status: 'success',
      responseStatus: 200,
      attempt: 1,
      event: 'orderCreated',
    });
    expect(log.records[0]!.requestHeaders.Authorization).toBe('******');
    expect(log.records[0]!.requestHeaders['X-Tenant']).toBe('north');
    await t.app.tasks.runDueTasks();
    expect(receiver.arrivals).toHaveLength(1);
  });

  it('queues only for enabled hooks of the waybill’s customer subscribed to the event', async () => {
    await addHook(tk.lmsonly, { name: 'Other customer' });
    await addHook(tk.demo, { name: 'Only sent', events: ['sent'] });
    const off = await addHook(tk.demo, { name: 'Off' });
    await db().update(webhookTable).set({ enabled: false }).where(eq(webhookTable.id, off));
    const before = (await deliverTasks()).length;
    await order(t, tk.demo, sampleOrder(product));
    expect((await deliverTasks()).length).toBe(before);
  });

  it('delivers received, statusChanged, sent and exception as the waybill moves', async () => {
    // received as ordered (weighMode 1): no weightChanged
    await addHook(tk.demo, { events: ['received', 'statusChanged', 'sent', 'exception', 'weightChanged'] });
    const placed = await order(t, tk.demo, sampleOrder(product));
    const act = (action: string) =>
      t.post('/lms/waybill/action', { ids: [placed.id], action }, { token: tk.service });
    expect(
      (await t.post('/lms/waybill/receive', { id: placed.id, weighMode: 1 }, { token: tk.service })).code,
    ).toBe(0);
    expect((await act('send')).code).toBe(0);
    expect((await act('raiseException')).code).toBe(0);
    await t.app.tasks.runDueTasks();
    const got = receiver.arrivals.map(
      (a) => JSON.parse(a.body) as { event: string; data: { info: { status: string } } },
    );
    expect(got.map((b) => b.event).sort()).toEqual(
      ['exception', 'received', 'sent', 'statusChanged', 'statusChanged', 'statusChanged'].sort(),
    );
    // the data is read when the delivery is sent: the waybill as it is now
    expect(new Set(got.map((b) => b.data.info.status))).toEqual(new Set(['exception']));
  });

  it('delivers weightChanged when the weight measured at receive is not the ordered one', async () => {
    await addHook(tk.demo, { events: ['weightChanged'] });
    const placed = await order(t, tk.demo, sampleOrder(product));
    const receive = await t.post(
      '/lms/waybill/receive',
      {
        id: placed.id,
        weighMode: 0,
        pieces: [
          { actualWeight: '9.6', length: '50', width: '40', height: '30' },
          { actualWeight: '3', length: '20', width: '20', height: '20' },
        ],
      },
      { token: tk.service },
    );
    expect(receive.code, receive.msg).toBe(0);
    await t.app.tasks.runDueTasks();
    expect(receiver.arrivals.map((a) => a.headers['x-freightdesk-event'])).toEqual(['weightChanged']);
  });

  it('retries a receiver answering 500 with backoff, then delivers', async () => {
    const hookId = await addHook(tk.demo);
    receiver.answer.status = 500;
    await order(t, tk.demo, sampleOrder(product));
    expect((await t.app.tasks.runDueTasks()).retried).toBe(1);
    const [task] = (await deliverTasks()).filter((x) => x.status === 'queued');
    expect(task!.runAt.getTime() - t.clock.now().getTime()).toBe(10_000);
    expect((await t.app.tasks.runDueTasks()).retried).toBe(0); // not due yet
    t.clock.advance(10_000);
    expect((await t.app.tasks.runDueTasks()).retried).toBe(1);
    const [again] = (await deliverTasks()).filter((x) => x.status === 'queued');
    expect(again!.runAt.getTime() - t.clock.now().getTime()).toBe(20_000);
    expect((await hookRow(hookId)).consecutiveFailures).toBe(2);
    receiver.answer.status = 204;
    t.clock.advance(20_000);
    expect((await t.app.tasks.runDueTasks()).done).toBe(1);
    expect(receiver.arrivals).toHaveLength(3);
    const ids = new Set(receiver.arrivals.map((a) => a.headers['x-freightdesk-delivery']));
    expect(ids.size).toBe(1); // one delivery, three tries
    const log = await ok(t, WEBHOOK_API.deliveries, { criteria: { hookId } }, admin());
    expect(log.records.map((r) => [r.attempt, r.status, r.responseStatus])).toEqual([
      [3, 'success', 204],
      [2, 'failed', 500],
      [1, 'failed', 500],
    ]);
    expect((await hookRow(hookId)).consecutiveFailures).toBe(0);
  });

  it(`disables a hook after ${WEBHOOK_DISABLE_AFTER} failures in a row and tells its owner`, async () => {
    const hookId = await addHook(tk.demo, { name: 'Flaky' });
    await db()
      .update(webhookTable)
      .set({ consecutiveFailures: WEBHOOK_DISABLE_AFTER - 2 })
      .where(eq(webhookTable.id, hookId));
    receiver.answer.status = 503;
    await order(t, tk.demo, sampleOrder(product));
    expect((await t.app.tasks.runDueTasks()).retried).toBe(1);
    expect((await hookRow(hookId)).enabled).toBe(true);
    t.clock.advance(10_000);
    await t.app.tasks.runDueTasks();
    const row = await hookRow(hookId);
    expect(row).toMatchObject({ enabled: false, consecutiveFailures: WEBHOOK_DISABLE_AFTER });
    expect(row.disabledAt).toBeInstanceOf(Date);
    expect(String(row.disabledReason)).toContain(String(WEBHOOK_DISABLE_AFTER));
    // no further tries of a disabled hook
    expect((await deliverTasks()).filter((x) => x.status === 'queued')).toHaveLength(0);
    const [demoUser] = await db().select().from(appUser).where(eq(appUser.username, 'demo'));
    const messages = await db()
      .select()
      .from(userMessage)
      .where(and(eq(userMessage.userId, demoUser!.id), eq(userMessage.kind, 'webhookDisabled')));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.titles?.['en-US']).toBe('Webhook Flaky was disabled');
    // enabled again, it counts afresh
    await db().update(webhookTable).set({ enabled: true }).where(eq(webhookTable.id, hookId));
    await order(t, tk.demo, sampleOrder(product));
    await t.app.tasks.runDueTasks();
    expect(await hookRow(hookId)).toMatchObject({ enabled: true, consecutiveFailures: 1, disabledAt: null });
  });

  it('sends a test at once and answers the try; a failing test does not count', async () => {
    const hookId = await addHook(tk.demo);
    const tried = await ok(t, WEBHOOK_API.sendTest, { id: hookId }, demo());
    expect(tried).toMatchObject({ event: 'test', status: 'success', responseStatus: 200, hookName: 'ERP' });
    const { secret } = await ok(t, WEBHOOK_API.secret, { id: hookId }, demo());
    expect(verify(secret, receiver.arrivals[0]!.headers, receiver.arrivals[0]!.body)).toBe(true);
    receiver.answer.status = 500;
    const failed = await ok(t, WEBHOOK_API.sendTest, { id: hookId }, admin());
    expect(failed).toMatchObject({ status: 'failed', responseStatus: 500, error: 'HTTP 500' });
    expect((await hookRow(hookId)).consecutiveFailures).toBe(0);
    // an unreachable receiver is a failed try with its error, not a failed request
    await db()
      .update(webhookTable)
      .set({ url: 'http://127.0.0.1:1/none' })
      .where(eq(webhookTable.id, hookId));
    const down = await ok(t, WEBHOOK_API.sendTest, { id: hookId }, demo());
    expect(down).toMatchObject({ status: 'failed', responseStatus: null });
    expect(down.error).toBeTruthy();
    // the same log through the executors' key path
    const log = await ok(
      t,
      WEBHOOK_API.executorDeliveries,
      { criteria: { hookId, status: 'failed' } },
      demo(),
    );
    expect(log.total).toBe(2);
  });

  it('keeps each customer to its own hooks and log; staff need the screen’s codes', async () => {
    const mine = await addHook(tk.demo);
    await ok(t, WEBHOOK_API.sendTest, { id: mine }, demo());
    const notFound = 'Data does not exist';
    expect((await call(t, WEBHOOK_API.secret, { id: mine }, other())).msg).toBe(notFound);
    expect((await call(t, WEBHOOK_API.sendTest, { id: mine }, other())).msg).toBe(notFound);
    expect((await call(t, WEBHOOK_API.rotateSecret, { id: mine }, other())).msg).toBe(notFound);
    const theirs = await ok(t, WEBHOOK_API.deliveries, { criteria: { hookId: mine } }, other());
    expect(theirs.total).toBe(0);
    const list = await t.post<{ records: { id: string }[] }>('/basic/webhook/search', {}, other());
    expect(list.data.records.map((r) => r.id)).not.toContain(mine);
    const edit = await t.post(
      '/basic/webhook/update',
      { id: mine, version: 0, name: 'Taken', url: receiver.url, events: ['sent'] },
      other(),
    );
    expect(edit.code).not.toBe(0);
    // staff without the webhook codes
    const refused = 'No permission at present';
    for (const endpoint of [WEBHOOK_API.secret, WEBHOOK_API.sendTest, WEBHOOK_API.rotateSecret])
      expect((await call(t, endpoint, { id: mine }, { token: tk.service })).msg).toBe(refused);
    expect((await call(t, WEBHOOK_API.deliveries, {}, { token: tk.service })).msg).toBe(refused);
    expect((await call(t, WEBHOOK_API.executorDeliveries, {}, { token: tk.service })).msg).toBe(refused);
    expect((await t.post('/basic/webhook/search', {}, { token: tk.service })).msg).toBe(refused);
    // staff with them see every customer's
    expect((await ok(t, WEBHOOK_API.deliveries, { criteria: { hookId: mine } }, admin())).total).toBe(1);
    // a rotated secret replaces the old one
    const old = (await ok(t, WEBHOOK_API.secret, { id: mine }, demo())).secret;
    const fresh = (await ok(t, WEBHOOK_API.rotateSecret, { id: mine }, admin())).secret;
    expect(fresh).not.toBe(old);
    expect((await ok(t, WEBHOOK_API.secret, { id: mine }, demo())).secret).toBe(fresh);
  });

  it('refuses a URL that is not http or https', async () => {
    const res = await t.post(
      '/basic/webhook/insert',
      { name: 'Bad', url: 'ftp://example.com/x', events: ['sent'] },
      demo(),
    );
    expect(res.code).not.toBe(0);
  });

  it('queues a post to any URL for the executors, signed and logged', async () => {
    const ctx = systemContext(db(), { now: t.clock.now() });
    const id = await db().transaction((tx) =>
      queueWebhook(
        tx,
        { url: receiver.url, secret: 'exec-secret', event: 'executor', payload: { a: 1 }, key: 'exec-1' },
        ctx,
      ),
    );
    const again = await queueWebhook(
      db(),
      { url: receiver.url, secret: 'exec-secret', event: 'executor', payload: { a: 1 }, key: 'exec-1' },
      ctx,
    );
    expect(again).toBe(id);
    await t.app.tasks.runDueTasks();
    expect(receiver.arrivals).toHaveLength(1);
    const got = receiver.arrivals[0]!;
    expect(verify('exec-secret', got.headers, got.body)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({ id, event: 'executor', data: { a: 1 } });
    const log = await ok(t, WEBHOOK_API.deliveries, { criteria: { deliveryId: id } }, admin());
    expect(log.records[0]).toMatchObject({ hookId: null, status: 'success' });
  });

  it('a delivery queued before a restart is delivered by the next process', async () => {
    await addHook(tk.demo);
    await order(t, tk.demo, sampleOrder(product));
    // a process claims the delivery and dies before sending it
    const claimed = await claimTasks(db(), [WEBHOOK_DELIVER_TASK], 'dead-worker', t.clock.now(), 60_000, 10);
    expect(claimed).toHaveLength(1);
    await t.app.close();
    const second = await buildApp({
      db: db(),
      config: {
        nodeEnv: 'test',
        dbKind: t.database.kind,
        now: t.clock.now,
        passwordHash: TEST_PASSWORD_HASH,
        logger: false,
      },
    });
    try {
      expect((await second.tasks.runDueTasks()).done).toBe(0); // the dead process's lease still holds
      t.clock.advance(2 * 60_000);
      await second.tasks.runDueTasks();
      expect(receiver.arrivals).toHaveLength(1);
      expect(JSON.parse(receiver.arrivals[0]!.body).event).toBe('orderCreated');
    } finally {
      await second.close();
    }
  });
});
