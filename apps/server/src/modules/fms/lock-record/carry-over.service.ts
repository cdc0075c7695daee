import { FeeStatus, monthStart, nextMonth, nextOpenMonth } from '@freightdesk/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { feeKinds } from '#modules/fms/fee/index.ts';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask, type TaskHandler } from '#platform/tasks/task.service.ts';
import { MONTH_LOCK_KEY } from './lock-record.guard.ts';
import { fmsLockedMonth, fmsLockRecord } from './lock-record.schema.ts';

/**
 * Carry-over (spec back-office §4): closing a month moves its unbilled customer fees (estimated or
 * confirmed, not deleted) to the first instant of the next month that is not locked, marked
 * `isCarryOver`. It runs on a locked month only — locking first stops new fees landing in it — as a
 * durable task keyed by the month and its lock, so asking twice queues it once; the task itself
 * moves only what is still in the month, so running it again moves nothing.
 */
export const CARRY_OVER_TASK = 'fms.carryOver';

type CarryOverPayload = { month: string; userId: string | null; userName: string | null };

/** `fms/carryOver/run`: answers the queued task's id (the same task for the same lock). */
export async function runCarryOver(ctx: AuthedContext, input: { month: string }) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${MONTH_LOCK_KEY})`);
    const [locked] = await tx
      .select({ month: fmsLockedMonth.month })
      .from(fmsLockedMonth)
      .where(eq(fmsLockedMonth.month, input.month));
    if (!locked) throw new BizError('carryOverMonthOpen', [input.month]);
    const [lock] = await tx
      .select({ id: fmsLockRecord.id })
      .from(fmsLockRecord)
      .where(and(eq(fmsLockRecord.month, input.month), eq(fmsLockRecord.locked, true)))
      .orderBy(desc(fmsLockRecord.createdAt))
      .limit(1);
    const payload: CarryOverPayload = {
      month: input.month,
      userId: ctx.auth.userId,
      userName: ctx.auth.name,
    };
    const taskId = await enqueueTask(
      tx,
      { type: CARRY_OVER_TASK, key: `${input.month}:${lock?.id ?? 'lock'}`, payload },
      ctx.now,
    );
    return { taskId, month: input.month };
  });
}

/** Moves the month's unbilled customer fees; nothing when the month was unlocked meanwhile. */
export async function carryOverMonth(db: Db, payload: CarryOverPayload, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${MONTH_LOCK_KEY})`);
    const locked = new Set(
      (await tx.select({ month: fmsLockedMonth.month }).from(fmsLockedMonth)).map((r) => r.month),
    );
    if (!locked.has(payload.month)) return { moved: 0, to: null };
    const to = nextOpenMonth(payload.month, locked);
    let moved = 0;
    for (const { fees: f } of feeKinds()) {
      const rows = await tx
        .update(f)
        .set({
          belongTime: monthStart(to),
          isCarryOver: true,
          updatedAt: now,
          updatedBy: payload.userId,
          updatedByName: payload.userName,
        } as never)
        .where(
          and(
            eq(f.kind, 'customer'),
            inArray(f.status, [FeeStatus.estimated, FeeStatus.confirmed]),
            eq(f.isDeleted, false),
            gte(f.belongTime, monthStart(payload.month)),
            lt(f.belongTime, monthStart(nextMonth(payload.month))),
          ),
        )
        .returning({ id: f.id });
      moved += rows.length;
    }
    return { moved, to };
  });
}

export const carryOverTask: TaskHandler<CarryOverPayload> = (db, payload, context) =>
  carryOverMonth(db, payload, context.now);
