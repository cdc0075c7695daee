import {
  findEntity,
  JOB_ACTION_LABELS,
  jobActionOf,
  LANGUAGES,
  LOGGED_RECORD_TITLES,
  type Message,
} from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { translate } from '#platform/http/errors.ts';
import type { EndedJob } from '#platform/jobs/job-runner.ts';
import { messageOf, type NotifyInput, notify } from './notify.service.ts';

/** The enabled users of a customer (who read the customer's notifications). */
export async function customerUserIds(db: Db | Tx, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(eq(appUser.customerId, customerId), eq(appUser.userType, 'customer'), eq(appUser.enabled, true)),
    );
  return rows.map((r) => r.id);
}

/** Notifies every user of a customer. */
export async function notifyCustomer(
  db: Db | Tx,
  customerId: string,
  input: Omit<NotifyInput, 'recipients'>,
  now: Date,
): Promise<void> {
  await notify(db, { ...input, recipients: await customerUserIds(db, customerId) }, now);
}

/** A statement bill was made: its customer's users are told (`billIssued`). */
export async function notifyBillIssued(
  db: Db | Tx,
  bill: { id: string; billNo: string; customerId: string; total: string; currency: string },
  now: Date,
): Promise<void> {
  await notifyCustomer(
    db,
    bill.customerId,
    {
      kind: 'billIssued',
      title: messageOf('billIssuedTitle', [bill.billNo]),
      content: messageOf('billIssuedContent', [bill.billNo, bill.total, bill.currency]),
      link: '/client/fms/bills',
      key: bill.id,
    },
    now,
  );
}

/** A receipt was confirmed: its customer's users are told (`receiptConfirmed`). */
export async function notifyReceiptConfirmed(
  db: Db | Tx,
  charge: { id: string; chargeNo: string; customerId: string },
  now: Date,
): Promise<void> {
  await notifyCustomer(
    db,
    charge.customerId,
    {
      kind: 'receiptConfirmed',
      title: messageOf('receiptConfirmedTitle', [charge.chargeNo]),
      link: '/client/fms/pay-record',
      key: charge.id,
    },
    now,
  );
}

/** An import or export ended: its requester is told (`jobFinished`), linking to the notification centre. */
export async function notifyJobEnded(job: EndedJob): Promise<void> {
  const action = JOB_ACTION_LABELS[jobActionOf(job.type)];
  const what = job.subject
    ? (LOGGED_RECORD_TITLES[job.subject as keyof typeof LOGGED_RECORD_TITLES] ??
      findEntity(job.subject)?.title)
    : undefined;
  const key = job.status === 'done' ? 'jobFinishedTitle' : 'jobFailedTitle';
  // the job's name in each reader's language: what it did, and to what (never its codes)
  const title = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      translate(lang, key, [what ? `${action[lang]} · ${what[lang]}` : action[lang]]),
    ]),
  ) as Message;
  await notify(
    job.ctx.db,
    { recipients: [job.ownerId], kind: 'jobFinished', title, key: job.id },
    job.ctx.config.now(),
  );
}
