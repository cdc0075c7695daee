import {
  CARRIER_ERROR_LABELS,
  checkFetch,
  fetchIdempotencyKey,
  resolveTrackApi,
  ruleFail,
  TRACK_NO_FETCH_LEASE_MS,
  type TrackNoOutcome,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { attachTracker, callCarrier } from '#modules/lms/track/index.ts';
import {
  isCustomerUser,
  lmsWaybill,
  lockWaybills,
  type WaybillRow,
  waybillLogRows,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { CarrierCallError, type CarrierError, type ShipResult } from '#modules/settings/carrier-api/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { buildShipment } from './shipment.ts';
import { lmsWaybillLabel } from './track-no.schema.ts';
import {
  asCarrierError,
  carrierPart,
  channelOf,
  customerLabelSetting,
  type LabelChannel,
  refusedOutcome,
  rightsOn,
  storeLabels,
} from './track-no-common.ts';

/**
 * Fetching a waybill's track number and label through its channel's label API, in three steps: a
 * short transaction that checks the rules and claims the attempt, the carrier call (no transaction
 * open), and a short transaction that re-checks (locks) the waybill and writes the answer. The
 * idempotency key names the waybill and the attempt, so a retried attempt never buys a second label.
 */

export type FetchOptions = {
  /** Run exactly this attempt (a durable task): done already → nothing happens; under way → resumed. */
  attempt?: number;
  /** A transient carrier failure throws (the task retries the same attempt) instead of being recorded. */
  throwTransient?: boolean;
};

type Claimed = { w: WaybillRow; channel: LabelChannel; attempt: number };

const doneOutcome = (w: WaybillRow): TrackNoOutcome => ({
  id: w.id,
  waybillNo: w.waybillNo,
  ...(w.trackNo ? { trackNo: w.trackNo } : {}),
});

async function labelRow(tx: Db, waybillId: string) {
  const [row] = await tx
    .select()
    .from(lmsWaybillLabel)
    .where(eq(lmsWaybillLabel.waybillId, waybillId))
    .for('update');
  return row;
}

/** Step 1: the rules, then the attempt claimed (its lease keeps a second caller out). */
async function claim(ctx: AuthedContext, id: string, opts: FetchOptions): Promise<Claimed | TrackNoOutcome> {
  const allowed = isCustomerUser(ctx) && (await customerLabelSetting(ctx));
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [id]);
    const channel = await channelOf(tx, w!.channelId);
    const label = await labelRow(tx, id);
    if (
      opts.attempt !== undefined &&
      label &&
      (label.attempt > opts.attempt || (label.attempt === opts.attempt && label.status !== 'fetching'))
    )
      return doneOutcome(w!);
    const resume =
      opts.attempt !== undefined && label?.attempt === opts.attempt && label.status === 'fetching';
    const refused = checkFetch({
      waybillNo: w!.waybillNo,
      status: w!.status,
      trackNo: w!.trackNo,
      fetched: label?.status === 'fetched' && label.trackNo === w!.trackNo,
      channelCode: channel?.code ?? null,
      labelApiId: channel?.labelApiId ?? null,
      busy: !resume && label?.status === 'fetching' && !!label.leaseUntil && label.leaseUntil > ctx.now,
    });
    if (refused) return refusedOutcome(ctx, id, w!.waybillNo, refused);
    if (isCustomerUser(ctx) && !rightsOn(allowed, channel).fetch)
      return refusedOutcome(ctx, id, w!.waybillNo, ruleFail('trackNoCustomerFetchRefused'));
    const attempt = resume ? label!.attempt : (opts.attempt ?? (label?.attempt ?? 0) + 1);
    const values = {
      labelApiId: channel!.labelApiId,
      attempt,
      status: 'fetching' as const,
      leaseUntil: new Date(ctx.now.getTime() + TRACK_NO_FETCH_LEASE_MS),
      updatedAt: ctx.now,
    };
    await tx
      .insert(lmsWaybillLabel)
      .values({ waybillId: id, ...values })
      .onConflictDoUpdate({ target: lmsWaybillLabel.waybillId, set: values });
    return { w: w!, channel: channel!, attempt };
  });
}

/** Step 2: the carrier call, outside any transaction. */
async function ship(ctx: AuthedContext, c: Claimed): Promise<ShipResult | CarrierError> {
  const shipment = await buildShipment(ctx.db, c.w, ctx.now);
  try {
    return await callCarrier(
      ctx.runtime,
      {
        apiId: c.channel.labelApiId!,
        kind: 'label',
        now: ctx.now,
        idempotencyKey: fetchIdempotencyKey(c.w.id, c.attempt),
        logRef: c.w.waybillNo,
      },
      (connector, cc) => {
        if (!connector.ship)
          throw new CarrierCallError({
            code: 'unknown',
            message: 'The API cannot create labels',
            retryable: false,
          });
        return connector.ship(cc, shipment);
      },
    );
  } catch (err) {
    return asCarrierError(ctx, err);
  }
}

const isError = (r: ShipResult | CarrierError): r is CarrierError => 'code' in r && !('trackNo' in r);

/** Step 3: the answer written, if the attempt is still the waybill's current one. */
async function write(
  ctx: AuthedContext,
  c: Claimed,
  answer: ShipResult | CarrierError,
): Promise<TrackNoOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [c.w.id]);
    const label = await labelRow(tx, c.w.id);
    if (!label || label.attempt !== c.attempt || label.status !== 'fetching') return doneOutcome(w!);
    if (isError(answer)) {
      await tx
        .update(lmsWaybillLabel)
        .set({
          status: 'failed',
          leaseUntil: null,
          errorCode: answer.code,
          errorText: carrierPart(answer),
          errorAt: ctx.now,
          updatedAt: ctx.now,
        })
        .where(eq(lmsWaybillLabel.waybillId, w!.id));
      await writeBusinessLog(
        tx,
        ctx,
        waybillLogRows([w!], 'fetchTrackNo', () => ({ after: { error: carrierPart(answer) } })),
      );
      return { id: w!.id, waybillNo: w!.waybillNo, error: errorText(ctx, answer) };
    }
    const labelFileId = await storeLabels(tx, ctx, w!, answer.labels);
    const history =
      w!.trackNo && w!.trackNo !== answer.trackNo ? [...w!.historyTrackNos, w!.trackNo] : w!.historyTrackNos;
    await tx
      .update(lmsWaybill)
      .set({
        trackNo: answer.trackNo,
        subTrackNos: answer.subTrackNos,
        historyTrackNos: history,
        trackApiMode: c.channel.trackApiMode,
        version: sql`${lmsWaybill.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(lmsWaybill.id, w!.id));
    await tx
      .update(lmsWaybillLabel)
      .set({
        status: 'fetched',
        leaseUntil: null,
        trackNo: answer.trackNo,
        subTrackNos: answer.subTrackNos,
        carrierShipmentId: answer.carrierShipmentId ?? null,
        labelFileId,
        errorCode: null,
        errorText: null,
        errorAt: null,
        updatedAt: ctx.now,
      })
      .where(eq(lmsWaybillLabel.waybillId, w!.id));
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows([w!], 'fetchTrackNo', () => ({
        before: { trackNo: w!.trackNo },
        after: { trackNo: answer.trackNo, subTrackNos: answer.subTrackNos },
      })),
    );
    const trackApiId = resolveTrackApi(c.channel);
    if (trackApiId) await attachTracker(tx, ctx, { waybillId: w!.id, trackApiId, trackNo: answer.trackNo });
    return { id: w!.id, waybillNo: w!.waybillNo, trackNo: answer.trackNo };
  });
}

/** The message of a failed call in the caller's language, with the carrier's own text. */
export function errorText(ctx: AuthedContext, e: CarrierError): string {
  return carrierErrorTextOf(ctx, e.code, carrierPart(e));
}
export function carrierErrorTextOf(ctx: AuthedContext, code: string | null, text: string | null): string {
  const own = (CARRIER_ERROR_LABELS as Record<string, Record<string, string>>)[code ?? 'unknown']?.[ctx.lang];
  return [own, text].filter(Boolean).join(': ');
}

/** Records a transient failure of a task's attempt (the task retries it with the same key). */
async function noteTransient(ctx: AuthedContext, c: Claimed, e: CarrierError): Promise<void> {
  await ctx.db
    .update(lmsWaybillLabel)
    .set({
      leaseUntil: null,
      errorCode: e.code,
      errorText: carrierPart(e),
      errorAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(sql`${lmsWaybillLabel.waybillId} = ${c.w.id} and ${lmsWaybillLabel.attempt} = ${c.attempt}`);
}

/** Fetches the track number and label of one waybill (see above); a refusal or carrier failure is the outcome's error. */
export async function fetchOne(
  ctx: AuthedContext,
  id: string,
  opts: FetchOptions = {},
): Promise<TrackNoOutcome> {
  const claimed = await claim(ctx, id, opts);
  if (!('attempt' in claimed)) return claimed;
  const answer = await ship(ctx, claimed);
  if (isError(answer) && answer.retryable && opts.throwTransient) {
    await noteTransient(ctx, claimed, answer);
    throw new CarrierCallError(answer);
  }
  return write(ctx, claimed, answer);
}
