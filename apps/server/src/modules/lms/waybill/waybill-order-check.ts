import {
  applyOrderConfig,
  type BlacklistEntry,
  checkOrder,
  customerNoTaken,
  type OrderPieceInput,
  orderFieldLabel,
  orderMeasure,
  orderPieceCount,
  WAYBILL_FIELD_LABELS,
  type WaybillOrderInput,
} from '@freightdesk/domain';
import { and, inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { type BlackListType, findBlackListed } from '#modules/settings/goods/index.ts';
import { countryTable } from '#modules/settings/index.ts';
import { productOrderConfigs } from '#modules/settings/product/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill } from './waybill.schema.ts';
import { isCustomerUser } from './waybill-access.ts';
import { enabledProducts, orderWeightColumns, type WaybillProduct } from './waybill-product.ts';
import { remoteLevelsFor } from './waybill-remote.ts';

/**
 * The order rules of spec platform-core §5 over a batch of orders (one order, or an import's
 * thousands), set-based: one query per kind of reference data for the whole batch (customers,
 * products, EU countries, blacklist, remote areas, customer numbers taken), then every order checked
 * in memory in the order a user fixes them — customer, product, pieces, EU destination, commodities,
 * blacklist, customer number unique. An order that passes comes back with what its insert needs.
 */

/** An order that passed every rule, with the columns worked out from reference data. */
export type CheckedOrder = {
  order: WaybillOrderInput;
  customerId: string;
  product: WaybillProduct;
  pieces: OrderPieceInput[];
  weights: ReturnType<typeof orderWeightColumns>;
  /** The recipient with its remote level from the remote-area library (never the caller's). */
  recipient: WaybillOrderInput['recipient'] & { remoteLevel: number };
  /** The shipping day (YYYY-MM-DD) an order check dates it for (the customer's cut-off); none: unset. */
  shipDate?: string;
};
export type OrderCheck = { ok: true; checked: CheckedOrder } | { ok: false; error: BizError };

/** Customer numbers already claimed by earlier orders of the same batch (`customerId` NUL `customerNo`). */
export type BatchClaims = Set<string>;
const claimKey = (customerId: string, customerNo: string) => `${customerId}\u0000${customerNo}`;

/** Every commodity line of an order: the waybill's and those of its boxes. */
export const allLines = (order: WaybillOrderInput) => [
  ...order.commodities,
  ...order.boxes.flatMap((b) => b.commodities),
];
/** Spacing as the blacklist rule compares it ("John  Smith" is "John Smith"). */
const collapse = (v: string) => v.trim().replace(/\s+/g, ' ');
const lookupValue = (v: string) => v.trim().toLowerCase();

/** The values of an order the blacklist is searched for, per type (as `findBlackListed` compares them). */
function blacklistValues(order: WaybillOrderInput): Record<BlackListType, string[]> {
  const party = (p: WaybillOrderInput['sender']) =>
    [p.name, p.company, p.phone].filter(Boolean).map((v) => lookupValue(collapse(v!)));
  return {
    sender: party(order.sender),
    recipient: party(order.recipient),
    commodity: allLines(order)
      .flatMap((c) => [c.nameEn, c.nameCn ?? '', ...c.goodsDescs])
      .filter(Boolean)
      .map((v) => lookupValue(collapse(v))),
  };
}

const BLACKLIST_TYPES: readonly BlackListType[] = ['sender', 'recipient', 'commodity'];

/**
 * The enabled blacklist entries hitting any order of the batch (one query per type), and per order
 * the ones that hit it — the same entries, in the same order, as a lookup of that order alone.
 */
async function blacklistPerOrder(
  db: Db,
  orders: readonly WaybillOrderInput[],
  read: Read,
): Promise<BlacklistEntry[][]> {
  const values = orders.map(blacklistValues);
  const hits = await Promise.all(
    BLACKLIST_TYPES.map((type) =>
      read(() =>
        findBlackListed(
          db,
          type,
          values.flatMap((v) => v[type]),
        ),
      ),
    ),
  );
  return values.map((v) =>
    BLACKLIST_TYPES.flatMap((type, i) =>
      hits[i]!.filter((e) => {
        const content = String(e.content).toLowerCase();
        return type === 'commodity' ? v[type].some((x) => x.includes(content)) : v[type].includes(content);
      }).map((e) => ({ type: e.type as BlacklistEntry['type'], content: String(e.content) })),
    ),
  );
}

type Read = <T>(read: () => Promise<T>) => Promise<T>;

/**
 * How the reads of a check run: all at once on a pool (`concurrent`: fewer round trips of waiting),
 * else one after the other — a transaction has one connection, which takes one query at a time.
 */
function reader(concurrent: boolean): Read {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(read: () => Promise<T>) => {
    if (concurrent) return read();
    const next = chain.then(read);
    chain = next.catch(() => undefined);
    return next;
  };
}

/** The ids of the chosen customers that exist (staff orders). */
async function existingCustomers(db: Db, orders: readonly WaybillOrderInput[]): Promise<Set<string>> {
  const ids = [...new Set(orders.map((o) => o.customerId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Set();
  const rows = await db.select({ id: customer.id }).from(customer).where(inArray(customer.id, ids));
  return new Set(rows.map((r) => r.id));
}

async function euCountries(db: Db, orders: readonly WaybillOrderInput[]): Promise<Set<string>> {
  const codes = [...new Set(orders.map((o) => o.recipient.countryCode))];
  const rows = await db
    .select({ code: countryTable.code, isEu: countryTable.isEu })
    .from(countryTable)
    .where(inArray(countryTable.code, codes));
  return new Set(rows.filter((r) => r.isEu).map((r) => String(r.code)));
}

/** The (customer, customer number) pairs of the batch already on a waybill. */
async function takenCustomerNos(
  db: Db,
  pairs: readonly { customerId: string; customerNo: string }[],
): Promise<BatchClaims> {
  if (!pairs.length) return new Set();
  const rows = await db
    .select({ customerId: lmsWaybill.customerId, customerNo: lmsWaybill.customerNo })
    .from(lmsWaybill)
    .where(
      and(
        inArray(lmsWaybill.customerId, [...new Set(pairs.map((p) => p.customerId))]),
        inArray(lmsWaybill.customerNo, [...new Set(pairs.map((p) => p.customerNo))]),
      ),
    );
  return new Set(rows.map((r) => claimKey(r.customerId, r.customerNo!)));
}

/** The customer of an order: a customer user's own, or the existing one staff chose. */
function customerOf(
  ctx: AuthedContext,
  order: WaybillOrderInput,
  existing: Set<string>,
): { id: string } | { error: BizError } {
  const label = WAYBILL_FIELD_LABELS.customerId!;
  if (isCustomerUser(ctx))
    return ctx.auth.customerId ? { id: ctx.auth.customerId } : { error: new BizError('noPermission') };
  if (!order.customerId) return { error: new BizError('required', [{ label }]) };
  if (!existing.has(order.customerId)) return { error: new BizError('notExist', [{ label }]) };
  return { id: order.customerId };
}

/**
 * Checks a batch of orders against every order rule (see the file comment). `claims` carries the
 * customer numbers of earlier passing orders of the same import across calls, so a number used twice
 * in one file is refused on its second use; `concurrent` sends the reads at once (only on a pool,
 * never in a transaction). Answers one result per order, in order.
 */
export async function checkOrders(
  ctx: AuthedContext,
  db: Db,
  orders: readonly WaybillOrderInput[],
  claims: BatchClaims = new Set(),
  options: { concurrent?: boolean } = {},
): Promise<OrderCheck[]> {
  if (!orders.length) return [];
  const read = reader(options.concurrent ?? false);
  const ownCustomer = isCustomerUser(ctx) ? ctx.auth.customerId : undefined;
  // every number the batch names is looked up; only those of orders that pass are refused
  const named = orders.flatMap((o) => {
    const customerId = isCustomerUser(ctx) ? ownCustomer : o.customerId;
    return customerId && o.customerNo ? [{ customerId, customerNo: o.customerNo }] : [];
  });
  const [customers, products, eu, blacklists, remote, taken, configs] = await Promise.all([
    read(() => (isCustomerUser(ctx) ? Promise.resolve(new Set<string>()) : existingCustomers(db, orders))),
    read(() =>
      enabledProducts(
        db,
        orders.map((o) => o.productId),
      ),
    ),
    read(() => euCountries(db, orders)),
    blacklistPerOrder(db, orders, read),
    read(() =>
      remoteLevelsFor(
        db,
        orders.map((o) => o.recipient),
      ),
    ),
    read(() => takenCustomerNos(db, named)),
    read(() =>
      productOrderConfigs(
        db,
        orders.map((o) => o.productId),
      ),
    ),
  ]);
  const results: OrderCheck[] = [];
  const numbered: { i: number; customerId: string; customerNo: string }[] = [];
  for (const [i, given] of orders.entries()) {
    const who = customerOf(ctx, given, customers);
    if ('error' in who) {
      results.push({ ok: false, error: who.error });
      continue;
    }
    const product = products.get(given.productId);
    if (!product) {
      results.push({
        ok: false,
        error: new BizError('notExist', [{ label: WAYBILL_FIELD_LABELS.productId! }]),
      });
      continue;
    }
    // the product's order config: defaults filled in, then its first broken rule refuses the order
    const { order, issues } = applyOrderConfig(configs.get(product.id), given);
    if (issues.length) {
      const { key, field, limit } = issues[0]!;
      const label = orderFieldLabel(field);
      results.push({
        ok: false,
        error: new BizError(key, [typeof label === 'string' ? label : { label }, ...(limit ? [limit] : [])]),
      });
      continue;
    }
    // box lines are checked like the waybill's own (commodities present, blacklist)
    const failure = checkOrder(
      { ...order, commodities: allLines(order), boxes: [] },
      { recipientCountryIsEu: eu.has(order.recipient.countryCode), blacklist: blacklists[i]! },
    );
    if (failure) {
      results.push({ ok: false, error: new BizError(failure.key, failure.params) });
      continue;
    }
    const pieces: OrderPieceInput[] = order.pieces.length
      ? order.pieces
      : Array.from({ length: orderPieceCount([], order.pieceCount) }, () => ({}));
    const weights = orderWeightColumns(
      product,
      pieces.map(orderMeasure),
      order.recipient.receiveVolumeDivisor,
    );
    const recipient = { ...order.recipient, remoteLevel: remote[i]! };
    results.push({ ok: true, checked: { order, customerId: who.id, product, pieces, weights, recipient } });
    if (order.customerNo) numbered.push({ i, customerId: who.id, customerNo: order.customerNo });
  }
  for (const n of numbered) {
    const key = claimKey(n.customerId, n.customerNo);
    if (taken.has(key) || claims.has(key)) {
      const refusal = customerNoTaken(n.customerNo);
      results[n.i] = { ok: false, error: new BizError(refusal.key, refusal.params) };
    } else claims.add(key);
  }
  return results;
}
