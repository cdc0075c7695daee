import {
  PDS_IMPORT_ENTITY,
  PDS_IMPORT_LOG_ACTIONS,
  PDS_IMPORT_RESULT,
  PDS_IMPORT_STATUS,
  type pdsImportIdPayload,
} from '@freightdesk/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { orderParcel } from '#modules/pds/parcel/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { pdsImportWaybill, pdsImportWaybillRow } from './import-waybill.schema.ts';
import {
  assertStatus,
  type ImportLine,
  importAnswer,
  importInReach,
  importLines,
} from './import-waybill-access.ts';

/** Thrown in a parcel's transaction when its row holds a parcel already: the new one is undone. */
class RowPlacedAlready extends Error {}

const setLine = (ctx: AuthedContext, id: string, values: Partial<ImportLine>, unplaced = false) =>
  ctx.db
    .update(pdsImportWaybillRow)
    .set({ ...values, updatedAt: ctx.now })
    .where(and(eq(pdsImportWaybillRow.id, id), unplaced ? isNull(pdsImportWaybillRow.parcelId) : undefined));

/**
 * Places the parcel of one row through the parcel order (its own transaction, the label bought at
 * once). The row takes the parcel in that same transaction and only while it has none, so a retried
 * submit, a second one running at the same time or a restarted job never places a row twice.
 */
async function placeLine(ctx: AuthedContext, customerId: string, line: ImportLine): Promise<void> {
  try {
    const placed: { id: string; trackNo?: string; labelError?: string } = await orderParcel(
      ctx,
      {
        ...line.order!,
        customerId,
        productId: line.productId!,
        channelId: line.channelId ?? undefined,
        labelNow: true,
      },
      async (tx, parcel) => {
        const taken = await tx
          .update(pdsImportWaybillRow)
          .set({ parcelId: parcel.id, waybillNo: parcel.waybillNo, result: PDS_IMPORT_RESULT.success })
          .where(and(eq(pdsImportWaybillRow.id, line.id), isNull(pdsImportWaybillRow.parcelId)))
          .returning({ id: pdsImportWaybillRow.id });
        if (!taken.length) throw new RowPlacedAlready();
      },
    );
    await setLine(ctx, line.id, {
      trackNo: placed.trackNo ?? null,
      result: placed.labelError ? PDS_IMPORT_RESULT.fail : PDS_IMPORT_RESULT.success,
      reason: placed.labelError ?? null,
    });
  } catch (err) {
    if (err instanceof RowPlacedAlready) return;
    if (!(err instanceof BizError)) ctx.log.error({ err, row: line.row }, 'batch order row not placed');
    const reason = err instanceof BizError ? err.render(ctx.lang) : translate(ctx.lang, 'serverError');
    // a submit running at the same time may have placed the row meanwhile: its result stands
    await setLine(ctx, line.id, { result: PDS_IMPORT_RESULT.fail, reason }, true);
  }
}

/**
 * `submit` (job): places the parcels of the import's rows one by one, each row in its own
 * transaction (`placeLine`); rows with problems fail with them, rows holding a parcel are skipped.
 * Each row ends 10 success (its parcel and track number) or 20 fail (the reason; a parcel whose label
 * failed keeps its parcel and the carrier's message). Answers the import.
 */
export async function submitImport(
  ctx: AuthedContext,
  input: z.output<typeof pdsImportIdPayload>,
  job: JobProgress,
) {
  const imp = await importInReach(ctx, input.importId);
  assertStatus(ctx, imp, [PDS_IMPORT_STATUS.waitSubmit], PDS_IMPORT_LOG_ACTIONS.pdsImportSubmit);
  const lines = await importLines(ctx.db, imp.id);
  if (!lines.some((l) => !l.errors.length)) throw new BizError('pdsImportNothingToSubmit');
  await job.progress(0, lines.length, 'jobWritingRows');
  for (const [i, line] of lines.entries()) {
    if (line.parcelId) {
      // placed by an earlier submit
    } else if (line.errors.length)
      await setLine(
        ctx,
        line.id,
        {
          result: PDS_IMPORT_RESULT.fail,
          reason: line.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; '),
        },
        true,
      );
    else await placeLine(ctx, imp.customerId, line);
    await job.progress(i + 1, lines.length, 'jobWritingRows');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pdsImportWaybill)
      .set({ submittedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(pdsImportWaybill.id, imp.id))
      .returning();
    const after = await importAnswer(tx, row!);
    await writeBusinessLog(tx, ctx, [
      {
        entity: PDS_IMPORT_ENTITY,
        entityId: imp.id,
        action: 'pdsImportSubmit',
        customerId: imp.customerId,
        after: { success: after.success, fail: after.fail },
      },
    ]);
    return row!;
  });
  return importAnswer(ctx.db, updated);
}

/** `detail`: an import in the caller's reach with its rows. */
export async function importDetail(ctx: AuthedContext, input: z.output<typeof pdsImportIdPayload>) {
  return importAnswer(ctx.db, await importInReach(ctx, input.importId));
}
