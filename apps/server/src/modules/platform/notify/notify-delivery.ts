import { LANGUAGES, type Language, type NotifyChannel } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { userMessage } from '#modules/platform/message/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { notifyDelivery, notifySubscription } from './notify.schema.ts';
import { NOTIFY_ATTEMPTS, type OutsideMail, type RobotMessage } from './notify.service.ts';
import { postRobot, sendSandbox } from './notify-channels.ts';
import { sendMail } from './notify-mail.ts';

type Delivery = { channel: NotifyChannel; key: string; messageId?: string; to: string | null; text: string };

async function delivered(db: Db, channel: NotifyChannel, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifyDelivery.id })
    .from(notifyDelivery)
    .where(and(eq(notifyDelivery.channel, channel), eq(notifyDelivery.key, key)));
  return !!row;
}

async function record(db: Db, d: Delivery, now: Date, outcome: { provider?: string; error?: string }) {
  await db
    .insert(notifyDelivery)
    .values({
      channel: d.channel,
      key: d.key,
      messageId: d.messageId ?? null,
      to: d.to,
      text: d.text,
      provider: outcome.provider ?? null,
      status: outcome.error ? 'failed' : 'sent',
      error: outcome.error?.slice(0, 500) ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Sends once per key: a delivery recorded already is done; a failed try is thrown (the runner tries
 * again with backoff) until the last one, which is recorded failed with its error.
 */
async function deliverOnce(db: Db, d: Delivery, context: TaskContext, send: () => Promise<string>) {
  if (await delivered(db, d.channel, d.key)) return null;
  if (!d.to) return record(db, d, context.now, { error: `no ${d.channel} address` });
  try {
    const provider = await send();
    return record(db, d, context.now, { provider });
  } catch (err) {
    if (context.attempt < NOTIFY_ATTEMPTS) throw err;
    return record(db, d, context.now, { error: err instanceof Error ? err.message : String(err) });
  }
}

/** The message with its recipient's addresses, in the recipient's language (a customer's, else the default). */
async function messageWithRecipient(db: Db, messageId: string) {
  const [row] = await db
    .select({
      title: userMessage.title,
      content: userMessage.content,
      titles: userMessage.titles,
      contents: userMessage.contents,
      link: userMessage.link,
      email: appUser.email,
      customerLanguage: customer.language,
      sub: notifySubscription,
    })
    .from(userMessage)
    .innerJoin(appUser, eq(appUser.id, userMessage.userId))
    .leftJoin(customer, eq(customer.id, appUser.customerId))
    .leftJoin(notifySubscription, eq(notifySubscription.userId, userMessage.userId))
    .where(eq(userMessage.id, messageId));
  if (!row) return null;
  const lang = LANGUAGES.find((l) => l === row.customerLanguage) as Language | undefined;
  return { row, lang };
}

/** Task `platform.notify.deliver`: one site message sent on one channel of its recipient's subscription. */
export async function deliverMessageTask(
  db: Db,
  payload: { messageId: string; channel: NotifyChannel },
  context: TaskContext,
) {
  const found = await messageWithRecipient(db, payload.messageId);
  if (!found) return null;
  const { row } = found;
  const ctx = context.system(found.lang);
  const title = row.titles?.[ctx.lang] ?? row.title;
  const content = row.contents?.[ctx.lang] ?? row.content;
  const text = [title, content, row.link].filter(Boolean).join('\n');
  const sub = row.sub;
  const key = `${payload.messageId}`;
  switch (payload.channel) {
    case 'email': {
      const d: Delivery = { channel: 'email', key, messageId: payload.messageId, to: row.email, text };
      return deliverOnce(db, d, context, async () => {
        await sendMail(ctx, { to: row.email ?? '', subject: title, text, lang: ctx.lang });
        return 'smtp';
      });
    }
    case 'wecom':
    case 'dingtalk': {
      const url = payload.channel === 'wecom' ? sub?.wecomUrl : sub?.dingtalkUrl;
      const d: Delivery = {
        channel: payload.channel,
        key,
        messageId: payload.messageId,
        to: url ?? null,
        text,
      };
      return deliverOnce(db, d, context, () => postRobot(url ?? '', text));
    }
    case 'sms':
    case 'wechat': {
      const to = payload.channel === 'sms' ? sub?.smsMobile : sub?.wechatId;
      const d: Delivery = {
        channel: payload.channel,
        key,
        messageId: payload.messageId,
        to: to ?? null,
        text,
      };
      return deliverOnce(db, d, context, () => sendSandbox());
    }
    default:
      return null;
  }
}

/** Task `platform.notify.robot`: one robot message posted to its webhook. */
export async function deliverRobotTask(db: Db, payload: RobotMessage, context: TaskContext) {
  const d: Delivery = { channel: payload.channel, key: payload.key, to: payload.url, text: payload.text };
  return deliverOnce(db, d, context, () => postRobot(payload.url, payload.text));
}

/** Task `platform.notify.mail`: one mail to an outside address, in the language it was queued in. */
export async function deliverMailTask(db: Db, payload: OutsideMail, context: TaskContext) {
  const text = `${payload.subject}\n${payload.text}`;
  const d: Delivery = { channel: 'email', key: payload.key, to: payload.to, text };
  return deliverOnce(db, d, context, async () => {
    const { to, subject, lang } = payload;
    await sendMail(context.system(lang), { to, subject, text: payload.text, lang });
    return 'smtp';
  });
}
