import {
  type BusinessLogAction,
  PICK_UP_TASK_ASSIGNABLE,
  PICK_UP_TASK_CANCELLABLE,
  PICK_UP_TASK_LABELS,
  PICK_UP_TASK_NUMBER_RULE,
  PICK_UP_TASK_STATUS_LABELS,
  type PickUpTaskStatus,
  type pickUpTaskAssignPayload,
  type pickUpTaskCancelPayload,
  type pickUpTaskIdPayload,
  type pickUpTaskNewPayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isCustomerUser,
  lmsWaybill,
  lockWaybills,
  ownOrChosenCustomer,
  transitionLocked,
  type WaybillRow,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { vehicleTable } from '#modules/settings/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsPickUpTask } from './pick-up-task.schema.ts';
import { tasksInScope } from './pick-up-task-search.service.ts';

/** Business-log entity name of a pick-up task. */
export const PICK_UP_TASK_ENTITY = 'lmsPickUpTask';
type TaskRow = typeof lmsPickUpTask.$inferSelect;
const OPEN: PickUpTaskStatus[] = ['wait', 'assigned'];

/** Refuses waybills that already sit in an open task (named with the task). */
async function checkNotInOpenTask(tx: Db, rows: readonly WaybillRow[]) {
  const ids = rows.map((w) => w.id);
  const [taken] = await tx
    .select({ taskNo: lmsPickUpTask.taskNo, waybillIds: lmsPickUpTask.waybillIds })
    .from(lmsPickUpTask)
    .where(
      and(
        inArray(lmsPickUpTask.status, OPEN),
        sql`${lmsPickUpTask.waybillIds} && array[${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}]::uuid[]`,
      ),
    )
    .limit(1);
  if (!taken) return;
  const w = rows.find((r) => taken.waybillIds.includes(r.id))!;
  throw new BizError('lmsPickUpTaskWaybillTaken', [w.waybillNo, taken.taskNo]);
}

const estimate = (rows: readonly WaybillRow[]) =>
  rows.reduce((t, w) => t.plus(w.orderActualWeight ?? 0), new Decimal(0)).toFixed(3);

/**
 * A new pick-up task (`newTask`): customers for their own waybills, staff for any customer's. Every
 * waybill must be the task customer's and in `order` status; each goes to `waitPickUp` through the
 * `requestPickUp` action (track row each). Task, waybills, tracks and log in one transaction.
 */
export async function newPickUpTask(ctx: AuthedContext, input: z.output<typeof pickUpTaskNewPayload>) {
  const customerId = await ownOrChosenCustomer(ctx, input.customerId, PICK_UP_TASK_LABELS.customerId!);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.waybillIds);
    if (rows.some((w) => w.customerId !== customerId)) throw new BizError('lmsPickUpTaskOneCustomer');
    await checkNotInOpenTask(tx, rows);
    await transitionLocked(tx, ctx, rows, 'requestPickUp');
    const taskNo = await takeNextNo(tx, PICK_UP_TASK_NUMBER_RULE, ctx.now);
    const [task] = await tx
      .insert(lmsPickUpTask)
      .values({
        taskNo,
        customerId,
        status: 'wait',
        address: input.address,
        contact: input.contact,
        phone: input.phone,
        plannedTime: input.plannedTime,
        waybillIds: rows.map((w) => w.id),
        waybillCount: rows.length,
        pieceCount: rows.reduce((n, w) => n + w.pieceCount, 0),
        estimatedWeight: input.estimatedWeight ?? estimate(rows),
        remark: input.remark ?? null,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .returning();
    await writeBusinessLog(tx, ctx, [
      { entity: PICK_UP_TASK_ENTITY, entityId: task!.id, action: 'insert', customerId, after: task! },
    ]);
    return { id: task!.id, taskNo };
  });
}

/** Locks one task in the caller's reach and checks its status allows the operation. */
async function lockTask(
  tx: Db,
  ctx: AuthedContext,
  id: string,
  allowed: readonly PickUpTaskStatus[],
): Promise<TaskRow> {
  const [task] = await tx
    .select()
    .from(lmsPickUpTask)
    .where(tasksInScope(ctx, [id]))
    .for('update');
  if (!task) throw dataNotExist();
  if (!allowed.includes(task.status))
    throw new BizError('lmsPickUpTaskStatusNot', [
      task.taskNo,
      { label: PICK_UP_TASK_STATUS_LABELS[task.status] },
    ]);
  return task;
}

/** The task's waybills still waiting for the pick-up (others moved on meanwhile and are left alone). */
async function waitingWaybills(tx: Db, task: TaskRow): Promise<WaybillRow[]> {
  return tx
    .select()
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.id, task.waybillIds), eq(lmsWaybill.status, 'waitPickUp')))
    .orderBy(lmsWaybill.id)
    .for('update');
}

async function updateTask(
  tx: Db,
  ctx: AuthedContext,
  task: TaskRow,
  values: Partial<TaskRow>,
  action: BusinessLogAction,
) {
  const next = { ...values, version: task.version + 1, updatedAt: ctx.now, updatedBy: ctx.auth.userId };
  await tx.update(lmsPickUpTask).set(next).where(eq(lmsPickUpTask.id, task.id));
  await writeBusinessLog(tx, ctx, [
    {
      entity: PICK_UP_TASK_ENTITY,
      entityId: task.id,
      action,
      customerId: task.customerId,
      before: { status: task.status },
      after: next,
    },
  ]);
}

/** Cancels a waiting or assigned task (`cancelPickUpTask`); its waybills go back to `order` (`cancelPickUp`). */
export async function cancelPickUpTask(ctx: AuthedContext, input: z.output<typeof pickUpTaskCancelPayload>) {
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, ctx, input.id, PICK_UP_TASK_CANCELLABLE);
    const waiting = await waitingWaybills(tx, task);
    if (waiting.length) await transitionLocked(tx, ctx, waiting, 'cancelPickUp', { reason: input.reason });
    await updateTask(
      tx,
      ctx,
      task,
      { status: 'cancelled', cancelReason: input.reason ?? null, cancelledAt: ctx.now },
      'cancel',
    );
    return { id: task.id, status: 'cancelled' as const, waybills: waiting.length };
  });
}

/** Assigns a driver (and vehicle) to a waiting or assigned task (`assign`, staff). */
export async function assignPickUpTask(ctx: AuthedContext, input: z.output<typeof pickUpTaskAssignPayload>) {
  if (isCustomerUser(ctx)) throw noPermission();
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, ctx, input.id, PICK_UP_TASK_ASSIGNABLE);
    if (input.vehicleId) {
      const [vehicle] = await tx
        .select({ id: vehicleTable.id })
        .from(vehicleTable)
        .where(and(eq(vehicleTable.id, input.vehicleId), eq(vehicleTable.enabled!, true)));
      if (!vehicle) throw new BizError('notExist', [{ label: PICK_UP_TASK_LABELS.vehicleId! }]);
    }
    await updateTask(
      tx,
      ctx,
      task,
      {
        status: 'assigned',
        vehicleId: input.vehicleId ?? null,
        driverName: input.driverName,
        driverPhone: input.driverPhone ?? null,
        assignedAt: ctx.now,
      },
      'assign',
    );
    return { id: task.id, status: 'assigned' as const };
  });
}

/** Completes an assigned task (`complete`, staff): the goods were picked up; waiting waybills `arrive`. */
export async function completePickUpTask(ctx: AuthedContext, input: z.output<typeof pickUpTaskIdPayload>) {
  if (isCustomerUser(ctx)) throw noPermission();
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, ctx, input.id, ['assigned']);
    const waiting = await waitingWaybills(tx, task);
    if (waiting.length) await transitionLocked(tx, ctx, waiting, 'arrive');
    await updateTask(tx, ctx, task, { status: 'picked', pickedAt: ctx.now }, 'complete');
    return { id: task.id, status: 'picked' as const, waybills: waiting.length };
  });
}
