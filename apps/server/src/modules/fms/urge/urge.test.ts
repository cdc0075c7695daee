import { SYSTEM_API, URGE_API } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { newCustomer } from '#modules/fms/ledger/receivable-property-test-kit.ts';
import {
  API,
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { signInAll } from '#modules/lms/waybill/waybill-test-kit.ts';
import { userMessage } from '#modules/platform/message/index.ts';
import { decoded, startSmtp } from '#modules/platform/notify/notify-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const DAY = 86_400_000;
describe('overdue bills and reminder emails through the SMTP server of the settings', () => {
  let r: ReceivableApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const admin = () => ({ token: r.tk.admin });
  let fresh: string;
  let overdue: string;
  let overdueNo: string;

  beforeAll(async () => {
    r = await startReceivableApp();
    smtp = await startSmtp();
    const db = r.t.database.db;
    // a customer of its own: the demo company's customers have demo bills of their own
    const own = await newCustomer(db, 'URGE', { customerId: r.c2, waybillId: r.waybill2 });
    r = { ...r, c2: own.customerId, waybill2: own.waybillId };
    await db
      .update(customer)
      .set({ settlementMode: 'monthly', email: 'ap@c2.example', language: 'vi-VN' })
      .where(eq(customer.id, r.c2));
    // a user of the customer reads the reminders in the notification centre
    await db.update(appUser).set({ customerId: r.c2 }).where(eq(appUser.username, 'lmsonly'));
    const made: { id: string; billNo: string }[] = [];
    for (const [i, value] of ['100.00', '80.00'].entries()) {
      await addFee(db, r.waybill2, r.c2, { value, belongTime: new Date(jan(3 + 2 * i)) });
      made.push(
        await ok(r.t, API.bill.make, { customerId: r.c2, from: jan(2 + 2 * i), to: jan(4 + 2 * i) }, admin()),
      );
    }
    const now = r.t.clock.now().getTime();
    fresh = made[0]!.id;
    overdue = made[1]!.id;
    overdueNo = made[1]!.billNo;
    await db
      .update(fmsBill)
      .set({ billTime: new Date(now - 10 * DAY) })
      .where(eq(fmsBill.id, fresh));
    await db
      .update(fmsBill)
      .set({ billTime: new Date(now - 45 * DAY) })
      .where(eq(fmsBill.id, overdue));
    for (const [key, value] of [
      ['mail.smtpHost', '127.0.0.1'],
      ['mail.smtpPort', smtp.port],
      ['mail.from', 'billing@freightdesk.example'],
    ] as const)
      await ok(r.t, SYSTEM_API.updateSysConfig, { key, value }, admin());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await r.t.close();
  });

  it('lists open bills past the monthly terms (30 days after the bill time) only', async () => {
    const page = await ok(r.t, URGE_API.overdue, { criteria: { customerId: r.c2 } }, admin());
    expect(page.records.map((x) => x.id)).toEqual([overdue]);
    expect(page.records[0]).toMatchObject({
      billNo: overdueNo,
      settlementMode: 'monthly',
      overdueDays: 15,
      unwritten: '80.00',
      email: 'ap@c2.example',
      urgeCount: 0,
      lastUrgeTime: null,
    });
  });

  it('send queues one task per bill per day; the reminder notifies the users and mails the customer in its language', async () => {
    const first = await ok(r.t, URGE_API.send, { billIds: [overdue] }, admin());
    expect(first).toEqual({ queued: 1, skipped: 0 });
    const again = await ok(r.t, URGE_API.send, { billIds: [overdue] }, admin());
    expect(again).toEqual({ queued: 0, skipped: 1 });
    const queued = await ok(r.t, URGE_API.records, { criteria: { customerId: r.c2 } }, admin());
    expect(queued.records).toHaveLength(1);
    expect(queued.records[0]).toMatchObject({ billNo: overdueNo, channel: 'email', result: 'queued' });

    // the reminder is a notification: the customer's users get a site message, the customer's
    // address the mail of the notification queue (a second pass of the queue sends it)
    expect((await r.t.app.tasks.runDueTasks()).failed).toBe(0);
    const handed = await ok(r.t, URGE_API.records, { criteria: { billNo: overdueNo } }, admin());
    expect(handed.records[0]).toMatchObject({ result: 'queued', to: 'ap@c2.example' });
    expect((await r.t.app.tasks.runDueTasks()).failed).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe('billing@freightdesk.example');
    expect(mail.to).toEqual(['ap@c2.example']);
    const text = decoded(mail.data);
    expect(text).toContain(`Hóa đơn ${overdueNo} của quý khách`);
    expect(text).toContain('còn 80.00 RMB chưa thanh toán, đã quá hạn 15 ngày');

    const sent = await ok(r.t, URGE_API.records, { criteria: { billNo: overdueNo } }, admin());
    expect(sent.records[0]).toMatchObject({ result: 'sent', to: 'ap@c2.example', error: null });
    expect(sent.records[0]!.sentAt).not.toBeNull();
    const list = await ok(r.t, URGE_API.overdue, { criteria: { customerId: r.c2 } }, admin());
    expect(list.records[0]).toMatchObject({ urgeCount: 1 });
    // a second pass sends nothing more
    await r.t.app.tasks.runDueTasks();
    expect(smtp.mails).toHaveLength(1);
    const messages = await r.t.database.db
      .select({ titles: userMessage.titles, userId: userMessage.userId })
      .from(userMessage)
      .where(and(eq(userMessage.kind, 'paymentReminder'), eq(userMessage.eventKey, sent.records[0]!.id)));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]!.titles?.['en-US']).toContain(overdueNo);
  });

  it('a customer without an email: the record fails with the reason', async () => {
    await r.t.database.db
      .update(customer)
      .set({ email: null, language: 'en-US' })
      .where(eq(customer.id, r.c2));
    r.t.clock.advance(DAY); // another day: the bill may be reminded again (signed in anew)
    r.tk = await signInAll(r.t);
    expect(await ok(r.t, URGE_API.send, { billIds: [overdue, fresh] }, admin())).toEqual({
      queued: 2,
      skipped: 0,
    });
    await r.t.app.tasks.runDueTasks();
    const page = await ok(r.t, URGE_API.records, { criteria: { customerId: r.c2 } }, admin());
    const failed = page.records.filter((x) => x.result === 'failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]!.error).toBe('The customer has no email address');
    expect(smtp.mails).toHaveLength(1);
  });

  it('refuses a customer user and a staff user without the send permission', async () => {
    expect((await call(r.t, URGE_API.overdue, { criteria: {} }, { token: r.tk.demo })).msg).toBe(
      'No permission at present',
    );
    expect((await call(r.t, URGE_API.records, { criteria: {} }, { token: r.tk.demo })).msg).toBe(
      'No permission at present',
    );
    expect((await call(r.t, URGE_API.send, { billIds: [overdue] }, { token: r.tk.service })).msg).toBe(
      'No permission at present',
    );
  });
});
