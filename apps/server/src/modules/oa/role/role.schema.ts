import type { UserType } from '@freightdesk/domain';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A role groups permission codes; users of one type hold one role. `version` guards concurrent edits. */
export const role = pgTable('role', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  /** The name in English and Vietnamese (`name` is the Chinese one); blank shows `name`. */
  nameEn: text(),
  nameVi: text(),
  userType: text().$type<UserType>().notNull(),
  remark: text(),
  /** The data scopes (`permission_scope` codes) the role's users may search with; `all` sees every record. */
  dataScopes: text().array().notNull().default(['all']),
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const rolePermission = pgTable(
  'role_permission',
  {
    roleId: uuid()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);
