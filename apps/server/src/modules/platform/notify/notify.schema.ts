import type { Message, NotifyChannel, NotifyKind, TodoKind } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';
import { instant } from '#platform/db/columns.ts';

/** A user's message subscription: per kind, the channels beside the site message, and their addresses. */
export const notifySubscription = pgTable('platform_notify_subscription', {
  userId: uuid()
    .primaryKey()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  kinds: jsonb().$type<Partial<Record<NotifyKind, NotifyChannel[]>>>().notNull().default({}),
  wecomUrl: text(),
  dingtalkUrl: text(),
  smsMobile: text(),
  wechatId: text(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * The deliveries of the channels beside the site message, one row per channel and delivery key: the
 * idempotency record of the delivery tasks, their result, and what the built-in sandbox provider of
 * the WeChat and SMS connector kinds "sent" (no real provider is configured).
 */
export const notifyDelivery = pgTable(
  'platform_notify_delivery',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<NotifyChannel>().notNull(),
    key: text().notNull(),
    messageId: uuid(),
    to: text(),
    text: text().notNull(),
    provider: text(),
    status: text().$type<'sent' | 'failed'>().notNull(),
    error: text(),
    createdAt: instant().notNull(),
  },
  (t) => [uniqueIndex('platform_notify_delivery_key').on(t.channel, t.key)],
);

/**
 * A to-do item of one user: open while doneAt is null, hidden until remindAt when put off. One open
 * item per user, kind and ref.
 */
export const platformTodo = pgTable(
  'platform_todo',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text().$type<TodoKind>().notNull(),
    title: jsonb().$type<Message>().notNull(),
    link: text(),
    refType: text().notNull(),
    refId: text().notNull(),
    dueAt: instant(),
    remindAt: instant(),
    doneAt: instant(),
    createdAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('platform_todo_open_key')
      .on(t.userId, t.kind, t.refType, t.refId)
      .where(sql`${t.doneAt} is null`),
    index('platform_todo_ref_idx').on(t.refType, t.refId),
  ],
);
