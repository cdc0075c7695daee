import { accountingMonth } from '@freightdesk/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { fmsLockedMonth } from './lock-record.schema.ts';

/** The advisory lock key of month locking: writes hold it shared, lock and unlock exclusively. */
export const MONTH_LOCK_KEY = 715_001;

/**
 * Refuses a write dated in a locked accounting month (DESIGN §9). Holds the month lock shared until
 * the transaction ends, so a month cannot be locked between this check and the write's commit.
 */
export async function assertMonthsOpen(tx: Db, dates: readonly Dated[]) {
  const locked = await firstLockedMonth(tx, dates);
  if (locked) throw new BizError('lockMonthLocked', [locked]);
}

type Dated = Date | string | null | undefined;

/**
 * The first locked month among the dates' accounting months, or null; like {@link assertMonthsOpen}
 * it holds the month lock shared until the transaction ends (a batch reports a refused row and goes on).
 */
export async function firstLockedMonth(tx: Db, dates: readonly Dated[]): Promise<string | null> {
  const months = [...new Set(dates.filter((d) => d != null).map((d) => accountingMonth(d!)))];
  if (!months.length) return null;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${MONTH_LOCK_KEY})`);
  const [locked] = await tx
    .select({ month: fmsLockedMonth.month })
    .from(fmsLockedMonth)
    .where(inArray(fmsLockedMonth.month, months))
    .orderBy(fmsLockedMonth.month)
    .limit(1);
  return locked?.month ?? null;
}
