import {
  l,
  MESSAGE_API,
  NOTIFICATION_API,
  SUBSCRIPTION_API,
  SYSTEM_API,
  TO_DO_API,
} from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from '#modules/fms/ledger/receivable-test-kit.ts';
import { signInAll, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { claimTasks } from '#platform/tasks/task.service.ts';
import { buildApp } from '../../../app.ts';
import { createTestApp, TEST_PASSWORD_HASH, type TestApp } from '../../../test/test-app.ts';
import { notifyDelivery } from './notify.schema.ts';
import { addTodo, completeTodos, NOTIFY_DELIVER_TASK, notify } from './notify.service.ts';
import { startReceiver, startSmtp } from './notify-test-kit.ts';

const HOUR = 3_600_000;
const title = l('标题', 'A title', 'Tiêu đề');

describe('notifications, channels, subscriptions and to-dos', () => {
  let t: TestApp;
  let tk: Tokens;
  let adminId: string;
  let demoId: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let robot: Awaited<ReturnType<typeof startReceiver>>;
  const admin = () => ({ token: tk.admin });
  const demo = () => ({ token: tk.demo, lang: 'vi-VN' as const });
  const db = () => t.database.db;
  const send = (key: string, recipients = [adminId, demoId], kind = 'announcement' as const) =>
    notify(db(), { recipients, kind, title, content: title, link: '/x', key }, t.clock.now());

  beforeAll(async () => {
    t = await createTestApp();
    tk = await signInAll(t);
    smtp = await startSmtp();
    robot = await startReceiver();
    const idOf = async (username: string, userType: 'staff' | 'customer') => {
      const [u] = await db()
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.username, username), eq(appUser.userType, userType)));
      return u!.id;
    };
    adminId = await idOf('admin', 'staff');
    demoId = await idOf('demo', 'customer');
    for (const [key, value] of [
      ['mail.smtpHost', '127.0.0.1'],
      ['mail.smtpPort', smtp.port],
      ['mail.from', 'notify@freightdesk.example'],
    ] as const)
      await ok(t, SYSTEM_API.updateSysConfig, { key, value }, admin());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await new Promise<void>((resolve) => robot.server.close(() => resolve()));
    await t.close();
  });

  it('writes one site message per recipient, once per kind and key, read in the reader’s language', async () => {
    const before = await ok(t, MESSAGE_API.count, undefined, admin());
    await send('event-1', [adminId, demoId, adminId]);
    await send('event-1');
    const after = await ok(t, MESSAGE_API.count, undefined, admin());
    expect(after.messageCount).toBe(before.messageCount + 1);
    const mine = await ok(t, NOTIFICATION_API.search, { criteria: { kind: 'announcement' } }, demo());
    expect(mine.records).toHaveLength(1);
    expect(mine.records[0]).toMatchObject({ title: 'Tiêu đề', link: '/x', read: false });
  });

  it('read, readAll and the count; a user never sees nor reads another’s messages', async () => {
    const theirs = await ok(t, NOTIFICATION_API.search, { criteria: { read: false } }, admin());
    const other = await call(t, NOTIFICATION_API.read, { ids: [theirs.records[0]!.id] }, demo());
    expect(other.data).toEqual({ read: 0 });
    const all = await ok(t, NOTIFICATION_API.search, { size: 500 }, demo());
    expect(all.records.every((m) => !theirs.records.some((x) => x.id === m.id))).toBe(true);
    const mine = await ok(t, NOTIFICATION_API.search, { criteria: { read: false } }, demo());
    expect(await ok(t, NOTIFICATION_API.read, { ids: [mine.records[0]!.id] }, demo())).toEqual({ read: 1 });
    expect((await ok(t, MESSAGE_API.count, undefined, demo())).messageCount).toBe(mine.total - 1);
    await ok(t, NOTIFICATION_API.readAll, {}, demo());
    expect((await ok(t, MESSAGE_API.count, undefined, demo())).messageCount).toBe(0);
    expect((await ok(t, MESSAGE_API.count, undefined, admin())).messageCount).toBeGreaterThan(0);
  });

  it('refuses the routes without a sign-in', async () => {
    for (const endpoint of [NOTIFICATION_API.search, TO_DO_API.search, SUBSCRIPTION_API.fetch]) {
      const res = await call(t, endpoint, {} as never, {});
      expect(res.code).not.toBe(0);
    }
  });

  it('subscribed channels: email at the SMTP server, WeCom at its webhook, SMS recorded by the sandbox', async () => {
    await ok(
      t,
      SUBSCRIPTION_API.save,
      { kinds: { billIssued: ['email', 'wecom', 'sms'] }, wecomUrl: robot.url, smsMobile: '13800000000' },
      admin(),
    );
    const saved = await ok(t, SUBSCRIPTION_API.fetch, {}, admin());
    expect(saved).toMatchObject({
      kinds: { billIssued: ['email', 'wecom', 'sms'] },
      smsMobile: '13800000000',
    });
    await send('bill-1', [adminId], 'billIssued' as never);
    await send('bill-1', [adminId], 'billIssued' as never);
    await t.app.tasks.runDueTasks();
    await t.app.tasks.runDueTasks();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['admin@freightdesk.example']);
    expect(smtp.mails[0]!.data).toContain(Buffer.from('标题').toString('base64'));
    expect(robot.bodies).toEqual([{ msgtype: 'text', text: { content: '标题\n标题\n/x' } }]);
    const sms = await db().select().from(notifyDelivery).where(eq(notifyDelivery.channel, 'sms'));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: '13800000000', provider: 'sandbox', status: 'sent' });
  });

  it('to-dos: one open item per ref; remind in 1 hour hides it and notifies again then; complete', async () => {
    const now = t.clock.now();
    const item = {
      userId: adminId,
      kind: 'reminder' as const,
      title,
      link: '/t',
      refType: 'test',
      refId: 'r1',
    };
    await addTodo(db(), item, now);
    await addTodo(db(), item, now);
    await addTodo(db(), { ...item, refId: 'r2' }, now);
    const list = await ok(t, TO_DO_API.search, { criteria: { kind: 'reminder' } }, admin());
    expect(list.records.map((x) => x.title)).toEqual(['A title', 'A title']);
    const first = list.records.find((x) => x.refId === 'r1')!;
    expect((await call(t, TO_DO_API.complete, { id: first.id }, demo())).code).not.toBe(0);
    await ok(t, TO_DO_API.remind, { id: first.id, hours: 1 }, admin());
    const hidden = await ok(t, TO_DO_API.search, { criteria: { kind: 'reminder' } }, admin());
    expect(hidden.records.map((x) => x.refId)).toEqual(['r2']);
    await t.app.tasks.runDueTasks();
    const reminders = () =>
      ok(t, NOTIFICATION_API.search, { criteria: { kind: 'todoReminder' } }, admin()).then((p) => p.records);
    expect(await reminders()).toHaveLength(0);
    t.clock.advance(HOUR + 1000);
    await t.app.tasks.runDueTasks();
    expect((await reminders()).map((m) => m.title)).toEqual(['To-do reminder: A title']);
    const back = await ok(t, TO_DO_API.search, { criteria: { kind: 'reminder' } }, admin());
    expect(back.total).toBe(2);
    await ok(t, TO_DO_API.complete, { id: first.id }, admin());
    await completeTodos(db(), { refType: 'test', refId: 'r2' }, t.clock.now());
    expect((await ok(t, TO_DO_API.search, { criteria: { kind: 'reminder' } }, admin())).total).toBe(0);
    expect((await call(t, TO_DO_API.complete, { id: first.id }, admin())).msg).toBe(
      'The to-do item does not exist or is done',
    );
  });

  it('a queued delivery survives a restart and is delivered exactly once', async () => {
    await t.app.tasks.runDueTasks(); // the demo's own queued work (a label fetch) out of the way
    await send('restart-1', [adminId], 'billIssued' as never);
    // a process claims the task and dies before finishing it
    const claimed = await claimTasks(db(), [NOTIFY_DELIVER_TASK], 'dead-worker', t.clock.now(), 60_000, 10);
    expect(claimed.length).toBe(3);
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
      expect((await second.tasks.runDueTasks()).done).toBe(0); // the lease still holds
      t.clock.advance(2 * 60_000);
      expect((await second.tasks.runDueTasks()).done).toBe(3);
      await second.tasks.runDueTasks();
      expect(smtp.mails).toHaveLength(2);
      expect(robot.bodies).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
