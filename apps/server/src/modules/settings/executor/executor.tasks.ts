import {
  EXECUTOR_TRIGGER_LABELS,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
  type Message,
  renderExecutorContent,
  WAYBILL_STATUS_LABELS,
} from '@freightdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { customerUserIds, notify, queueMail, queueRobotMessage } from '#modules/platform/notify/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import { translate } from '#platform/http/errors.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import type { ExecutorNotifyPayload, ExecutorWebhookPayload } from './executor-run.service.ts';

type NoticeWaybill = {
  waybillNo: string;
  customerId: string;
  customerCode: string;
  status: string;
  createdBy: string | null;
  follow: (string | null)[];
};

async function noticeWaybill(db: Db, id: string): Promise<NoticeWaybill | undefined> {
  const [w] = await db
    .select({
      waybillNo: lmsWaybill.waybillNo,
      customerId: lmsWaybill.customerId,
      customerCode: customer.code,
      status: lmsWaybill.status,
      createdBy: lmsWaybill.createdBy,
      sales: customer.salesUserId,
      s1: customer.service1UserId,
      s2: customer.service2UserId,
      assistant: customer.salesAssistantUserId,
    })
    .from(lmsWaybill)
    .innerJoin(customer, eq(customer.id, lmsWaybill.customerId))
    .where(eq(lmsWaybill.id, id));
  return w && { ...w, follow: [w.s1, w.s2, w.sales, w.assistant] };
}

/** The users a notification reaches: the waybill's creator, its customer's follow persons, chosen employees, the customer's users. */
async function recipientIds(db: Db, p: ExecutorNotifyPayload, w: NoticeWaybill): Promise<string[]> {
  const ids: (string | null)[] = [];
  for (const r of p.action.recipients) {
    if (r === 'creator') ids.push(w.createdBy);
    else if (r === 'related') ids.push(...w.follow);
    else if (r === 'employee') ids.push(...p.action.employeeIds);
    else ids.push(...(await customerUserIds(db, w.customerId)));
  }
  return [...new Set(ids.filter((i): i is string => !!i))];
}

const perLanguage = (f: (lang: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, f(lang)])) as Message;

/**
 * Task `settings.executor.notify`: an executor's notification of one waybill event, to each recipient
 * by its way — a site message (with the channels each recipient subscribed to), a mail, or a robot.
 * The content's placeholders take the waybill's values as it is when the task runs.
 */
export async function executorNotifyTask(db: Db, p: ExecutorNotifyPayload, context: TaskContext) {
  const w = await noticeWaybill(db, p.waybillId);
  if (!w) return;
  const event = EXECUTOR_TRIGGER_LABELS[p.event];
  const status = WAYBILL_STATUS_LABELS[w.status as keyof typeof WAYBILL_STATUS_LABELS];
  const content = perLanguage((lang) =>
    renderExecutorContent(p.action.content, {
      waybillNo: w.waybillNo,
      customerCode: w.customerCode,
      status: status?.[lang] ?? w.status,
      event: event[lang],
    }),
  );
  const title = perLanguage((lang) => translate(lang, 'executorNotifyTitle', [w.waybillNo, event[lang]]));
  if (p.action.way === 'robot') {
    const text = `${title[FALLBACK_LANGUAGE]}\n${content[FALLBACK_LANGUAGE]}`;
    await queueRobotMessage(
      db,
      { url: p.action.robotUrl, channel: p.action.robotChannel, text, key: context.key },
      context.now,
    );
    return;
  }
  const recipients = await recipientIds(db, p, w);
  if (p.action.way === 'site') {
    const link = `/lms/waybill/list?no=${encodeURIComponent(w.waybillNo)}`;
    await notify(
      db,
      { recipients, kind: 'executorNotice', title, content, link, key: context.key },
      context.now,
    );
    return;
  }
  if (!recipients.length) return;
  const users = await db
    .select({ id: appUser.id, email: appUser.email, language: customer.language })
    .from(appUser)
    .leftJoin(customer, eq(customer.id, appUser.customerId))
    .where(inArray(appUser.id, recipients));
  for (const u of users) {
    if (!u.email) continue;
    const lang = LANGUAGES.find((l) => l === u.language) ?? FALLBACK_LANGUAGE;
    await queueMail(
      db,
      { to: u.email, lang, subject: title[lang], text: content[lang], key: `${context.key}:${u.id}` },
      context.now,
    );
  }
}

/** Delivers an executor's webhook call (the manifest registers the webhooks' signed, retried queue). */
export type ExecutorWebhookSender = (
  db: Db,
  call: ExecutorWebhookPayload & { key: string },
  context: TaskContext,
) => Promise<void>;
let webhookSender: ExecutorWebhookSender | null = null;

/** How an executor's webhook call is delivered (`sendThroughWebhooks`; tests put their own). */
export function setExecutorWebhookSender(sender: ExecutorWebhookSender | null): void {
  webhookSender = sender;
}

/**
 * Task `executorWebhook`: hands the queued call to the registered sender. Without one the call is
 * kept failing (retried with backoff) so nothing is lost before delivery is wired.
 */
export async function executorWebhookTask(db: Db, p: ExecutorWebhookPayload, context: TaskContext) {
  if (!webhookSender) throw new Error('no executor webhook sender registered');
  await webhookSender(db, { ...p, key: context.key }, context);
}
