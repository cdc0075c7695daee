import { eq, inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { productTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { generateWaybills } from './waybill-generate.ts';

const STEP = 'demo:lmsWaybill';
/** Demo waybills: numbers FDDEMO…, customer numbers DEMO-…, order times over the last 60 days. */
export const DEMO_WAYBILL_COUNT = 48;

/**
 * Seeds a few dozen freight waybills of the demo customers C0001 and C0002 in many statuses, once
 * per database (a seed step), with the set-based generator of the bench (one statement).
 */
export async function seedWaybillDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const customers = await tx
    .select({ id: customer.id, code: customer.code })
    .from(customer)
    .where(inArray(customer.code, ['C0001', 'C0002']))
    .orderBy(customer.code);
  const products = await tx.select({ id: productTable.id }).from(productTable).orderBy(productTable.code);
  if (!customers.length || !products.length) return;
  await generateWaybills(tx, {
    count: DEMO_WAYBILL_COUNT,
    prefix: 'FDDEMO',
    customerNoPrefix: 'DEMO-',
    customerIds: customers.map((c) => c.id),
    productIds: products.map((p) => String(p.id)),
    days: 60,
    now: new Date(),
  });
  await tx.insert(seedStep).values({ name: STEP });
}
