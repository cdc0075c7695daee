import {
  PARCEL_SHIP_CONFIRMABLE,
  PARCEL_STATUS_OF_TRACK,
  PARCEL_TRACKED,
  type ParcelStatus,
  type parcelIdsPayload,
} from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { confirmWaybillFees } from '#modules/fms/fee/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pdsWaybill, pdsWaybillFee } from './parcel.schema.ts';
import {
  lockParcels,
  PARCEL_ENTITY,
  type ParcelRow,
  parcelInReach,
  parcelReach,
  writeParcelTracks,
} from './parcel-access.ts';
import { statusRefusal } from './parcel-cancel.service.ts';
import { CarrierCallError, carrierErrorText, parcelCarrier, type TrackEvent } from './parcel-carrier.ts';
import { parcelTracks } from './parcel-detail.service.ts';

/**
 * Hands made parcels over for pick-up (`shipConfirm {ids}`): made → waitPickUp, all or nothing. As the
 * send scan does for freight, their estimated fees become confirmed (billable).
 */
export async function shipConfirmParcels(ctx: AuthedContext, input: z.output<typeof parcelIdsPayload>) {
  const reach = await parcelReach(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockParcels(tx, reach, input.ids);
    for (const w of rows)
      if (!PARCEL_SHIP_CONFIRMABLE.includes(w.status)) throw statusRefusal(w, 'shipConfirm');
    const ids = rows.map((w) => w.id);
    await tx
      .update(pdsWaybill)
      .set({
        status: 'waitPickUp',
        shipConfirmTime: ctx.now,
        version: sql`${pdsWaybill.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(inArray(pdsWaybill.id, ids));
    await confirmWaybillFees(tx, ids, pdsWaybillFee);
    await writeParcelTracks(
      tx,
      rows.map((w) => ({
        waybillId: w.id,
        time: ctx.now,
        status: null,
        source: 'system' as const,
        messageKey: 'pdsTrackShipConfirmed',
      })),
    );
    await writeBusinessLog(
      tx,
      ctx,
      rows.map((w) => ({
        entity: PARCEL_ENTITY,
        entityId: w.id,
        action: 'parcelShipConfirm' as const,
        customerId: w.customerId,
        before: { status: w.status },
        after: { status: 'waitPickUp' },
      })),
    );
    return { updated: rows.length };
  });
}

/** The status the newest event moves a tracked parcel to (others keep theirs). */
function statusAfter(w: ParcelRow, events: readonly TrackEvent[]): ParcelStatus {
  const last = events.at(-1);
  if (!last || !PARCEL_TRACKED.includes(w.status)) return w.status;
  return PARCEL_STATUS_OF_TRACK[last.status];
}

/**
 * Pulls a parcel's carrier tracks through its channel's track API (else its label API (`queryTracks?id=`): new events appended
 * once (unique per time and carrier code), the status moved by the newest, the pick-up and deliver
 * times stamped, the task notify/complete times and error kept. Answers the parcel's tracks.
 */
export async function queryParcelTracks(ctx: AuthedContext, input: { id: string }) {
  const w = await parcelInReach(ctx, input.id);
  const trackApiId = await parcelCarrier().trackApiOf(ctx.db, w.channelId);
  const api = trackApiId
    ? { apiId: trackApiId, kind: 'track' as const }
    : w.labelApiId
      ? { apiId: w.labelApiId, kind: 'label' as const }
      : null;
  if (w.trackNo && api) {
    try {
      const [result] = await parcelCarrier().withConnector(ctx.runtime)(
        { ...api, now: ctx.now, logRef: w.waybillNo },
        (connector, cctx) => (connector.track ? connector.track(cctx, [w.trackNo!]) : Promise.resolve([])),
      );
      if (result?.error) throw new CarrierCallError(result.error);
      await storeEvents(ctx.db, w, result?.events ?? [], ctx.now);
    } catch (err) {
      if (!(err instanceof CarrierCallError)) throw err;
      await ctx.db
        .update(pdsWaybill)
        .set({ trackTaskNotifyTime: ctx.now, trackTaskNotifyErrMsg: carrierErrorText(err.error) })
        .where(eq(pdsWaybill.id, w.id));
    }
  }
  return parcelTracks(ctx, w.id);
}

async function storeEvents(db: Db, w: ParcelRow, events: readonly TrackEvent[], now: Date) {
  await db.transaction(async (tx) => {
    await writeParcelTracks(
      tx,
      events.map((e) => ({
        waybillId: w.id,
        time: new Date(e.time),
        status: e.status,
        source: 'api' as const,
        description: e.description,
        location: e.location ?? null,
        carrierCode: e.carrierCode ?? e.status,
      })),
    );
    const status = statusAfter(w, events);
    const at = (s: TrackEvent['status']) => events.find((e) => e.status === s)?.time;
    const picked = at('pickUp');
    const delivered = at('delivered');
    await tx
      .update(pdsWaybill)
      .set({
        status,
        pickUpTime: w.pickUpTime ?? (picked ? new Date(picked) : null),
        deliverTime: w.deliverTime ?? (delivered ? new Date(delivered) : null),
        trackTaskNotifyTime: now,
        trackTaskCompleteTime: status === 'delivered' ? now : null,
        trackTaskNotifyErrMsg: null,
        updatedAt: now,
      })
      .where(and(eq(pdsWaybill.id, w.id), eq(pdsWaybill.status, w.status)));
  });
}
