import type { JobStatus, LoginMode, UserType } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { jobPositionTable, organization } from '#modules/oa/organization/index.ts';
import { role } from '#modules/oa/role/index.ts';

/** A password hash no password matches: imported employees sign in only after a reset. */
export const UNUSABLE_PASSWORD_HASH = '!';

/**
 * Staff and customer users. A username is unique within its user type. The staff users are the
 * `employee` entity (code and username unique among staff, case-insensitive).
 */
export const appUser = pgTable(
  'app_user',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(0),
    code: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull().default(UNUSABLE_PASSWORD_HASH),
    name: text().notNull(),
    userType: text().$type<UserType>().notNull(),
    email: text(),
    mobile: text(),
    address: varchar({ length: 200 }),
    sex: smallint(),
    birthday: date({ mode: 'string' }),
    identityNo: varchar({ length: 30 }),
    entryDate: date({ mode: 'string' }),
    nativePlace: varchar({ length: 50 }),
    education: varchar({ length: 50 }),
    departureDate: date({ mode: 'string' }),
    school: varchar({ length: 100 }),
    emergencyContact: varchar({ length: 50 }),
    emergencyPhone: varchar({ length: 30 }),
    jobStatus: text().$type<JobStatus>().notNull().default('atWork'),
    jobPositionId: uuid().references(() => jobPositionTable.id),
    roleId: uuid().references(() => role.id),
    departmentId: uuid().references(() => organization.id),
    /** The user's own data scope grants, replacing the role's; null: the role's. */
    dataScopes: text().array(),
    /** Warehouses of the jurisdiction: the user may work in (and switch between) these. */
    warehouseIds: uuid().array().notNull().default(sql`'{}'`),
    /** The employee's files (`[{fileId, fileName, type}]`: ID, diploma, other). */
    files: jsonb(),
    warehouseId: uuid().references(() => organization.id),
    customerId: uuid().references(() => customer.id),
    loginModes: text().array().$type<LoginMode[]>().notNull().default(['normal']),
    enabled: boolean().notNull().default(true),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('app_user_type_username_uq').on(t.userType, t.username),
    uniqueIndex('app_user_code_uq').on(sql`lower(${t.code})`).where(sql`${t.userType} = 'staff'`),
    uniqueIndex('app_user_username_uq').on(sql`lower(${t.username})`).where(sql`${t.userType} = 'staff'`),
    index('app_user_role_idx').on(t.roleId),
    index('app_user_customer_idx').on(t.customerId),
    index('app_user_department_id_idx').on(t.departmentId),
    index('app_user_warehouse_ids_idx').using('gin', t.warehouseIds),
  ],
);
