import {
  chargeableWeight,
  checkReceiveWarning,
  orderMeasure,
  type PieceMeasure,
  type ProductWeightFields,
  type ReceiveThresholds,
  type ReceiveWarning,
  receiveMeasure,
  receiveWarningMessage,
  renderRuleMessage,
  stageColumns,
  type WaybillReceivePayload,
  warningFlags,
  weightSettingsOf,
} from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { recalculateFeesOnChange } from '../../fms/fee/index.ts';
import { lmsWaybill, lmsWaybillPiece } from './waybill.schema.ts';
import { lockWaybills, waybillScope } from './waybill-access.ts';
import { transitionLocked } from './waybill-action.service.ts';
import { runWaybillChecks, waybillsMeasured } from './waybill-hooks.ts';

/**
 * The receive scan (spec §4): the pieces weighed and measured per weigh mode, the receive weights
 * through `chargeableWeight` with the product's settings, the product's receive-warning thresholds
 * setting overweight / overlong, then the `receive` transition (timestamp, track) — one transaction.
 */

type ProductSettings = ProductWeightFields & ReceiveThresholds;

export async function productSettings(db: Db, id: string): Promise<ProductSettings> {
  const [row] = await db
    .select({
      weightRule: productTable.weightRule,
      volumeDivisor: productTable.volumeDivisor,
      divideWeightPercentage: productTable.divideWeightPercentage,
      carryUnit: productTable.carryUnit,
      minChargeWeight: productTable.minChargeWeight,
      warnMaxWeight: productTable.warnMaxWeight,
      warnMaxLength: productTable.warnMaxLength,
      warnMaxWidth: productTable.warnMaxWidth,
      warnMaxHeight: productTable.warnMaxHeight,
    })
    .from(productTable)
    .where(eq(productTable.id, id));
  if (!row) throw dataNotExist();
  return row as unknown as ProductSettings;
}

async function findWaybillId(db: Db, ctx: AuthedContext, input: WaybillReceivePayload): Promise<string> {
  if (input.id) return input.id;
  const [row] = await db
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(eq(lmsWaybill.waybillNo, input.waybillNo!), waybillScope(ctx)));
  if (!row) throw dataNotExist();
  return row.id;
}

export type PieceRow = typeof lmsWaybillPiece.$inferSelect;

/** The measures of each received piece by weigh mode; a missing measure refuses with its row. */
function receivedMeasures(input: WaybillReceivePayload, pieces: readonly PieceRow[]): PieceMeasure[] {
  const count = Math.max(pieces.length, input.pieces.length);
  return Array.from({ length: count }, (_, i) => {
    const ordered = pieces[i] ? orderMeasure(pieces[i]) : {};
    const answer = receiveMeasure(input.weighMode, input.pieces[i] ?? {}, ordered, i + 1);
    if (!answer.ok) throw new BizError(answer.key, answer.params);
    return answer.measure;
  });
}

const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

export async function savePieces(
  tx: Db,
  waybill: { id: string; waybillNo: string },
  pieces: readonly PieceRow[],
  measures: readonly PieceMeasure[],
  weights: ReturnType<typeof chargeableWeight>,
  warnings: readonly ReceiveWarning[][],
) {
  for (const [i, m] of measures.entries()) {
    const flags = warningFlags(warnings[i] ?? []);
    const values = {
      receiveActualWeight: str(m.actualWeight),
      receiveLength: str(m.length),
      receiveWidth: str(m.width),
      receiveHeight: str(m.height),
      receiveVolumeWeight: weights.pieces[i]?.volumeWeight ?? null,
      receivableChargeWeight: weights.pieces[i]?.chargeWeight ?? null,
      ...flags,
    };
    const existing = pieces[i];
    if (existing) await tx.update(lmsWaybillPiece).set(values).where(eq(lmsWaybillPiece.id, existing.id));
    else
      await tx.insert(lmsWaybillPiece).values({
        ...values,
        waybillId: waybill.id,
        seq: i + 1,
        subNo: `${waybill.waybillNo}${String(i + 1).padStart(3, '0')}`,
      });
  }
}

/** Receives one waybill (by id or scanned number): answers its new weights and the warnings, if any. */
export async function receiveWaybill(ctx: AuthedContext, input: WaybillReceivePayload) {
  const id = await findWaybillId(ctx.db, ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [waybill] = await lockWaybills(tx, ctx, [id]);
    const w = waybill!;
    const pieces = await tx
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id))
      .orderBy(lmsWaybillPiece.seq);
    const product = await productSettings(tx, w.productId);
    const measures = receivedMeasures(input, pieces);
    const settings = weightSettingsOf(product, null, w.recipient.receiveVolumeDivisor);
    const weights = chargeableWeight(measures, settings);
    const warnings = measures.map((m) => checkReceiveWarning(m, product));
    const flags = warningFlags(warnings.flat());
    // the pieces first: the receive hooks (channel routing, its limits) read the received sizes
    await savePieces(tx, w, pieces, measures, weights, warnings);
    await transitionLocked(tx, ctx, [w], 'receive', {
      set: () => ({ ...stageColumns('receive', weights), pieceCount: measures.length, ...flags }),
    });
    // read back: the receive hooks may have changed the row (channel routing: channel, status)
    const [updated] = await tx.select().from(lmsWaybill).where(eq(lmsWaybill.id, w.id));
    await waybillsMeasured(tx, ctx, [updated!]);
    const [checked] = await runWaybillChecks(tx, ctx, 'receive', [updated!], { force: !!input.force });
    await recalculateFeesOnChange(tx, ctx, [updated!]);
    const messages = warnings.flatMap((list, i) =>
      list.map((warning) => renderRuleMessage(ctx.lang, receiveWarningMessage(i + 1, warning))),
    );
    messages.push(...(checked ?? []));
    return {
      id: w.id,
      waybillNo: w.waybillNo,
      status: updated!.status,
      pieceCount: measures.length,
      receiveActualWeight: weights.actualWeight,
      receiveVolumeWeight: weights.volumeWeight,
      receivableRealChargeWeight: weights.chargeWeight,
      ...flags,
      warnings: messages,
    };
  });
}
