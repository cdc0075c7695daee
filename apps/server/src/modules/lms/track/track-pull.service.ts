import {
  FINAL_TRACK_STATUSES,
  nextStatus,
  parseTrackApiRef,
  TRACK_PULL_BATCH,
  TRACK_PULL_CLAIM_MS,
  TRACK_PULL_INTERVAL_MS,
  TRACK_PULL_MAX_TASKS,
  trackEventKey,
  trackPullRetryMs,
} from '@freightdesk/domain';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { lmsWaybill, lockWaybills, transitionLocked, writeTracks } from '#modules/lms/waybill/index.ts';
import { CarrierCallError, type TrackResult } from '#modules/settings/carrier-api/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask, type TaskHandler } from '#platform/tasks/task.service.ts';
import { callCarrier } from './carrier-gateway.ts';
import { lmsTracker, lmsTrackerEvent, lmsTrackerWaybill } from './tracker.schema.ts';
import { apiTrackEntries, type TrackerEventRow } from './tracker.service.ts';

export const TRACK_PULL_TASK = 'lms.track.pull';
export const TRACK_DISPATCH_TASK = 'lms.track.dispatch';

type Tracker = typeof lmsTracker.$inferSelect;

/** Items grouped by a key, in their order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** The text of a failed pull (the carrier's own message when it gave one). */
function pullErrorText(ctx: AuthedContext, err: unknown): string {
  if (err instanceof CarrierCallError) {
    const e = err.error;
    return [e.message, e.carrierCode, e.carrierMessage].filter(Boolean).join(' ');
  }
  if (err instanceof BizError) return translate(ctx.lang, err.key, err.params);
  return err instanceof Error ? err.message : String(err);
}

/**
 * Pulls trackers of one track API now: one carrier call for all their numbers (outside any
 * transaction), then one short transaction writing what came back. A failed call marks every tracker
 * and its waybills with the error and retries later; it never throws (the schedule pulls again).
 */
export async function pullTrackers(ctx: AuthedContext, trackerIds: readonly string[]): Promise<void> {
  if (!trackerIds.length) return;
  const trackers = await ctx.db
    .select()
    .from(lmsTracker)
    .where(sql`${inArray(lmsTracker.id, [...trackerIds])} and ${isNull(lmsTracker.completeAt)}`);
  const byApi = groupBy(trackers, (t) => t.trackApiId);
  for (const [ref, group] of byApi) {
    const api = parseTrackApiRef(ref);
    let results: TrackResult[];
    try {
      results = await callCarrier(ctx.runtime, { apiId: api.id, kind: api.kind, now: ctx.now }, (c, cc) => {
        if (!c.track)
          throw new CarrierCallError({ code: 'unknown', message: 'The API cannot track', retryable: false });
        return c.track(
          cc,
          group.map((t) => t.trackNo),
        );
      });
    } catch (err) {
      const error = pullErrorText(ctx, err);
      await ctx.db.transaction((tx) => writePull(tx, ctx, group, [], error));
      continue;
    }
    await ctx.db.transaction((tx) => writePull(tx, ctx, group, results, null));
  }
}

type Outcome = {
  tracker: Tracker;
  events: TrackResult['events'];
  error: string | null;
};

/** Matches the carrier's answers to the trackers by number (a number it left out reads as no news). */
function outcomes(
  group: readonly Tracker[],
  results: readonly TrackResult[],
  callError: string | null,
): Outcome[] {
  const byNo = new Map(results.map((r) => [r.trackNo, r]));
  return group.map((tracker) => {
    const r = byNo.get(tracker.trackNo);
    const error =
      callError ??
      (r?.error
        ? [r.error.message, r.error.carrierCode, r.error.carrierMessage].filter(Boolean).join(' ')
        : null);
    return { tracker, events: r?.events ?? [], error };
  });
}

/** Writes one pull: new events (deduplicated), the waybills' tracks and task times, delivered waybills, the trackers. */
async function writePull(
  tx: Db,
  ctx: AuthedContext,
  group: readonly Tracker[],
  results: readonly TrackResult[],
  callError: string | null,
): Promise<void> {
  const ids = group.map((t) => t.id).sort();
  // locks in id order: a pull now and a scheduled pull of the same tracker never deadlock
  await tx
    .select({ id: lmsTracker.id })
    .from(lmsTracker)
    .where(inArray(lmsTracker.id, ids))
    .orderBy(asc(lmsTracker.id))
    .for('update');
  const all = outcomes(group, results, callError);
  const inserted = await insertNewEvents(tx, all);
  const links = await tx
    .select({ waybillId: lmsTrackerWaybill.waybillId, trackerId: lmsTrackerWaybill.trackerId })
    .from(lmsTrackerWaybill)
    .where(inArray(lmsTrackerWaybill.trackerId, ids));
  const waybillIds = [...new Set(links.map((l) => l.waybillId))].sort();
  if (waybillIds.length)
    await tx
      .select({ id: lmsWaybill.id })
      .from(lmsWaybill)
      .where(inArray(lmsWaybill.id, waybillIds))
      .orderBy(asc(lmsWaybill.id))
      .for('update');
  const newByTracker = groupBy(inserted, (e) => e.trackerId);
  const waybillsOf = groupBy(links, (l) => l.trackerId);
  await writeTracks(
    tx,
    ctx,
    [...newByTracker].flatMap(([trackerId, events]) =>
      apiTrackEntries(
        (waybillsOf.get(trackerId) ?? []).map((l) => l.waybillId),
        events,
      ),
    ),
  );
  const states = all.map((o) => trackerState(ctx.now, o, newByTracker.get(o.tracker.id) ?? []));
  await updateTrackers(tx, ctx.now, states);
  await updateWaybills(tx, ctx.now, states, waybillsOf);
  await deliverWaybills(tx, ctx, states, waybillsOf);
}

async function insertNewEvents(tx: Db, all: readonly Outcome[]): Promise<TrackerEventRow[]> {
  const rows = all.flatMap((o) =>
    o.events.map((e) => ({
      trackerId: o.tracker.id,
      key: trackEventKey(e),
      time: new Date(e.time),
      status: e.status,
      description: e.description,
      location: e.location ?? null,
      carrierCode: e.carrierCode ?? null,
    })),
  );
  if (!rows.length) return [];
  return tx
    .insert(lmsTrackerEvent)
    .values(rows)
    .onConflictDoNothing({ target: [lmsTrackerEvent.trackerId, lmsTrackerEvent.key] })
    .returning({
      trackerId: lmsTrackerEvent.trackerId,
      time: lmsTrackerEvent.time,
      status: lmsTrackerEvent.status,
      description: lmsTrackerEvent.description,
      location: lmsTrackerEvent.location,
    });
}

type TrackerState = {
  id: string;
  error: string | null;
  errorCount: number;
  nextPullAt: Date;
  lastEventTime: Date | null;
  lastStatus: string | null;
  completeAt: Date | null;
  deliveredAt: Date | null;
};

/** What a tracker becomes after a pull: its latest event, complete when delivered or returned, next pull. */
function trackerState(now: Date, o: Outcome, fresh: readonly TrackerEventRow[]): TrackerState {
  const t = o.tracker;
  const latest = [...fresh].sort((a, b) => b.time.getTime() - a.time.getTime())[0];
  const newer = latest && (!t.lastEventTime || latest.time >= t.lastEventTime) ? latest : null;
  const lastStatus = newer?.status ?? t.lastStatus;
  const complete = lastStatus != null && FINAL_TRACK_STATUSES.includes(lastStatus);
  const delivered = fresh
    .filter((e) => e.status === 'delivered')
    .sort((a, b) => a.time.getTime() - b.time.getTime())[0];
  const errorCount = o.error ? t.errorCount + 1 : 0;
  return {
    id: t.id,
    error: o.error,
    errorCount,
    nextPullAt: new Date(now.getTime() + (o.error ? trackPullRetryMs(errorCount) : TRACK_PULL_INTERVAL_MS)),
    lastEventTime: newer?.time ?? t.lastEventTime,
    lastStatus,
    completeAt: complete ? (t.completeAt ?? now) : null,
    deliveredAt: delivered?.time ?? null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function updateTrackers(tx: Db, now: Date, states: readonly TrackerState[]): Promise<void> {
  const rows = JSON.stringify(
    states.map((s) => ({
      id: s.id,
      error: s.error,
      error_count: s.errorCount,
      next_pull_at: iso(s.nextPullAt),
      last_event_time: iso(s.lastEventTime),
      last_status: s.lastStatus,
      complete_at: iso(s.completeAt),
    })),
  );
  await tx.execute(sql`
    update lms_tracker t set error = r.error, error_count = r.error_count, next_pull_at = r.next_pull_at,
      last_event_time = r.last_event_time, last_status = r.last_status, complete_at = r.complete_at,
      last_pull_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${rows}::json) as r(id uuid, error text, error_count int, next_pull_at timestamptz,
      last_event_time timestamptz, last_status text, complete_at timestamptz)
    where t.id = r.id`);
}

/** The waybills' task times and error; the track time moves to the latest event. */
async function updateWaybills(
  tx: Db,
  now: Date,
  states: readonly TrackerState[],
  waybillsOf: Map<string, { waybillId: string }[]>,
): Promise<void> {
  const rows = states.flatMap((s) =>
    (waybillsOf.get(s.id) ?? []).map((l) => ({
      id: l.waybillId,
      err: s.error,
      complete: iso(s.completeAt),
      event: iso(s.lastEventTime),
    })),
  );
  if (!rows.length) return;
  await tx.execute(sql`
    update lms_waybill w set track_task_notify_time = ${now.toISOString()}::timestamptz,
      track_task_notify_err_msg = r.err,
      track_task_complete_time = coalesce(w.track_task_complete_time, r.complete),
      track_time = greatest(w.track_time, r.event)
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, err text, complete timestamptz, event timestamptz)
    where w.id = r.id`);
}

/** A delivered event stamps the deliver time and moves the waybill to delivered where the status machine allows it. */
async function deliverWaybills(
  tx: Db,
  ctx: AuthedContext,
  states: readonly TrackerState[],
  waybillsOf: Map<string, { waybillId: string }[]>,
): Promise<void> {
  const deliveredAt = new Map<string, Date>();
  for (const s of states)
    if (s.deliveredAt)
      for (const l of waybillsOf.get(s.id) ?? []) deliveredAt.set(l.waybillId, s.deliveredAt);
  if (!deliveredAt.size) return;
  const rows = await lockWaybills(tx, ctx, [...deliveredAt.keys()]);
  const movable = rows.filter((w) => nextStatus(w.status, 'deliver', w).ok);
  const stay = rows.filter((w) => !movable.includes(w) && !w.deliverTime);
  if (movable.length)
    await transitionLocked(tx, ctx, movable, 'deliver', {
      set: (w) => ({ deliverTime: deliveredAt.get(w.id)! }),
    });
  for (const w of stay)
    await tx
      .update(lmsWaybill)
      .set({ deliverTime: deliveredAt.get(w.id)! })
      .where(sql`${lmsWaybill.id} = ${w.id}`);
}

/**
 * The dispatch (every minute): claims due trackers (not complete, next pull passed) and enqueues one
 * pull task per track API and batch of numbers, in one transaction; a claimed tracker is not claimed
 * again until its pull had time to run.
 */
export const dispatchTrackPulls: TaskHandler = async (db, _payload, context) => {
  const limit = TRACK_PULL_BATCH * TRACK_PULL_MAX_TASKS;
  await db.transaction(async (tx) => {
    const claimedUntil = new Date(context.now.getTime() + TRACK_PULL_CLAIM_MS).toISOString();
    const result = await tx.execute(sql`
      update lms_tracker set next_pull_at = ${claimedUntil}::timestamptz
      where id in (select id from lms_tracker where complete_at is null and next_pull_at <= ${context.now.toISOString()}::timestamptz
        order by next_pull_at limit ${limit} for update skip locked)
      returning id, track_api_id`);
    const rows = (result as unknown as { rows: { id: string; track_api_id: string }[] }).rows;
    const byApi = groupBy(rows, (r) => r.track_api_id);
    for (const [apiId, list] of byApi)
      for (let i = 0; i < list.length; i += TRACK_PULL_BATCH)
        await enqueueTask(
          tx,
          {
            type: TRACK_PULL_TASK,
            key: `${context.key}:${apiId}:${i / TRACK_PULL_BATCH}`,
            payload: { trackerIds: list.slice(i, i + TRACK_PULL_BATCH).map((r) => r.id) },
            maxAttempts: 2,
          },
          context.now,
        );
    // more are due than one dispatch takes: the next dispatch runs at once, not a minute later
    if (rows.length === limit)
      await enqueueTask(tx, { type: TRACK_DISPATCH_TASK, key: `${context.key}+`, payload: {} }, context.now);
  });
};

/** One pull task: the trackers of its batch, pulled through their track API. */
export const runTrackPull: TaskHandler<{ trackerIds: string[] }> = async (_db, payload, context) => {
  await pullTrackers(context.system(), payload.trackerIds ?? []);
};
