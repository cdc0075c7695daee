import { Permission, TRACK_NO_JOB_THRESHOLD, type TrackNoOutcome } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { isCustomerUser, type WaybillRow } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { DEFAULT_MAX_ATTEMPTS, enqueueTask, type TaskHandler } from '#platform/tasks/task.service.ts';
import { lmsWaybillLabel } from './track-no.schema.ts';
import { cancelOne } from './track-no-cancel.service.ts';
import { channelOf } from './track-no-common.ts';
import { fetchOne } from './track-no-fetch.service.ts';

/** Fetch and cancel over many waybills: each waybill on its own (one's failure stops no other), a job over 20. */

/** Carrier calls under way at once in one batch: hides the carrier's latency without flooding it. */
const CONCURRENCY = 4;

type One = (ctx: AuthedContext, id: string) => Promise<TrackNoOutcome>;

async function safely(ctx: AuthedContext, id: string, one: One): Promise<TrackNoOutcome> {
  try {
    return await one(ctx, id);
  } catch (err) {
    if (err instanceof BizError) return { id, error: translate(ctx.lang, err.key, err.params) };
    ctx.log.error({ err, waybillId: id }, 'track number call failed');
    return { id, error: translate(ctx.lang, 'serverError') };
  }
}

/** Runs `one` over the ids, a few at a time, reporting progress; outcomes in the ids' order. */
async function runBatch(
  ctx: AuthedContext,
  ids: readonly string[],
  one: One,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<TrackNoOutcome[]> {
  const out: TrackNoOutcome[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = await safely(ctx, ids[i]!, one);
      done += 1;
      await progress?.(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return out;
}

/** Staff need the operate code; customers are checked per waybill against the channel's label config. */
function checkCaller(ctx: AuthedContext): void {
  if (!isCustomerUser(ctx) && !ctx.auth.permissions.has(Permission.lmsWaybillOperate)) throw noPermission();
}

function batch(type: 'fetchTrackNo' | 'cancelTrackNo', one: One) {
  return async (ctx: AuthedContext, input: { ids: string[] }) => {
    checkCaller(ctx);
    const ids = [...new Set(input.ids)];
    if (ids.length <= TRACK_NO_JOB_THRESHOLD) return runBatch(ctx, ids, one);
    return startJob(ctx, { type, subject: 'lmsWaybill' }, (job) => runBatch(ctx, ids, one, job.progress));
  };
}

/** `POST lms/waybill/fetchTrackNo {ids}` → `[{id, trackNo?, error?}]`, or `{progressId}` over 20 waybills. */
export const fetchTrackNos = batch('fetchTrackNo', (ctx, id) => fetchOne(ctx, id));
/** `POST lms/waybill/cancelTrackNo {ids}` → `[{id, error?}]`, or `{progressId}` over 20 waybills. */
export const cancelTrackNos = batch('cancelTrackNo', cancelOne);

export const AUTO_FETCH_TASK = 'lms.trackNo.fetch';

/**
 * After a customer invoice is attached (in the upload's transaction): when the waybill's channel
 * fetches labels automatically and the waybill has no number yet, a durable task fetches it — keyed
 * by the waybill and the next attempt, so the same upload never enqueues twice.
 */
export async function fetchAfterInvoice(
  tx: Db,
  ctx: AuthedContext,
  w: WaybillRow,
  type: string,
): Promise<void> {
  if (type !== 'customerInvoice' || w.trackNo) return;
  const channel = await channelOf(tx, w.channelId);
  if (channel?.labelApiMode !== 'autoAfterInvoice' || !channel.labelApiId) return;
  const [label] = await tx
    .select({ attempt: lmsWaybillLabel.attempt, status: lmsWaybillLabel.status })
    .from(lmsWaybillLabel)
    .where(eq(lmsWaybillLabel.waybillId, w.id));
  if (label?.status === 'fetching' || label?.status === 'fetched') return;
  const attempt = (label?.attempt ?? 0) + 1;
  await enqueueTask(
    tx,
    { type: AUTO_FETCH_TASK, key: `${w.id}:${attempt}`, payload: { waybillId: w.id, attempt } },
    ctx.now,
  );
}

/** The automatic fetch: exactly its attempt; a transient carrier failure retries it (same idempotency key). */
export const runAutoFetch: TaskHandler<{ waybillId: string; attempt: number }> = async (
  _db,
  payload,
  context,
) => {
  const last = context.attempt >= DEFAULT_MAX_ATTEMPTS;
  await fetchOne(context.system(), payload.waybillId, { attempt: payload.attempt, throwTransient: !last });
};
