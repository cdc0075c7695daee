import type { JobStatus, LoginMode, UserType } from '@freightdesk/domain';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customer } from '#modules/customer/customer/customer.schema.ts';
import { organization } from '#modules/user/organization/organization.schema.ts';
import { role } from '#modules/user/role/role.schema.ts';

/** Staff and customer users. A username is unique within its user type. */
export const appUser = pgTable(
  'app_user',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    userType: text().$type<UserType>().notNull(),
    email: text(),
    mobile: text(),
    sex: smallint(),
    jobStatus: text().$type<JobStatus>().notNull().default('atWork'),
    roleId: uuid().references(() => role.id),
    departmentId: uuid().references(() => organization.id),
    warehouseId: uuid().references(() => organization.id),
    customerId: uuid().references(() => customer.id),
    loginModes: text().array().$type<LoginMode[]>().notNull().default(['normal']),
    enabled: boolean().notNull().default(true),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_user_type_username_uq').on(t.userType, t.username),
    index('app_user_role_idx').on(t.roleId),
    index('app_user_customer_idx').on(t.customerId),
  ],
);

/** Warehouses a staff user may work in (and switch between). */
export const userWarehouse = pgTable(
  'user_warehouse',
  {
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.warehouseId] })],
);
