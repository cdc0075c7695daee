import type { publicTrackQueryPayload, trackQueryPayload } from '@freightdesk/domain';
import {
  deriveTimeCost,
  type MessageKey,
  type TrackQueryResult,
  type TrackQueryRow,
} from '@freightdesk/domain';
import { and, asc, desc, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { lmsWaybill, lmsWaybillTrack, waybillScope } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { type MessageParam, translate } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { createPublicLimiter } from './public-limit.ts';

type WaybillHit = typeof lmsWaybill.$inferSelect;

/** The waybills matching pasted numbers by waybill number or track number (plus customer number when asked). */
async function findByNumbers(
  db: Db,
  numbers: readonly string[],
  scope: SQL | undefined,
  withCustomerNo: boolean,
): Promise<WaybillHit[]> {
  const match = or(
    inArray(lmsWaybill.waybillNo, [...numbers]),
    inArray(lmsWaybill.trackNo, [...numbers]),
    withCustomerNo ? inArray(lmsWaybill.customerNo, [...numbers]) : undefined,
  );
  return db.select().from(lmsWaybill).where(and(match, scope)).orderBy(asc(lmsWaybill.waybillNo));
}

/** Track rows of the waybills, newest first, rendered in the reader's language. */
async function tracksOf(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, TrackQueryRow[]>> {
  const out = new Map<string, TrackQueryRow[]>();
  if (!ids.length) return out;
  const t = lmsWaybillTrack;
  const rows = await ctx.db
    .select({
      waybillId: t.waybillId,
      time: t.time,
      status: t.status,
      messageKey: t.messageKey,
      messageParams: t.messageParams,
      description: t.description,
      location: t.location,
    })
    .from(t)
    .where(inArray(t.waybillId, [...ids]))
    .orderBy(desc(t.time), desc(t.createdAt));
  for (const r of rows) {
    const text = r.messageKey
      ? translate(ctx.lang, r.messageKey as MessageKey, (r.messageParams ?? []) as MessageParam[])
      : '';
    const note = r.description ?? '';
    const list = out.get(r.waybillId) ?? [];
    list.push({
      time: r.time.toISOString(),
      status: r.status,
      description: text && note ? `${text} (${note})` : text || note,
      location: r.location,
    });
    out.set(r.waybillId, list);
  }
  return out;
}

/**
 * The answer of a track query: per pasted number, in the pasted order, the waybill it names (waybill,
 * track or customer number) with its status and tracks, or "not found"; `withTimeCost` adds the
 * time-cost figures (signed-in readers only).
 */
async function answer(
  ctx: RequestContext,
  numbers: readonly string[],
  hits: readonly WaybillHit[],
  withTimeCost: boolean,
): Promise<TrackQueryResult[]> {
  const tracks = await tracksOf(
    ctx,
    hits.map((w) => w.id),
  );
  return numbers.map((number) => {
    const w = hits.find((h) => h.waybillNo === number || h.trackNo === number || h.customerNo === number);
    if (!w) return { number, found: false, tracks: [] };
    return {
      number,
      found: true,
      waybillNo: w.waybillNo,
      trackNo: w.trackNo,
      status: w.status,
      destination: w.destination,
      ...(withTimeCost ? { timeCost: deriveTimeCost(w, ctx.now) } : {}),
      tracks: tracks.get(w.id) ?? [],
    };
  });
}

/**
 * Track query of signed-in users (`lms/track/query`): per pasted number (waybill, track or customer
 * number) the status, the time-cost figures and the tracks, newest first. Customers see only their
 * own customer's waybills (another customer's number answers "not found").
 */
export async function queryTracks(
  ctx: AuthedContext,
  input: z.output<typeof trackQueryPayload>,
): Promise<TrackQueryResult[]> {
  const hits = await findByNumbers(ctx.db, input.numbers, waybillScope(ctx), true);
  return answer(ctx, input.numbers, hits, true);
}

const limitPublic = createPublicLimiter();

/**
 * Public track query (`lms/track/publicQuery`, the mobile page): by waybill or track number only,
 * at most 20 numbers, rate-limited per client address; answers the status and the tracks — never a
 * party's name, address or phone, nor the customer.
 */
export async function publicQueryTracks(
  ctx: RequestContext,
  input: z.output<typeof publicTrackQueryPayload>,
): Promise<TrackQueryResult[]> {
  limitPublic(ctx.ip, ctx.now);
  const hits = await findByNumbers(ctx.db, input.numbers, undefined, false);
  return answer(ctx, input.numbers, hits, false);
}
