import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
  type Message,
  type MessageKey,
  type NotifyKind,
  type TodoKind,
} from '@freightdesk/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { userMessage } from '#modules/platform/message/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { translate } from '#platform/http/errors.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { notifyDelivery, notifySubscription, platformTodo } from './notify.schema.ts';

export const NOTIFY_DELIVER_TASK = 'platform.notify.deliver';
export const NOTIFY_ROBOT_TASK = 'platform.notify.robot';
export const NOTIFY_MAIL_TASK = 'platform.notify.mail';
/** Tries of a delivery before it is recorded failed. */
export const NOTIFY_ATTEMPTS = 4;

export type NotifyInput = {
  /** App user ids (staff or customer users); duplicates are notified once. */
  recipients: readonly string[];
  kind: NotifyKind;
  /** In the three languages: each recipient reads it in their own. */
  title: Message;
  content?: Message;
  /** The web path the message opens (e.g. `/oa/work-order?id=…`). */
  link?: string;
  /** The event's key: the same kind + key reaches a recipient once, however often it is called. */
  key: string;
};

/** A catalogue message in the three languages. */
export function messageOf(key: MessageKey, params: readonly (string | number)[] = []): Message {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(lang, key, params)])) as Message;
}

/**
 * Announces one event: a site message for each recipient, and the channels each subscribed to for
 * the kind, queued as durable tasks (inside the caller's transaction they exist only if it commits).
 */
export async function notify(db: Db | Tx, input: NotifyInput, now: Date): Promise<void> {
  const recipients = [...new Set(input.recipients)];
  if (!recipients.length) return;
  const written = await db
    .insert(userMessage)
    .values(
      recipients.map((userId) => ({
        userId,
        kind: input.kind,
        eventKey: input.key,
        title: input.title[FALLBACK_LANGUAGE],
        content: input.content?.[FALLBACK_LANGUAGE] ?? null,
        titles: input.title,
        contents: input.content ?? null,
        link: input.link ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [userMessage.userId, userMessage.kind, userMessage.eventKey] })
    .returning({ id: userMessage.id, userId: userMessage.userId });
  if (!written.length) return;
  const subscriptions = await db
    .select({ userId: notifySubscription.userId, kinds: notifySubscription.kinds })
    .from(notifySubscription)
    .where(
      inArray(
        notifySubscription.userId,
        written.map((m) => m.userId),
      ),
    );
  const channelsOf = new Map(subscriptions.map((s) => [s.userId, s.kinds[input.kind] ?? []]));
  for (const message of written) {
    for (const channel of new Set(channelsOf.get(message.userId) ?? [])) {
      if (channel === 'site') continue;
      await enqueueTask(
        db,
        {
          type: NOTIFY_DELIVER_TASK,
          key: `${message.id}:${channel}`,
          payload: { messageId: message.id, channel },
          maxAttempts: NOTIFY_ATTEMPTS,
        },
        now,
      );
    }
  }
}

export type TodoInput = {
  userId: string;
  kind: TodoKind;
  title: Message;
  link?: string;
  /** What the item is about (e.g. `workOrder` + its id); one open item per user, kind and ref. */
  refType: string;
  refId: string;
  dueAt?: Date;
};

/** Adds a to-do item unless the user has an open one of the same kind and ref. */
export async function addTodo(db: Db | Tx, input: TodoInput, now: Date): Promise<void> {
  await db
    .insert(platformTodo)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      link: input.link ?? null,
      refType: input.refType,
      refId: input.refId,
      dueAt: input.dueAt ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Completes the open to-do items of a ref (of one kind / one user when given). */
export async function completeTodos(
  db: Db | Tx,
  ref: { refType: string; refId: string; kind?: TodoKind; userId?: string },
  now: Date,
): Promise<void> {
  await db
    .update(platformTodo)
    .set({ doneAt: now })
    .where(
      and(
        eq(platformTodo.refType, ref.refType),
        eq(platformTodo.refId, ref.refId),
        isNull(platformTodo.doneAt),
        ref.kind ? eq(platformTodo.kind, ref.kind) : undefined,
        ref.userId ? eq(platformTodo.userId, ref.userId) : undefined,
      ),
    );
}

export type RobotMessage = {
  /** The robot's webhook (the bot address of an announcement config or a subscription). */
  url: string;
  channel: 'wecom' | 'dingtalk';
  text: string;
  /** The delivery's key: queued once per key. */
  key: string;
};

/** Queues one robot message (a durable task posts it to the webhook, with retries). */
export async function queueRobotMessage(db: Db | Tx, message: RobotMessage, now: Date): Promise<void> {
  await enqueueTask(
    db,
    {
      type: NOTIFY_ROBOT_TASK,
      key: `${message.channel}:${message.key}`,
      payload: { url: message.url, channel: message.channel, text: message.text, key: message.key },
      maxAttempts: NOTIFY_ATTEMPTS,
    },
    now,
  );
}

/** A mail to an address outside the user accounts: a customer's own address for its payment reminders. */
export type OutsideMail = {
  to: string;
  lang: Language;
  subject: string;
  text: string;
  /** The delivery's key: queued and sent once per key; its outcome is read back with `mailDeliveries`. */
  key: string;
};

/** Queues one mail to an outside address (a durable task sends it through SMTP, with retries). */
export async function queueMail(db: Db | Tx, mail: OutsideMail, now: Date): Promise<void> {
  await enqueueTask(
    db,
    { type: NOTIFY_MAIL_TASK, key: mail.key, payload: mail, maxAttempts: NOTIFY_ATTEMPTS },
    now,
  );
}

export type MailDelivery = { key: string; status: 'sent' | 'failed'; error: string | null; at: Date };

/** The outcomes of the mails queued with these keys (a key still in the queue has none). */
export async function mailDeliveries(
  db: Db | Tx,
  keys: readonly string[],
): Promise<Map<string, MailDelivery>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({
      key: notifyDelivery.key,
      status: notifyDelivery.status,
      error: notifyDelivery.error,
      at: notifyDelivery.createdAt,
    })
    .from(notifyDelivery)
    .where(and(eq(notifyDelivery.channel, 'email'), inArray(notifyDelivery.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row as MailDelivery]));
}
