import {
  FEE_RECALCULATE_MAX,
  type FeeKind,
  type FeeRecalculatePayload,
  type FeeRecalculateResult,
  message,
  type WaybillSearchPayload,
} from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import { priceReference } from '#modules/fms/price/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import {
  lmsWaybill,
  lockWaybills,
  scopeOf,
  searchStatement,
  WAYBILL_ENTITY,
} from '../../lms/waybill/index.ts';
import { staffOnly } from './fee-access.ts';
import { calculateFeesLocked, type FeeCalcOptions, type FeeCalcOutcome } from './fee-calculate.service.ts';
import { priceKindOf } from './fee-tables.ts';

/**
 * `lms/fee/recalculate` (back-office §3 "Fee", recalculation modes): the waybills named (ids or
 * numbers, ≤ 500) or found by the list's criteria are recalculated as a job with the shared
 * progress, a chunk of waybills per transaction; a waybill refused by its plan (no send time, …)
 * is reported and the others go on.
 */

const CHUNK = 50;
/** Refusals kept in the job's result. */
const REPORTED = 100;

type Targets = { ids: string[]; missing: string[] };

async function waybillIdsOf(ctx: AuthedContext, input: FeeRecalculatePayload): Promise<Targets> {
  if (input.waybillIds) return { ids: input.waybillIds, missing: [] };
  if (input.waybillNos) {
    const rows = await ctx.db
      .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo })
      .from(lmsWaybill)
      .where(inArray(lmsWaybill.waybillNo, input.waybillNos));
    const found = new Set(rows.map((r) => r.waybillNo));
    return { ids: rows.map((r) => r.id), missing: input.waybillNos.filter((n) => !found.has(n)) };
  }
  const search: WaybillSearchPayload = {
    criteria: input.criteria!,
    sort: [],
    page: 1,
    size: FEE_RECALCULATE_MAX + 1,
  };
  const { rows } = (await ctx.db.execute(searchStatement(search, await scopeOf(ctx)))) as unknown as {
    rows: { id: string }[];
  };
  if (rows.length > FEE_RECALCULATE_MAX) throw new BizError('feeTooManyWaybills', [FEE_RECALCULATE_MAX]);
  return { ids: rows.map((r) => r.id), missing: [] };
}

async function optionsOf(ctx: AuthedContext, input: FeeRecalculatePayload): Promise<FeeCalcOptions> {
  let specified: { priceId: string; kind: FeeKind } | null = null;
  if (input.mode === 'specified') {
    const kind = await priceKindOf(ctx.db, input.priceId!);
    if (!kind) throw new BizError('dataNotExist');
    specified = { priceId: input.priceId!, kind };
  }
  return {
    mode: input.mode,
    specified,
    force: input.force,
    previouslyDeleted: input.previouslyDeleted,
    monthLock: true,
  };
}

async function recalculateWork(
  ctx: AuthedContext,
  input: FeeRecalculatePayload,
  job: JobProgress,
): Promise<FeeRecalculateResult> {
  const options = await optionsOf(ctx, input);
  const { ids, missing } = await waybillIdsOf(ctx, input);
  const ref = await priceReference(ctx.db, ctx.now);
  const outcomes: FeeCalcOutcome[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    await job.progress(i, ids.length, 'jobRecalculatingFees');
    const chunk = ids.slice(i, i + CHUNK);
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await lockWaybills(tx, ctx, chunk);
      const result = await calculateFeesLocked(tx, ctx, rows, options, ref);
      await writeBusinessLog(
        tx,
        ctx,
        rows.map((w, k) => ({
          entity: WAYBILL_ENTITY,
          entityId: w.id,
          action: 'feeRecalculate',
          customerId: w.customerId,
          after: {
            mode: input.mode,
            force: input.force,
            previouslyDeleted: input.previouslyDeleted,
            ...result[k],
          },
        })),
      );
      return result;
    });
    outcomes.push(...done);
  }
  await job.progress(ids.length, ids.length, 'jobRecalculatingFees');
  const notFound = message(ctx.lang, 'dataNotExist');
  const refused = [
    ...missing.map((waybillNo) => ({ waybillNo, error: notFound, written: 0, failed: 0 })),
    ...outcomes.filter((o) => !o.ok),
  ];
  return {
    total: outcomes.length + missing.length,
    succeeded: outcomes.length - (refused.length - missing.length),
    failed: refused.length,
    written: outcomes.reduce((s, o) => s + o.written, 0),
    lineErrors: outcomes.reduce((s, o) => s + o.failed, 0),
    errors: refused.slice(0, REPORTED).map((o) => ({ waybillNo: o.waybillNo, error: o.error ?? '' })),
  };
}

/** Starts the recalculation as a job of the caller; answers `{progressId}`. */
export function recalculateFees(ctx: AuthedContext, input: FeeRecalculatePayload) {
  staffOnly(ctx);
  return startJob(ctx, { type: 'lmsFeeRecalculate', subject: 'lmsWaybillFee' }, (job) =>
    recalculateWork(ctx, input, job),
  );
}
