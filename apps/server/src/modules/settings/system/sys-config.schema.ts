import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** System settings: one JSON value per key. */
export const sysConfig = pgTable('sys_config', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedBy: uuid(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type PublicConfigField = { field: string; enableSingle: boolean };
export type PublicConfigContent = { fields: PublicConfigField[] };

/** Configs readable by every signed-in user (e.g. which waybill fields are editable one by one). */
export const publicConfig = pgTable('public_config', {
  id: text().primaryKey(),
  config: jsonb().$type<PublicConfigContent>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
