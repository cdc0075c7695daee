import {
  chargeableWeight,
  checkReceiveWarning,
  keepManualWeights,
  type PieceMeasure,
  receiveMeasure,
  receiveWarningMessage,
  renderRuleMessage,
  type ScanInput,
  stageColumns,
  warningFlags,
  weightSettingsOf,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { recalculateFeesOnChange } from '#modules/fms/fee/index.ts';
import {
  lmsWaybillPiece,
  lockWaybills,
  type PieceRow,
  productSettings,
  savePieces,
  transitionLocked,
} from '#modules/lms/waybill/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The measures a piece was received with (the fallback of a re-weigh that does not weigh or measure). */
function receivedMeasure(p: PieceRow): PieceMeasure {
  return {
    actualWeight: p.receiveActualWeight,
    length: p.receiveLength,
    width: p.receiveWidth,
    height: p.receiveHeight,
  };
}

/**
 * The update-weight scan: re-weighs / re-measures the received pieces by weigh mode (a measure the
 * mode does not take keeps its received value), recalculates the receive weights with the product's
 * settings — a weight modified by hand (manual-modification flags) keeps its value — re-checks the
 * receive warnings, through the `updateWeight` transition (in the warehouse only; track row, log).
 */
export async function updateReceiveWeights(ctx: AuthedContext, waybillId: string, input: ScanInput) {
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [waybillId]);
    const pieces = await tx
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, waybillId))
      .orderBy(lmsWaybillPiece.seq);
    const count = Math.max(pieces.length, input.pieces.length);
    const measures = Array.from({ length: count }, (_, i) => {
      const before = pieces[i] ? receivedMeasure(pieces[i]) : {};
      const answer = receiveMeasure(input.weighMode, input.pieces[i] ?? {}, before, i + 1);
      if (!answer.ok) throw new BizError(answer.key, answer.params);
      return answer.measure;
    });
    const product = await productSettings(tx, w!.productId);
    const calculated = chargeableWeight(
      measures,
      weightSettingsOf(product, null, w!.recipient.receiveVolumeDivisor),
    );
    const weights = keepManualWeights(
      calculated,
      {
        actualWeight: w!.receiveActualWeight ?? calculated.actualWeight,
        volumeWeight: w!.receiveVolumeWeight ?? calculated.volumeWeight,
        chargeWeight: w!.receivableRealChargeWeight ?? calculated.chargeWeight,
      },
      w!,
    );
    const warnings = measures.map((m) => checkReceiveWarning(m, product));
    const flags = warningFlags(warnings.flat());
    const [updated] = await transitionLocked(tx, ctx, [w!], 'updateWeight', {
      set: () => ({ ...stageColumns('receive', weights), pieceCount: count, ...flags }),
    });
    await savePieces(tx, w!, pieces, measures, calculated, warnings);
    await recalculateFeesOnChange(tx, ctx, [updated!]);
    return {
      status: updated!.status,
      pieceCount: count,
      actualWeight: weights.actualWeight,
      volumeWeight: weights.volumeWeight,
      chargeWeight: weights.chargeWeight,
      warnings: warnings.flatMap((list, i) =>
        list.map((warning) => renderRuleMessage(ctx.lang, receiveWarningMessage(i + 1, warning))),
      ),
    };
  });
}
