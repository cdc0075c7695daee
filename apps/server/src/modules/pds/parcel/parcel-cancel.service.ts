import {
  type BusinessLogAction,
  PARCEL_ACTION_VERBS,
  PARCEL_CANCELLABLE,
  PARCEL_STATUS_LABELS,
  type ParcelStatus,
  type parcelIdsPayload,
} from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { deleteWaybillFees } from '#modules/fms/fee/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask, type TaskContext } from '#platform/tasks/task.service.ts';
import { pdsWaybill, pdsWaybillFee } from './parcel.schema.ts';
import {
  lockParcels,
  PARCEL_ENTITY,
  type ParcelRow,
  parcelReach,
  writeParcelTracks,
} from './parcel-access.ts';
import { CarrierCallError, type CarrierRuntime, carrierErrorText, parcelCarrier } from './parcel-carrier.ts';

/**
 * Cancelling parcels (`cancel {ids}`): a parcel without a label is cancelled at once; one with a
 * label goes to `cancelling`, and to `cancelled` once the carrier cancelled its label (at once when
 * the carrier answers, else by the durable task `pds.parcel.cancel`). A manifested parcel is refused.
 */

export const CANCEL_TASK = 'pds.parcel.cancel';
type Actor = { userId: string | null; name: string };

/** "Parcel {0} is {1} and cannot be {2}". */
export const statusRefusal = (w: ParcelRow, verb: keyof typeof PARCEL_ACTION_VERBS) =>
  new BizError('pdsStatusNot', [
    w.waybillNo,
    { label: PARCEL_STATUS_LABELS[w.status] },
    { label: PARCEL_ACTION_VERBS[verb] },
  ]);

const actorContext = (db: Db, now: Date, actor: Actor) =>
  ({ db, now, auth: { userId: actor.userId, name: actor.name } }) as unknown as AuthedContext;

function log(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly ParcelRow[],
  action: BusinessLogAction,
  to: ParcelStatus,
) {
  return writeBusinessLog(
    tx,
    ctx,
    rows.map((w) => ({
      entity: PARCEL_ENTITY,
      entityId: w.id,
      action,
      customerId: w.customerId,
      before: { status: w.status },
      after: { status: to },
    })),
  );
}

/** Marks parcels cancelled (with their track row, their fees deleted) in the caller's transaction. */
async function markCancelled(tx: Db, ctx: AuthedContext, rows: readonly ParcelRow[]) {
  if (!rows.length) return;
  await tx
    .update(pdsWaybill)
    .set({
      status: 'cancelled',
      cancelTime: ctx.now,
      version: sql`${pdsWaybill.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(
      inArray(
        pdsWaybill.id,
        rows.map((w) => w.id),
      ),
    );
  await deleteWaybillFees(
    tx,
    rows.map((w) => w.id),
    pdsWaybillFee,
    ctx.now,
  );
  await writeParcelTracks(
    tx,
    rows.map((w) => ({
      waybillId: w.id,
      time: ctx.now,
      status: null,
      source: 'system' as const,
      messageKey: 'pdsTrackCancelled',
    })),
  );
  await log(tx, ctx, rows, 'parcelCancelled', 'cancelled');
}

/** Sends a parcel with a bought label to `cancelling` and queues its carrier cancel (the caller's transaction). */
export async function requestLabelCancel(tx: Db, ctx: AuthedContext, rows: readonly ParcelRow[]) {
  if (!rows.length) return;
  await tx
    .update(pdsWaybill)
    .set({
      status: 'cancelling',
      version: sql`${pdsWaybill.version} + 1`,
      updatedAt: ctx.now,
      updatedBy: ctx.auth.userId,
    })
    .where(
      inArray(
        pdsWaybill.id,
        rows.map((w) => w.id),
      ),
    );
  for (const w of rows)
    await enqueueTask(
      tx,
      {
        type: CANCEL_TASK,
        key: w.id,
        payload: { id: w.id, actor: { userId: ctx.auth.userId, name: ctx.auth.name } },
      },
      ctx.now,
    );
  await log(tx, ctx, rows, 'parcelCancelRequest', 'cancelling');
}

export type CancelOutcome = { status: ParcelStatus; error?: string; retry?: boolean };

/**
 * Cancels the label of a `cancelling` parcel through its label API (idempotent: any other status
 * answers as it is). The carrier not knowing the shipment counts as cancelled; a refusal puts the
 * parcel back to `made` with the carrier's message; an unreachable carrier leaves it for a retry.
 */
export async function runCancel(
  rt: CarrierRuntime,
  id: string,
  actor: Actor,
  now: Date,
): Promise<CancelOutcome> {
  const db = rt.db;
  const [w] = await db.select().from(pdsWaybill).where(eq(pdsWaybill.id, id));
  if (w?.status !== 'cancelling') return { status: w?.status ?? 'cancelled' };
  try {
    if (w.labelApiId && w.trackNo)
      await parcelCarrier().withConnector(rt)(
        { apiId: w.labelApiId, kind: 'label', now, idempotencyKey: `${w.id}:cancel`, logRef: w.waybillNo },
        async (connector, ctx) => {
          if (connector.cancel)
            await connector.cancel(ctx, { trackNo: w.trackNo!, carrierShipmentId: w.carrierShipmentId });
        },
      );
  } catch (err) {
    if (!(err instanceof CarrierCallError)) throw err;
    if (err.error.retryable) return { status: 'cancelling', error: carrierErrorText(err.error), retry: true };
    if (err.error.code !== 'notFound') {
      const ctx = actorContext(db, now, actor);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(pdsWaybill)
          .set({ status: 'made', updatedAt: now, version: sql`${pdsWaybill.version} + 1` })
          .where(and(eq(pdsWaybill.id, id), eq(pdsWaybill.status, 'cancelling')))
          .returning();
        if (row) await log(tx, ctx, [w], 'parcelCancelled', 'made');
      });
      return { status: 'made', error: carrierErrorText(err.error) };
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pdsWaybill).where(eq(pdsWaybill.id, id)).for('update');
    if (row?.status === 'cancelling') await markCancelled(tx, actorContext(tx, now, actor), [row]);
  });
  return { status: 'cancelled' };
}

/** The durable cancel task: an unreachable carrier is retried by the runner. */
export async function cancelTask(_db: Db, payload: { id: string; actor: Actor }, context: TaskContext) {
  const outcome = await runCancel(context.system().runtime, payload.id, payload.actor, context.now);
  if (outcome.retry) throw new Error(outcome.error ?? 'carrier unavailable');
  return outcome;
}

/**
 * Cancels parcels (all or nothing in the check): refused for a manifested parcel or one past
 * `made`/`waitPickUp`. Answers each parcel's status after the carrier was asked.
 */
export async function cancelParcels(ctx: AuthedContext, input: z.output<typeof parcelIdsPayload>) {
  const reach = await parcelReach(ctx);
  const rows = await ctx.db.transaction(async (tx) => {
    const locked = await lockParcels(tx, reach, input.ids);
    for (const w of locked) {
      if (w.endShipManifestId)
        throw new BizError('pdsManifested', [w.waybillNo, w.endShipManifestCode ?? '']);
      if (!PARCEL_CANCELLABLE.includes(w.status)) throw statusRefusal(w, 'cancel');
    }
    await markCancelled(
      tx,
      ctx,
      locked.filter((w) => !w.trackNo),
    );
    await requestLabelCancel(
      tx,
      ctx,
      locked.filter((w) => w.trackNo),
    );
    return locked;
  });
  const actor = { userId: ctx.auth.userId, name: ctx.auth.name };
  const answers = [];
  for (const w of rows) {
    const outcome = w.trackNo
      ? await runCancel(ctx.runtime, w.id, actor, ctx.now)
      : { status: 'cancelled' as const };
    answers.push({
      id: w.id,
      waybillNo: w.waybillNo,
      ok: outcome.status === 'cancelled',
      status: outcome.status,
      ...('error' in outcome && outcome.error ? { error: outcome.error } : {}),
    });
  }
  return answers;
}
