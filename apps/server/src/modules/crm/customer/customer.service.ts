import type { CustomerFeature, SysCode } from '@freightdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import { customer } from './customer.schema.ts';

/** What a customer user's session knows about its customer (spec §1). */
export type CustomerView = {
  id: string;
  code: string;
  name: string;
  fullName: string | null;
  isOnlyMakeDocument: boolean;
  salesName: string | null;
  service1UserName: string | null;
  service2UserName: string | null;
  receivableFinanceName: string | null;
  salesAssistantName: string | null;
  enableSysCodes: SysCode[];
  features: CustomerFeature[];
  customLoginPageUrl: string | null;
  /** An API key was made for the customer (`generateApiKey`): its users see the API documentation. */
  hasApiKey: boolean;
};

/** Reads a customer with the names of its follow persons. */
export async function findCustomerView(db: Db, customerId: string): Promise<CustomerView | null> {
  const sales = alias(appUser, 'sales');
  const service1 = alias(appUser, 'service1');
  const service2 = alias(appUser, 'service2');
  const finance = alias(appUser, 'finance');
  const assistant = alias(appUser, 'assistant');
  const [row] = await db
    .select({
      id: customer.id,
      code: customer.code,
      name: customer.name,
      fullName: customer.fullName,
      isOnlyMakeDocument: customer.isOnlyMakeDocument,
      salesName: sales.name,
      service1UserName: service1.name,
      service2UserName: service2.name,
      receivableFinanceName: finance.name,
      salesAssistantName: assistant.name,
      enableSysCodes: customer.enableSysCodes,
      features: customer.features,
      customLoginPageUrl: customer.customLoginPageUrl,
      hasApiKey: sql<boolean>`${customer.customerKeyHash} is not null`,
    })
    .from(customer)
    .leftJoin(sales, eq(sales.id, customer.salesUserId))
    .leftJoin(service1, eq(service1.id, customer.service1UserId))
    .leftJoin(service2, eq(service2.id, customer.service2UserId))
    .leftJoin(finance, eq(finance.id, customer.receivableFinanceUserId))
    .leftJoin(assistant, eq(assistant.id, customer.salesAssistantUserId))
    .where(eq(customer.id, customerId));
  return row ?? null;
}

/** The custom sign-in page of a customer by code, or null. */
export async function findClientLoginPage(db: Db, code: string) {
  const [row] = await db
    .select({ code: customer.code, config: customer.loginPageConfig })
    .from(customer)
    .where(eq(customer.code, code));
  if (!row?.config) return null;
  return {
    code: row.code,
    title: row.config.title ?? null,
    welcome: row.config.welcome ?? null,
    logoUrl: row.config.logoUrl ?? null,
  };
}

/** The ids among these that are customers (the entity machinery's check of a row's customer). */
export async function existingCustomers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.id, [...ids]));
  return rows.map((r) => r.id);
}

/** The customers whose lower-cased code is one of these (staff imports name customers by code). */
export async function customersByCode(db: Db, lowerCodes: readonly string[]) {
  return db
    .select({ id: customer.id, code: customer.code })
    .from(customer)
    .where(inArray(sql`lower(${customer.code})`, [...lowerCodes]));
}
