import type { QrScanStatusValue, UserType } from '@freightdesk/domain';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';

/**
 * Every sign-in attempt, read back to throttle by username and by client address across processes.
 * `passwordChecked` is false for an attempt refused before its password was read (captcha missing,
 * waiting); `captchaPassed` marks an attempt that carried a correct captcha.
 */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    userType: text().$type<UserType>().notNull(),
    address: text().notNull(),
    success: boolean().notNull(),
    passwordChecked: boolean().notNull().default(true),
    captchaPassed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempt_user_idx').on(t.userType, t.username, t.createdAt),
    index('login_attempt_address_idx').on(t.address, t.createdAt),
  ],
);

/** A one-time captcha; the answer is kept lower-cased and removed when used. */
export const captcha = pgTable('captcha', {
  id: uuid().primaryKey().defaultRandom(),
  answer: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Devices a user may use for safe-mode sign-in; a request starts pending until staff approve it. */
export const deviceBinding = pgTable(
  'device_binding',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    status: text().$type<'pending' | 'approved'>().notNull(),
    approvedBy: uuid(),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('device_binding_user_device_uq').on(t.userId, t.deviceId)],
);

/** A one-time QR sign-in: 0 wait → 1 scanned → 2 success (token handed out once) or 3 expired. */
export const qrScan = pgTable('qr_scan', {
  id: uuid().primaryKey().defaultRandom(),
  status: smallint().$type<QrScanStatusValue>().notNull().default(0),
  userId: uuid().references(() => appUser.id, { onDelete: 'cascade' }),
  tokenIssuedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
