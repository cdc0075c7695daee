import { LANGUAGES, type Language, termDays } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill as b } from '#modules/fms/bill/index.ts';
import { type Mail, messageOf, notifyCustomer, sendMail } from '#modules/platform/notify/index.ts';
import type { Db } from '#platform/db/db.ts';
import { translate } from '#platform/http/errors.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { fmsUrgeRecord as r } from './urge.schema.ts';
import { URGE_ATTEMPTS } from './urge.service.ts';

const DAY_MS = 86_400_000;

/** The reminder of one record, in the customer's mail language (default: the default language). */
async function mailOf(db: Db, recordId: string) {
  const [row] = await db
    .select({
      result: r.result,
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
 * Sends one reminder (task `fms.urge.send`): a record no longer queued is done already; the customer's
 * users are notified (`paymentReminder`, once per record); a customer without an email fails at once; a mail refused by the server is tried again, and after the last
 * try the record is failed with the error.
 */
export async function sendUrgeTask(db: Db, payload: { recordId: string }, context: TaskContext) {
  const found = await mailOf(db, payload.recordId);
  if (found?.row.result !== 'queued') return null;
  const { row } = found;
  const ctx = context.system(found.lang);
  const finish = (values: Partial<typeof r.$inferInsert>) =>
    db.update(r).set(values).where(eq(r.id, payload.recordId));
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
  // the customer's users read the reminder in the notification centre (and their subscribed channels)
  await notifyCustomer(
    db,
    row.customerId,
    {
      kind: 'paymentReminder',
      title: messageOf('urgeMailSubject', params),
      content: messageOf('urgeMailBody', params),
      link: '/client/fms/bills',
      key: payload.recordId,
    },
    context.now,
  );
  if (!row.email) return finish({ result: 'failed', error: translate(ctx.lang, 'urgeNoEmail') });
  const mail: Mail = {
    to: row.email,
    subject: translate(ctx.lang, 'urgeMailSubject', params),
    text: translate(ctx.lang, 'urgeMailBody', params),
    lang: ctx.lang,
  };
  try {
    await sendMail(ctx, mail);
  } catch (err) {
    if (context.attempt < URGE_ATTEMPTS) throw err;
    const error = err instanceof Error ? err.message : String(err);
    return finish({ result: 'failed', to: row.email, error: error.slice(0, 500) });
  }
  return finish({ result: 'sent', to: row.email, sentAt: context.now, error: null });
}
