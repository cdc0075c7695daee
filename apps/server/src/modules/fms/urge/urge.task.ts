import { LANGUAGES, type Language, termDays } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill as b } from '#modules/fms/bill/index.ts';
import { messageOf, notifyCustomer, queueMail } from '#modules/platform/notify/index.ts';
import type { Db } from '#platform/db/db.ts';
import { translate } from '#platform/http/errors.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { fmsUrgeRecord as r } from './urge.schema.ts';
import { urgeMailKey } from './urge.service.ts';

const DAY_MS = 86_400_000;

/** The reminder of one record, in the customer's mail language (default: the default language). */
async function mailOf(db: Db, recordId: string) {
  const [row] = await db
    .select({
      result: r.result,
      to: r.to,
      customerId: r.customerId,
      billNo: b.billNo,
      billTime: b.billTime,
      total: b.total,
      writtenOff: b.writtenOff,
      currency: b.currency,
      name: customer.name,
      email: customer.email,
      language: customer.language,
      settlementMode: customer.settlementMode,
    })
    .from(r)
    .innerJoin(b, eq(b.id, r.billId))
    .innerJoin(customer, eq(customer.id, r.customerId))
    .where(eq(r.id, recordId));
  if (!row) return null;
  const lang = LANGUAGES.find((l) => l === row.language) as Language | undefined;
  return { row, lang };
}

/**
 * One reminder (task `fms.urge.send`) is a `paymentReminder` notification: the customer's users read
 * it in the notification centre and their subscribed channels, and the customer's own address gets
 * it as a mail of the notification queue, in the customer's language. A record handed over already
 * (`to` set, or failed) is done; a customer without an email fails at once. The mail's outcome is
 * read back from its delivery (`searchUrgeRecords`).
 */
export async function sendUrgeTask(db: Db, payload: { recordId: string }, context: TaskContext) {
  const found = await mailOf(db, payload.recordId);
  if (found?.row.result !== 'queued' || found.row.to) return null;
  const { row } = found;
  const ctx = context.system(found.lang);
  const due = row.billTime.getTime() + termDays(row.settlementMode) * DAY_MS;
  const overdue = Math.max(0, Math.floor((context.now.getTime() - due) / DAY_MS));
  const params = [
    row.name,
    row.billNo,
    new Decimal(row.total).minus(row.writtenOff).toFixed(2),
    row.currency,
    row.billTime.toISOString().slice(0, 10),
    overdue,
  ];
  await db.transaction(async (tx) => {
    const reminder = {
      kind: 'paymentReminder' as const,
      title: messageOf('urgeMailSubject', params),
      content: messageOf('urgeMailBody', params),
      link: '/client/fms/bills',
      key: payload.recordId,
    };
    await notifyCustomer(tx, row.customerId, reminder, context.now);
    const finish = (values: Partial<typeof r.$inferInsert>) =>
      tx.update(r).set(values).where(eq(r.id, payload.recordId));
    if (!row.email) return finish({ result: 'failed', error: translate(ctx.lang, 'urgeNoEmail') });
    const mail = {
      to: row.email,
      lang: ctx.lang,
      subject: reminder.title[ctx.lang],
      text: reminder.content[ctx.lang],
      key: urgeMailKey(payload.recordId),
    };
    await queueMail(tx, mail, context.now);
    return finish({ to: row.email });
  });
  return null;
}
