import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { writeTracks } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsTracker, lmsTrackerEvent, lmsTrackerWaybill } from './tracker.schema.ts';

/** Trackers as waybills get and lose track numbers (in the caller's transaction). */

type TrackEntry = Parameters<typeof writeTracks>[2][number];

export type TrackerEventRow = Pick<
  typeof lmsTrackerEvent.$inferSelect,
  'trackerId' | 'time' | 'status' | 'description' | 'location'
>;

/** Track rows (source `api`) of carrier events for waybills. */
export function apiTrackEntries(
  waybillIds: readonly string[],
  events: readonly TrackerEventRow[],
): TrackEntry[] {
  return waybillIds.flatMap((waybillId) =>
    events.map((e) => ({
      waybillId,
      time: e.time,
      description: e.description,
      location: e.location,
      status: e.status,
      source: 'api' as const,
      action: 'carrierTrack',
    })),
  );
}

/**
 * Makes the waybill follow the tracker of (track API, number): creates the tracker when no other
 * waybill shares the number (due at once), moves the waybill off a tracker it followed before, and
 * gives it the events the tracker has already seen.
 */
export async function attachTracker(
  tx: Db,
  ctx: AuthedContext,
  input: { waybillId: string; trackApiId: string; trackNo: string },
): Promise<string> {
  const [tracker] = await tx
    .insert(lmsTracker)
    .values({ trackApiId: input.trackApiId, trackNo: input.trackNo, nextPullAt: ctx.now, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: [lmsTracker.trackApiId, lmsTracker.trackNo],
      set: { trackNo: sql`excluded.track_no` },
    })
    .returning({ id: lmsTracker.id });
  const trackerId = tracker!.id;
  const [link] = await tx
    .select({ trackerId: lmsTrackerWaybill.trackerId })
    .from(lmsTrackerWaybill)
    .where(eq(lmsTrackerWaybill.waybillId, input.waybillId));
  if (link?.trackerId === trackerId) return trackerId;
  if (link) await detachTrackers(tx, [input.waybillId]);
  await tx.insert(lmsTrackerWaybill).values({ waybillId: input.waybillId, trackerId });
  const seen = await tx
    .select()
    .from(lmsTrackerEvent)
    .where(eq(lmsTrackerEvent.trackerId, trackerId))
    .orderBy(asc(lmsTrackerEvent.time));
  await writeTracks(tx, ctx, apiTrackEntries([input.waybillId], seen));
  return trackerId;
}

/** The waybills stop following their trackers; a tracker no waybill follows any more is ended (deleted). */
export async function detachTrackers(tx: Db, waybillIds: readonly string[]): Promise<void> {
  if (!waybillIds.length) return;
  const gone = await tx
    .delete(lmsTrackerWaybill)
    .where(inArray(lmsTrackerWaybill.waybillId, [...waybillIds]))
    .returning({ trackerId: lmsTrackerWaybill.trackerId });
  const trackerIds = [...new Set(gone.map((g) => g.trackerId))];
  if (!trackerIds.length) return;
  await tx
    .delete(lmsTracker)
    .where(
      and(
        inArray(lmsTracker.id, trackerIds),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(lmsTrackerWaybill)
            .where(eq(lmsTrackerWaybill.trackerId, lmsTracker.id)),
        ),
      ),
    );
}

/** The tracker a waybill follows, if any. */
export async function trackerOfWaybill(db: Db, waybillId: string) {
  const [row] = await db
    .select({ id: lmsTracker.id, trackApiId: lmsTracker.trackApiId, trackNo: lmsTracker.trackNo })
    .from(lmsTrackerWaybill)
    .innerJoin(lmsTracker, eq(lmsTracker.id, lmsTrackerWaybill.trackerId))
    .where(eq(lmsTrackerWaybill.waybillId, waybillId));
  return row ?? null;
}
