import { webhook } from '@freightdesk/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '#platform/entity/entity-table.ts';

/** The webhooks (the entity machinery serves them). */
export const webhookTable = entityTable(webhook);

/**
 * Each webhook's signing secret, sealed (AES-256-GCM under the server's secrets key) and apart from the
 * described table so that no generic read, export or log ever reaches it.
 */
export const webhookSecret = pgTable('basic_webhook_secret', {
  hookId: uuid().primaryKey(),
  sealed: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The delivery log: one row per try of one delivery (a webhook's event, a test, or a post queued by
 * an executor without a stored hook), with what was sent (secret masked) and what came back.
 */
export const webhookDelivery = pgTable(
  'basic_webhook_delivery',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The delivery (the body's `id`): the same on every try. */
    deliveryId: uuid().notNull(),
    hookId: uuid(),
    /** The hook's customer, or the customer a queued post was made for (what a customer user may read). */
    customerId: uuid(),
    event: varchar({ length: 64 }).notNull(),
    url: text().notNull(),
    attempt: integer().notNull(),
    status: varchar({ length: 16 }).$type<'success' | 'failed'>().notNull(),
    requestHeaders: jsonb().$type<Record<string, string>>().notNull(),
    requestBody: text().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    durationMs: integer().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('basic_webhook_delivery_hook_idx').on(t.hookId, t.createdAt),
    index('basic_webhook_delivery_delivery_idx').on(t.deliveryId),
    index('basic_webhook_delivery_customer_idx').on(t.customerId, t.createdAt),
  ],
);
