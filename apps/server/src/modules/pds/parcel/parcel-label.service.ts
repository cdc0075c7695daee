import type { BusinessLogAction } from '@freightdesk/domain';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask, type TaskContext } from '#platform/tasks/task.service.ts';
import { pdsLabelAttempt, pdsWaybill, pdsWaybillCommodity, pdsWaybillPiece } from './parcel.schema.ts';
import { PARCEL_ENTITY, type ParcelRow, writeParcelTracks } from './parcel-access.ts';
import {
  CarrierCallError,
  type CarrierError,
  type CarrierRuntime,
  type CarrierShipment,
  carrierErrorText,
  parcelCarrier,
  type ShipResult,
} from './parcel-carrier.ts';

/**
 * Buying a parcel's label, at most once per attempt (DESIGN §10). An attempt row carries the
 * idempotency key `<parcel id>:<attempt>`, written in the order's transaction with a durable task of
 * the same key. Whoever runs it — the order request at once, or the task later, in any process —
 * first claims the row (one atomic UPDATE: pending, or a call whose lease ran out); only the claimer
 * calls the carrier, with the key, and the answer is stored on the row with the parcel's track number
 * in one transaction. A row already done or failed answers what it stored, so a retried task never
 * buys a second label.
 */

export const LABEL_TASK = 'pds.parcel.label';
/** The longest lease of a claimed call (the default with a 5-minute task lease). */
const LABEL_LEASE_MAX_MS = 2 * 60_000;

/**
 * How long a claimed call may run before another worker may take the attempt over: 4/5 of the task
 * lease (`TASK_LEASE_MS`), at most 2 minutes. Shorter than the task's own lease, so the task that takes
 * a dead process's work over finds the attempt free instead of waiting a retry's backoff.
 */
export const labelLeaseMs = (taskLeaseMs: number) =>
  Math.max(1, Math.min(LABEL_LEASE_MAX_MS, Math.floor((taskLeaseMs * 4) / 5)));

/** What running an attempt needs of the app's runtime: the carrier layer's and the task lease. */
type LabelRuntime = CarrierRuntime & { config: { taskLeaseMs: number } };
/** The cancel task's type (parcel-cancel.service.ts). */
const CANCEL_TASK = 'pds.parcel.cancel';

type Actor = { userId: string | null; name: string };
type AttemptRow = typeof pdsLabelAttempt.$inferSelect;
export type LabelOutcome =
  | { status: 'done'; trackNo: string }
  | { status: 'failed'; error: string }
  | { status: 'busy' }
  | { status: 'retry'; error: string };

/** The business log and tracks of a background run name the user who ordered. */
const actorContext = (db: Db, now: Date, actor: Actor) =>
  ({ db, now, auth: { userId: actor.userId, name: actor.name } }) as unknown as AuthedContext;

/** Writes the attempt of a parcel and its task, in the caller's (the order's) transaction. */
export async function queueLabelAttempt(
  tx: Db,
  parcel: Pick<ParcelRow, 'id' | 'labelApiId'>,
  attempt: number,
  actor: Actor,
  now: Date,
  runAt: Date = now,
): Promise<string> {
  const key = `${parcel.id}:${attempt}`;
  await tx.insert(pdsLabelAttempt).values({
    waybillId: parcel.id,
    attempt,
    idempotencyKey: key,
    status: 'pending',
    apiId: parcel.labelApiId,
    createdAt: now,
  });
  await enqueueTask(tx, { type: LABEL_TASK, key, payload: { key, actor }, runAt }, now);
  return key;
}

async function claim(db: Db, key: string, now: Date, leaseMs: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(pdsLabelAttempt)
    .set({
      status: 'calling',
      lockedUntil: new Date(now.getTime() + leaseMs),
      calls: sql`${pdsLabelAttempt.calls} + 1`,
    })
    .where(
      and(
        eq(pdsLabelAttempt.idempotencyKey, key),
        or(
          eq(pdsLabelAttempt.status, 'pending'),
          and(eq(pdsLabelAttempt.status, 'calling'), lt(pdsLabelAttempt.lockedUntil, now)),
        ),
      ),
    )
    .returning();
  return row;
}

/** The shipment the carrier receives for a parcel (its pieces and commodity lines). */
async function shipmentOf(db: Db, parcel: ParcelRow, now: Date): Promise<CarrierShipment> {
  const [pieces, lines] = await Promise.all([
    db
      .select()
      .from(pdsWaybillPiece)
      .where(eq(pdsWaybillPiece.waybillId, parcel.id))
      .orderBy(asc(pdsWaybillPiece.seq)),
    db
      .select()
      .from(pdsWaybillCommodity)
      .where(eq(pdsWaybillCommodity.waybillId, parcel.id))
      .orderBy(asc(pdsWaybillCommodity.seq)),
  ]);
  const address = (a: ParcelRow['sender'] | ParcelRow['recipient']) => ({
    name: a.name,
    company: a.company ?? null,
    phone: a.phone ?? null,
    email: a.email ?? null,
    lines: [a.address1, a.address2, a.address3].filter((x): x is string => !!x),
    city: a.city ?? '',
    state: a.state ?? null,
    postcode: a.postcode ?? null,
    countryCode: a.countryCode,
  });
  return {
    reference: parcel.waybillNo,
    shipper: address(parcel.sender),
    receiver: address(parcel.recipient),
    pieces: pieces.map((p) => ({
      weight: p.receiveActualWeight,
      length: p.receiveLength,
      width: p.receiveWidth,
      height: p.receiveHeight,
    })),
    commodities: lines.map((c) => ({
      description: c.nameEn,
      quantity: c.quantity,
      unitValue: c.unitPrice,
      currency: parcel.declareCurrency,
      weight: c.unitNetWeight,
      hsCode: c.hsCode,
      originCountry: c.origin,
    })),
    shipDate: now.toISOString().slice(0, 10),
    labelFormat: parcel.labelFormat,
  };
}

async function storeSuccess(
  db: Db,
  attempt: AttemptRow,
  parcel: ParcelRow,
  result: ShipResult,
  actor: Actor,
  now: Date,
) {
  const label = result.labels[0];
  await db.transaction(async (tx) => {
    await tx
      .update(pdsLabelAttempt)
      .set({
        status: 'done',
        lockedUntil: null,
        trackNo: result.trackNo,
        subTrackNos: result.subTrackNos,
        carrierShipmentId: result.carrierShipmentId ?? null,
        labelFormat: label?.format ?? null,
        label: label?.content ?? null,
        errorCode: null,
        errorMessage: null,
        finishedAt: now,
      })
      .where(eq(pdsLabelAttempt.id, attempt.id));
    const [updated] = await tx
      .update(pdsWaybill)
      .set({
        status: 'made',
        trackNo: result.trackNo,
        subTrackNos: result.subTrackNos,
        carrierShipmentId: result.carrierShipmentId ?? null,
        labelError: null,
        labelTime: now,
        version: sql`${pdsWaybill.version} + 1`,
        updatedAt: now,
      })
      // a parcel cancelled meanwhile keeps its status; its label is cancelled by the cancel task
      .where(and(eq(pdsWaybill.id, parcel.id), sql`${pdsWaybill.status} in ('waiting', 'failed')`))
      .returning({ id: pdsWaybill.id });
    if (!updated) {
      // cancelled while the label was being bought: the label is cancelled at the carrier too
      const [late] = await tx
        .update(pdsWaybill)
        .set({
          status: 'cancelling',
          trackNo: result.trackNo,
          subTrackNos: result.subTrackNos,
          carrierShipmentId: result.carrierShipmentId ?? null,
          updatedAt: now,
        })
        .where(and(eq(pdsWaybill.id, parcel.id), eq(pdsWaybill.status, 'cancelled')))
        .returning({ id: pdsWaybill.id });
      if (late)
        await enqueueTask(tx, { type: CANCEL_TASK, key: parcel.id, payload: { id: parcel.id, actor } }, now);
      return;
    }
    await writeParcelTracks(tx, [
      {
        waybillId: parcel.id,
        time: now,
        status: null,
        source: 'system',
        messageKey: 'pdsTrackLabelled',
        messageParams: [result.trackNo],
      },
    ]);
    await logLabel(tx, actorContext(tx, now, actor), parcel, 'parcelLabel', { trackNo: result.trackNo });
  });
}

async function storeFailure(
  db: Db,
  attempt: AttemptRow,
  parcel: ParcelRow,
  error: CarrierError,
  actor: Actor,
  now: Date,
) {
  const text = carrierErrorText(error);
  await db.transaction(async (tx) => {
    await tx
      .update(pdsLabelAttempt)
      .set(
        error.retryable
          ? { status: 'pending', lockedUntil: null, errorCode: error.code, errorMessage: text }
          : {
              status: 'failed',
              lockedUntil: null,
              errorCode: error.code,
              errorMessage: text,
              finishedAt: now,
            },
      )
      .where(eq(pdsLabelAttempt.id, attempt.id));
    await tx
      .update(pdsWaybill)
      .set({
        labelError: text,
        ...(error.retryable ? {} : { status: 'failed' as const }),
        version: sql`${pdsWaybill.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(pdsWaybill.id, parcel.id), sql`${pdsWaybill.status} in ('waiting', 'failed')`));
    if (!error.retryable)
      await logLabel(tx, actorContext(tx, now, actor), parcel, 'parcelLabelFail', { labelError: text });
  });
}

function logLabel(
  tx: Db,
  ctx: AuthedContext,
  parcel: ParcelRow,
  action: BusinessLogAction,
  after: Record<string, unknown>,
) {
  return writeBusinessLog(tx, ctx, [
    { entity: PARCEL_ENTITY, entityId: parcel.id, action, customerId: parcel.customerId, after },
  ]);
}

const answerOf = (a: AttemptRow): LabelOutcome | undefined =>
  a.status === 'done'
    ? { status: 'done', trackNo: a.trackNo ?? '' }
    : a.status === 'failed'
      ? { status: 'failed', error: a.errorMessage ?? '' }
      : undefined;

/**
 * Runs one label attempt (idempotent; safe side by side): answers a finished attempt's outcome, or
 * claims it and buys the label through the channel's label API with the attempt's key.
 */
export async function runLabelAttempt(
  rt: LabelRuntime,
  key: string,
  actor: Actor,
  now: Date,
): Promise<LabelOutcome> {
  const db = rt.db;
  const [existing] = await db.select().from(pdsLabelAttempt).where(eq(pdsLabelAttempt.idempotencyKey, key));
  if (!existing) return { status: 'failed', error: 'Unknown label attempt' };
  const finished = answerOf(existing);
  if (finished) return finished;
  const attempt = await claim(db, key, now, labelLeaseMs(rt.config.taskLeaseMs));
  if (!attempt) return { status: 'busy' };
  const [parcel] = await db.select().from(pdsWaybill).where(eq(pdsWaybill.id, attempt.waybillId));
  if (!parcel || parcel.status === 'cancelled' || parcel.status === 'cancelling') {
    await db
      .update(pdsLabelAttempt)
      .set({ status: 'failed', lockedUntil: null, errorMessage: 'cancelled', finishedAt: now })
      .where(eq(pdsLabelAttempt.id, attempt.id));
    return { status: 'failed', error: 'cancelled' };
  }
  if (!attempt.apiId) {
    const error: CarrierError = {
      code: 'validation',
      message: 'The channel has no label API',
      retryable: false,
    };
    await storeFailure(db, attempt, parcel, error, actor, now);
    return { status: 'failed', error: carrierErrorText(error) };
  }
  let result: ShipResult;
  try {
    const shipment = await shipmentOf(db, parcel, now);
    result = await parcelCarrier().withConnector(rt)(
      { apiId: attempt.apiId, kind: 'label', now, idempotencyKey: key, logRef: parcel.waybillNo },
      (connector, ctx) => {
        if (!connector.ship)
          throw new CarrierCallError({
            code: 'validation',
            message: 'The label API cannot ship',
            retryable: false,
          });
        return connector.ship(ctx, shipment);
      },
    );
  } catch (err) {
    if (!(err instanceof CarrierCallError)) {
      await db
        .update(pdsLabelAttempt)
        .set({ status: 'pending', lockedUntil: null })
        .where(eq(pdsLabelAttempt.id, attempt.id));
      throw err;
    }
    await storeFailure(db, attempt, parcel, err.error, actor, now);
    const text = carrierErrorText(err.error);
    return err.error.retryable ? { status: 'retry', error: text } : { status: 'failed', error: text };
  }
  await storeSuccess(db, attempt, parcel, result, actor, now);
  return { status: 'done', trackNo: result.trackNo };
}

/** The durable task: a call in flight elsewhere or a retryable failure is retried later by the runner. */
export async function labelTask(
  _db: Db,
  payload: { key: string; actor: Actor },
  context: TaskContext,
): Promise<LabelOutcome> {
  const outcome = await runLabelAttempt(context.system().runtime, payload.key, payload.actor, context.now);
  if (outcome.status === 'busy') throw new Error(`Label ${payload.key} is being bought by another worker`);
  if (outcome.status === 'retry') throw new Error(outcome.error);
  return outcome;
}
