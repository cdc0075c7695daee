import { FeeStatus } from '@freightdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { lmsWaybillFee as f } from './fee.schema.ts';

// Kept apart from the confirm service: the scan module reaches it through index.ts, and this file's
// few imports keep that path free of the fee lists' scoped-list set-up.

/** The send scan's rule: the waybills' estimated customer fees become confirmed, inside the caller's transaction. */
export async function confirmWaybillFees(tx: Db, waybillIds: readonly string[]): Promise<number> {
  if (!waybillIds.length) return 0;
  const where = and(
    inArray(f.waybillId, [...waybillIds]),
    eq(f.kind, 'customer'),
    eq(f.status, FeeStatus.estimated),
    eq(f.isDeleted, false),
  );
  const rows = await tx.select({ id: f.id }).from(f).where(where).orderBy(asc(f.id)).for('update');
  if (!rows.length) return 0;
  await tx
    .update(f)
    .set({ status: FeeStatus.confirmed })
    .where(
      inArray(
        f.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.length;
}
