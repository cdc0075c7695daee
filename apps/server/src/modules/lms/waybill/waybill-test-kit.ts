import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { productTable } from '#modules/settings/basic.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lmsWaybill, lmsWaybillTrack } from './waybill.schema.ts';

/** Test helpers of the waybill API: the demo sign-ins, a valid order and direct row reads. */

export type Tokens = { admin: string; service: string; demo: string; lmsonly: string };

/**
 * Signs in the demo users. `service` gets its own grant of every record: the demo role sees only the
 * customers it follows, and these tests are about other rules (data scopes: data-scope.test.ts).
 */
export async function signInAll(t: TestApp): Promise<Tokens> {
  await t.database.db
    .update(appUser)
    .set({ dataScopes: ['all'] })
    .where(eq(appUser.username, 'service'));
  return {
    admin: await t.login('admin', 'Admin@123'),
    service: await t.login('service', 'Service@123'),
    demo: await t.login('demo', 'Demo@123', 'customer'),
    lmsonly: await t.login('lmsonly', 'Lms@1234', 'customer'),
  };
}

/** A fresh app (its own database) with the demo sign-ins and the id of the default product (FDUSEXP). */
export async function startWaybillApp(): Promise<{ t: TestApp; tk: Tokens; product: string }> {
  const t = await createTestApp();
  return { t, tk: await signInAll(t), product: await productId(t) };
}

/**
 * An order-time criterion from a minute ago to a day ahead: it holds the waybills a test places,
 * not the demo seed's (those are older than a day).
 */
export function recentOrderTime(t: TestApp): { orderTime: [string, string] } {
  const now = t.clock.now().getTime();
  return { orderTime: [new Date(now - 60_000).toISOString(), new Date(now + 86_400_000).toISOString()] };
}

export async function productId(t: TestApp, code = 'FDUSEXP'): Promise<string> {
  const [row] = await t.database.db
    .select({ id: productTable.id })
    .from(productTable)
    .where(eq(productTable.code, code));
  return String(row!.id);
}

export async function customerId(t: TestApp, code: 'C0001' | 'C0002'): Promise<string> {
  const [row] = await t.database.db.select({ id: customer.id }).from(customer).where(eq(customer.code, code));
  return row!.id;
}

/** A valid US order: two pieces (8 kg 50×40×30, 3 kg 20×20×20) and two commodity lines. */
export function sampleOrder(product: string, over: Record<string, unknown> = {}) {
  return {
    productId: product,
    sender: {
      name: 'Li Ming',
      company: 'Bright Trading',
      phone: '13800000000',
      countryCode: 'CN',
      city: 'Shenzhen',
      address1: 'Fuyong Logistics Park',
    },
    recipient: {
      name: 'John Smith',
      phone: '2135550100',
      countryCode: 'US',
      state: 'CA',
      city: 'Los Angeles',
      postcode: '90001',
      address1: '1 Main Street',
    },
    invoice: { declareValue: '120.00', declareCurrency: 'USD' },
    pieces: [
      { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
      { orderActualWeight: '3', orderLength: '20', orderWidth: '20', orderHeight: '20' },
    ],
    commodities: [
      { nameEn: 'Cotton T-shirt', nameCn: '棉T恤', quantity: 10, unitPrice: '5.000', hsCode: '610910' },
      { nameEn: 'Canvas bag', quantity: 4, unitPrice: '17.500' },
    ],
    ...over,
  };
}

export async function waybillRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.id, id));
  return row;
}

export async function trackRows(t: TestApp, id: string) {
  return t.database.db.select().from(lmsWaybillTrack).where(eq(lmsWaybillTrack.waybillId, id));
}

/** Places an order and fails the test when it is refused. */
export async function order(
  t: TestApp,
  token: string,
  body: unknown,
): Promise<{ id: string; waybillNo: string }> {
  const res = await t.post<{ id: string; waybillNo: string }>('/lms/waybill/order', body, { token });
  if (res.code !== 0) throw new Error(`order refused: ${res.msg}`);
  return res.data;
}
