import type { CustomerFeature, SysCode } from '@freightdesk/domain';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The look of a customer's own sign-in page. */
export type LoginPageConfig = { title?: string; welcome?: string; logoUrl?: string };

/** A customer account; its users sign in to the customer area. Follow persons are staff user ids. */
export const customer = pgTable('customer', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  fullName: text(),
  isOnlyMakeDocument: boolean().notNull().default(false),
  salesUserId: uuid(),
  service1UserId: uuid(),
  service2UserId: uuid(),
  receivableFinanceUserId: uuid(),
  salesAssistantUserId: uuid(),
  enableSysCodes: text().array().$type<SysCode[]>().notNull().default([]),
  features: text().array().$type<CustomerFeature[]>().notNull().default([]),
  customLoginPageUrl: text(),
  loginPageConfig: jsonb().$type<LoginPageConfig>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
