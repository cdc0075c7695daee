import type { LockRecordSearchPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { MONTH_LOCK_KEY } from './lock-record.guard.ts';
import { fmsLockedMonth, fmsLockRecord } from './lock-record.schema.ts';

/**
 * Month lock (spec back-office §4, DESIGN §9): locking and unlocking take the month lock exclusively,
 * so they wait for every write that checked its months (`assertMonthsOpen` holds it shared) to commit,
 * and no write checks while they change the locked months. Each writes a row of the lock record.
 */

const exclusive = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${MONTH_LOCK_KEY})`);

async function record(tx: Db, ctx: AuthedContext, month: string, locked: boolean, reason: string | null) {
  const [row] = await tx
    .insert(fmsLockRecord)
    .values({
      month,
      locked,
      reason,
      createdAt: ctx.now,
      createdBy: ctx.auth.userId,
      createdByName: ctx.auth.name,
    })
    .returning();
  return row!;
}

/** `fms/lockRecord/lock`: refused when the month is locked already. */
export async function lockMonth(ctx: AuthedContext, input: { month: string; reason?: string }) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    await exclusive(tx);
    const added = await tx
      .insert(fmsLockedMonth)
      .values({ month: input.month, lockedAt: ctx.now, lockedBy: ctx.auth.userId })
      .onConflictDoNothing()
      .returning({ month: fmsLockedMonth.month });
    if (!added.length) throw new BizError('lockMonthAlreadyLocked', [input.month]);
    return record(tx, ctx, input.month, true, input.reason || null);
  });
}

/** `fms/lockRecord/unlock`: a reason is required; refused when the month is not locked. */
export async function unlockMonth(ctx: AuthedContext, input: { month: string; reason: string }) {
  staffOnly(ctx);
  if (!input.reason.trim()) throw new BizError('lockReasonRequired');
  return ctx.db.transaction(async (tx) => {
    await exclusive(tx);
    const gone = await tx
      .delete(fmsLockedMonth)
      .where(eq(fmsLockedMonth.month, input.month))
      .returning({ month: fmsLockedMonth.month });
    if (!gone.length) throw new BizError('lockMonthNotLocked', [input.month]);
    return record(tx, ctx, input.month, false, input.reason);
  });
}

/** `fms/lockRecord/search`: the lock record, newest first. */
export async function searchLockRecords(ctx: AuthedContext, input: LockRecordSearchPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const where = and(
    c.month ? eq(fmsLockRecord.month, c.month) : undefined,
    c.locked === undefined ? undefined : eq(fmsLockRecord.locked, c.locked),
  );
  const [records, [count]] = await Promise.all([
    ctx.db
      .select({
        id: fmsLockRecord.id,
        month: fmsLockRecord.month,
        locked: fmsLockRecord.locked,
        reason: fmsLockRecord.reason,
        createdAt: fmsLockRecord.createdAt,
        createdByName: fmsLockRecord.createdByName,
      })
      .from(fmsLockRecord)
      .where(where)
      .orderBy(desc(fmsLockRecord.createdAt), desc(fmsLockRecord.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    ctx.db.select({ n: sql`count(*)` }).from(fmsLockRecord).where(where),
  ]);
  return pageOf(records, rowCount(count?.n), input);
}

/** `fms/lockRecord/months`: the locked months, oldest first (date pickers grey them out). */
export async function lockedMonths(ctx: AuthedContext) {
  return ctx.db
    .select({ month: fmsLockedMonth.month, lockedAt: fmsLockedMonth.lockedAt })
    .from(fmsLockedMonth)
    .orderBy(asc(fmsLockedMonth.month));
}
