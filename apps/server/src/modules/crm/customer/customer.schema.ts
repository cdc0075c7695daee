import type { CustomerFeature, SysCode } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The look of a customer's own sign-in page. */
export type LoginPageConfig = { title?: string; welcome?: string; logoUrl?: string };

/**
 * A customer account; its users sign in to the customer area. Follow persons are staff user ids.
 *
 * Hand-written (sign-in, sessions and the portal guards read it with its own types) and served by the
 * entity machinery through the `customer` description (`packages/domain/src/entities/crm/`): it has
 * the machinery's system columns (`version`, `enabled`, audit), a column per described field (same
 * property names) and the machinery's unique index name (`customer_code_uq`). `entity-table.test.ts`
 * checks that it still fits the description.
 */
export const customer = pgTable(
  'customer',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    code: text().notNull(),
    name: text().notNull(),
    fullName: text(),
    openDate: date({ mode: 'string' }),
    socialCreditCode: text(),
    contact: text(),
    phone: text(),
    fax: text(),
    email: text(),
    /** The language of the mail it gets (reminders); null: the default language. */
    language: text(),
    address: text(),
    level: text(),
    settlementMode: text(),
    /** A hint of the API key (`fdk_…abcd`); the key itself is stored only as `customerKeyHash`. */
    customerKey: text(),
    /** SHA-256 (hex) of the API key made by `generateApiKey`. */
    customerKeyHash: text(),
    detainStatus: boolean().notNull().default(false),
    autoArrearsDetain: boolean().notNull().default(false),
    makeDocumentLimit: integer(),
    creditLine: numeric({ precision: 18, scale: 2 }),
    initialBalance: numeric({ precision: 18, scale: 2 }),
    /** Blank reads as RMB (`DEFAULT_SETTLEMENT_CURRENCY`). */
    settlementCurrency: text().default('RMB'),
    /** Blank reads as off. */
    creditControl: text().$type<'off' | 'warn' | 'block'>().default('off'),
    warnTips: text(),
    chargeBillAutoConfirm: boolean().notNull().default(false),
    autoWriteOff: boolean().notNull().default(false),
    isOnlyMakeDocument: boolean().notNull().default(false),
    latestShippingTime: timestamp({ withTimezone: true }),
    /** The daily order cut-off "HH:mm" (company clock): later orders ship on the next day. */
    shippingCutOffTime: text(),
    salesUserId: uuid(),
    service1UserId: uuid(),
    service2UserId: uuid(),
    receivableFinanceUserId: uuid(),
    salesAssistantUserId: uuid(),
    enableSysCodes: text().array().$type<SysCode[]>().notNull().default([]),
    features: text().array().$type<CustomerFeature[]>().notNull().default([]),
    invoiceTitles: jsonb(),
    pickUpAddresses: jsonb(),
    remark: text(),
    customLoginPageUrl: text(),
    loginPageConfig: jsonb().$type<LoginPageConfig>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('customer_code_uq').on(sql`lower(${t.code})`),
    index('customer_name_idx').on(t.name),
    index('customer_enable_sys_codes_idx').using('gin', t.enableSysCodes),
  ],
);
