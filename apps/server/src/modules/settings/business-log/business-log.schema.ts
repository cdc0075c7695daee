import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a write changed: the row's values before and after (only the changed fields for updates). */
export type BusinessLogChanges = { before?: Record<string, unknown>; after?: Record<string, unknown> };

/** Who changed what, written in the same transaction as the change (settings centre → business log). */
export const businessLog = pgTable(
  'business_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    entity: text().notNull(),
    entityId: uuid().notNull(),
    action: text().notNull(),
    userId: uuid(),
    userName: text(),
    customerId: uuid(),
    changes: jsonb().$type<BusinessLogChanges>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_log_entity_idx').on(t.entity, t.entityId),
    index('business_log_created_idx').on(t.createdAt),
  ],
);
