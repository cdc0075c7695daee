import type { Language, PermissionScopeType } from '@freightdesk/domain';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a scope of type specifiedEmployee or customer points at. */
export type PermissionScopeConfig = { userIds?: string[]; customerIds?: string[] };

/** A named data permission scope that searches receive as `permissionScope`. */
export const permissionScope = pgTable('permission_scope', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: jsonb().$type<Record<Language, string>>().notNull(),
  type: text().$type<PermissionScopeType>().notNull(),
  config: jsonb().$type<PermissionScopeConfig>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
