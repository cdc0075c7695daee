import { FeeStatus } from '@freightdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import type { FeeLedgerTable } from './fee-kind-registry.ts';

// Kept apart from the confirm service: the scan module reaches it through index.ts, and this file's
// few imports keep that path free of the fee lists' scoped-list set-up.

/** The customer fees of waybills in `statuses`, not deleted, locked in id order. */
async function lockWaybillFees(tx: Db, f: FeeLedgerTable, waybillIds: readonly string[], statuses: number[]) {
  const where = and(
    inArray(f.waybillId, [...waybillIds]),
    eq(f.kind, 'customer'),
    inArray(f.status, statuses),
    eq(f.isDeleted, false),
  );
  const rows = await tx.select({ id: f.id }).from(f).where(where).orderBy(asc(f.id)).for('update');
  return rows.map((r) => r.id as string);
}

/**
 * The send scan's rule (and a parcel's ship confirm): the waybills' estimated customer fees become
 * confirmed, inside the caller's transaction. `fees` is the fee table of their kind.
 */
export async function confirmWaybillFees(
  tx: Db,
  waybillIds: readonly string[],
  fees: FeeLedgerTable = lmsWaybillFee,
): Promise<number> {
  if (!waybillIds.length) return 0;
  const ids = await lockWaybillFees(tx, fees, waybillIds, [FeeStatus.estimated]);
  if (ids.length)
    await tx
      .update(fees)
      .set({ status: FeeStatus.confirmed } as never)
      .where(inArray(fees.id, ids));
  return ids.length;
}

/**
 * A cancelled waybill's customer fees are deleted, so no bill takes them again: those not on a bill
 * leave the estimated balance at once; those on a bill stay on it (its total is never edited) until
 * finance cancels that bill. Inside the caller's transaction.
 */
export async function deleteWaybillFees(
  tx: Db,
  waybillIds: readonly string[],
  fees: FeeLedgerTable,
  now: Date,
) {
  if (!waybillIds.length) return 0;
  const ids = await lockWaybillFees(tx, fees, waybillIds, Object.values(FeeStatus));
  if (ids.length)
    await tx
      .update(fees)
      .set({ isDeleted: true, updatedAt: now } as never)
      .where(inArray(fees.id, ids));
  return ids.length;
}
