import {
  DEFAULT_WORK_CALENDAR,
  SLA_DEFAULT_TARGETS,
  type SlaTarget,
  slaAfterPending,
  slaCosts,
  slaDueTimes,
  slaTarget,
  type WorkCalendar,
  type WorkOrderSlaTarget,
  type WorkOrderUrgency,
} from '@freightdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import { completeTodos } from '#modules/platform/notify/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { workOrder } from './work-order.schema.ts';
import { workOrderSlaTarget } from './work-order-sla.schema.ts';

/**
 * The SLA clock on the work-order rows (DESIGN §12): due times at create and re-open, pending moving
 * them by the working time it paused, follow and solve costs in working time. Called from the core's
 * work-order events, in the action's transaction after its own write (the row is locked by then).
 */

type Runtime = AuthedContext['runtime'];

/** The working calendar with the holidays of the system settings. */
export async function workCalendar(db: Db, runtime: Runtime, now: Date): Promise<WorkCalendar> {
  const holidays = await readSysConfig(runtime, 'workOrder.holidays', now, db);
  return { ...DEFAULT_WORK_CALENDAR, holidays };
}

/** The target of an order: the defaults of its urgency, overridden by its second type's row. */
export async function targetOf(
  db: Db,
  secondType: string | null,
  urgency: WorkOrderUrgency,
): Promise<SlaTarget> {
  if (!secondType) return slaTarget(urgency);
  const [row] = await db
    .select()
    .from(workOrderSlaTarget)
    .where(and(eq(workOrderSlaTarget.secondType, secondType), eq(workOrderSlaTarget.urgencyLevel, urgency)));
  const hours = (v: string | null | undefined) => (v == null ? null : Number(v));
  return slaTarget(urgency, {
    firstResponseHours: hours(row?.firstResponseHours),
    resolutionHours: hours(row?.resolutionHours),
  });
}

async function readOrder(tx: Db, id: string) {
  const [row] = await tx.select().from(workOrder).where(eq(workOrder.id, id)).for('update');
  return row;
}

/** At create and re-open: due times from now; a first response already given keeps its due time. */
export async function slaOnStart(tx: Db, ctx: AuthedContext, id: string): Promise<void> {
  const row = await readOrder(tx, id);
  if (!row) return;
  const calendar = await workCalendar(tx, ctx.runtime, ctx.now);
  const due = slaDueTimes(calendar, ctx.now, await targetOf(tx, row.secondType, row.urgencyLevel));
  await tx
    .update(workOrder)
    .set({
      firstResponseDueAt: row.firstFollowTime ? row.firstResponseDueAt : due.firstResponseDueAt,
      resolutionDueAt: due.resolutionDueAt,
      isOverdue: false,
    })
    .where(eq(workOrder.id, id));
}

/** Where the order's clock stood before an action (the core keeps `pausedMs` in wall time). */
export type ClockBefore = { pendingSince: Date | null };

/** Pending lifted (also by a close): the due times move by the working time paused since `pendingSince`. */
async function movedDue(tx: Db, ctx: AuthedContext, row: typeof workOrder.$inferSelect, since: Date) {
  const calendar = await workCalendar(tx, ctx.runtime, ctx.now);
  const moved = slaAfterPending(calendar, since, ctx.now, {
    firstResponseDueAt: row.firstResponseDueAt,
    resolutionDueAt: row.resolutionDueAt,
    firstResponded: Boolean(row.firstFollowTime),
  });
  return { firstResponseDueAt: moved.firstResponseDueAt, resolutionDueAt: moved.resolutionDueAt };
}

export async function slaOnResume(
  tx: Db,
  ctx: AuthedContext,
  id: string,
  before: ClockBefore,
): Promise<void> {
  const row = await readOrder(tx, id);
  if (!row || !before.pendingSince) return;
  await tx
    .update(workOrder)
    .set(await movedDue(tx, ctx, row, before.pendingSince))
    .where(eq(workOrder.id, id));
}

/** The first staff reply: the follow cost in working time. */
export async function slaOnFirstReply(tx: Db, ctx: AuthedContext, id: string): Promise<void> {
  const row = await readOrder(tx, id);
  if (!row?.firstFollowTime) return;
  const calendar = await workCalendar(tx, ctx.runtime, ctx.now);
  const { followCost } = slaCosts(calendar, {
    ...row,
    createAt: row.createdAt,
    closeTime: null,
    pausedMs: 0,
  });
  await tx.update(workOrder).set({ followCost }).where(eq(workOrder.id, id));
}

/** At close: follow and solve costs in working ms (creation to first reply / to close), SLA to-dos done. */
export async function slaOnClose(tx: Db, ctx: AuthedContext, id: string, before: ClockBefore): Promise<void> {
  const row = await readOrder(tx, id);
  if (!row) return;
  const due = before.pendingSince ? await movedDue(tx, ctx, row, before.pendingSince) : {};
  const calendar = await workCalendar(tx, ctx.runtime, ctx.now);
  const costs = slaCosts(calendar, {
    createAt: row.createdAt,
    firstFollowTime: row.firstFollowTime,
    closeTime: row.closeTime ?? ctx.now,
    pausedMs: 0,
  });
  await tx
    .update(workOrder)
    .set({ ...due, followCost: costs.followCost, solveCost: costs.solveCost })
    .where(eq(workOrder.id, id));
  await completeTodos(tx, { refType: 'workOrder', refId: id, kind: 'slaOverdue' }, ctx.now);
}

/** The defaults per urgency and the overrides, for the settings screen. */
export async function listSlaTargets(ctx: AuthedContext) {
  const rows = await ctx.db
    .select()
    .from(workOrderSlaTarget)
    .orderBy(asc(workOrderSlaTarget.secondType), asc(workOrderSlaTarget.urgencyLevel));
  const hours = (v: string | null) => (v == null ? null : Number(v));
  return {
    defaults: Object.fromEntries(Object.entries(SLA_DEFAULT_TARGETS)),
    targets: rows.map((r) => ({
      secondType: r.secondType,
      urgencyLevel: r.urgencyLevel,
      firstResponseHours: hours(r.firstResponseHours),
      resolutionHours: hours(r.resolutionHours),
    })),
  };
}

/** Replaces the overrides (one row per second type and urgency; the last of duplicates wins). */
export async function saveSlaTargets(ctx: AuthedContext, input: { targets: WorkOrderSlaTarget[] }) {
  const unique = new Map(input.targets.map((t) => [`${t.secondType}\u0000${t.urgencyLevel}`, t]));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(workOrderSlaTarget);
    const rows = [...unique.values()].filter(
      (t) => t.firstResponseHours != null || t.resolutionHours != null,
    );
    if (rows.length)
      await tx.insert(workOrderSlaTarget).values(
        rows.map((t) => ({
          secondType: t.secondType,
          urgencyLevel: t.urgencyLevel,
          firstResponseHours: t.firstResponseHours == null ? null : String(t.firstResponseHours),
          resolutionHours: t.resolutionHours == null ? null : String(t.resolutionHours),
          createdBy: ctx.auth.userId,
          createdAt: ctx.now,
        })),
      );
  });
  return listSlaTargets(ctx);
}
