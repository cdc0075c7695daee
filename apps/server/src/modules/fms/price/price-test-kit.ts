import type { PriceInsertPayload } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customerId, productId, signInAll, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { channelTable } from '#modules/settings/basic.schema.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { fmsPrice } from './price.schema.ts';

/** Test helpers of the price API: the demo ids, a price table body and a checked insert. */

export type PriceIds = { product: string; channel: string; c1: string; c2: string };

export async function priceIds(t: TestApp): Promise<PriceIds> {
  const [ch] = await t.database.db
    .select({ id: channelTable.id })
    .from(channelTable)
    .where(eq(channelTable.code, 'USUPS'));
  return {
    product: await productId(t, 'FDUSEXP'),
    channel: String(ch!.id),
    c1: await customerId(t, 'C0001'),
    c2: await customerId(t, 'C0002'),
  };
}

/** Signs in the demo users and removes any seeded price tables so every test starts from none. */
export async function priceSetup(t: TestApp): Promise<{ tk: Tokens; ids: PriceIds }> {
  await t.database.db.delete(fmsPrice);
  return { tk: await signInAll(t), ids: await priceIds(t) };
}

export const DAY = 86_400_000;

/** A customer price table: one unit-price row (all zones) on FDUSEXP / USUPS, effective from yesterday. */
export function priceBody(t: TestApp, ids: PriceIds, over: Record<string, unknown> = {}) {
  return {
    name: 'US express',
    kind: 'customer',
    mode: 'common',
    productId: ids.product,
    channelId: ids.channel,
    customerIds: [ids.c1],
    effectiveFrom: new Date(t.clock.now().getTime() - DAY).toISOString(),
    weightRanges: [{ attributeType: 'unitPrice', price: '30' }],
    ...over,
  } satisfies Partial<Record<keyof PriceInsertPayload, unknown>>;
}

/** Inserts a table (force) and fails the test when refused. */
export async function insertPrice(
  t: TestApp,
  token: string,
  body: unknown,
): Promise<{ id: string; version: number }> {
  const r = await t.post<{ id: string; version: number }>(
    '/fms/price/insert',
    { force: true, ...(body as object) },
    { token },
  );
  if (r.code !== 0) throw new Error(`insert refused: ${r.msg}`);
  return r.data;
}
