import { localDayBounds, makeDocumentRemaining } from '@freightdesk/domain';
import { and, asc, count, gte, inArray, lt } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { lmsWaybill } from './waybill.schema.ts';

/**
 * The customer's make-document limit (back-office §3 Customer): waybills ordered per local day,
 * counted under a lock of the customer row in the order's transaction. The customer's order check
 * (crm/customer) and the import's rows beyond the limit read it here, where the waybills are.
 */

/** Waybills of each customer ordered on the local day of `now`. */
export async function orderedToday(db: Db, ids: readonly string[], now: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const { from, to } = localDayBounds(now);
  const rows = await db
    .select({ customerId: lmsWaybill.customerId, n: count() })
    .from(lmsWaybill)
    .where(
      and(
        inArray(lmsWaybill.customerId, [...ids]),
        gte(lmsWaybill.orderTime, from),
        lt(lmsWaybill.orderTime, to),
      ),
    )
    .groupBy(lmsWaybill.customerId);
  return new Map(rows.map((r) => [r.customerId, Number(r.n)]));
}

/** Locks the customer rows (in id order, so two batches never wait on each other crosswise). */
async function lockCustomers(tx: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.id, [...ids]))
    .orderBy(asc(customer.id))
    .for('no key update');
}

export type Allowance = { limit: number; orderedToday: number; remaining: number };

/**
 * Today's make-document allowance of the customers that have a limit (absent: no limit). With
 * `lock` (inside the placing transaction) the customer rows are locked first, so the count holds
 * until the transaction ends.
 */
export async function makeDocumentAllowance(
  db: Db,
  customerIds: readonly string[],
  now: Date,
  options: { lock?: boolean } = {},
): Promise<Map<string, Allowance>> {
  const ids = [...new Set(customerIds)];
  const rows = ids.length
    ? await db
        .select({ id: customer.id, limit: customer.makeDocumentLimit })
        .from(customer)
        .where(inArray(customer.id, ids))
    : [];
  const limits = new Map(rows.filter((r) => r.limit !== null).map((r) => [r.id, r.limit!]));
  const limited = [...limits.keys()];
  if (options.lock) await lockCustomers(db, limited);
  const counts = await orderedToday(db, limited, now);
  return new Map(
    limited.map((id) => {
      const limit = limits.get(id)!;
      const ordered = counts.get(id) ?? 0;
      return [id, { limit, orderedToday: ordered, remaining: makeDocumentRemaining(limit, ordered)! }];
    }),
  );
}

/** The refusal of an order beyond the make-document limit. */
export const makeDocumentLimitReached = (a: Allowance) =>
  new BizError('customerMakeDocumentLimit', [a.limit, a.orderedToday]);
