import { FeeStatus, type LmsFeeCheckPayload } from '@freightdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { lmsWaybillFee as f } from '#modules/fms/fee/fee.schema.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { requireFeePermission } from './lms-fee-search.service.ts';

/**
 * Sets or clears the check flag of up to 500 fee rows of one kind (`fms/lmsFee/check|uncheck`), all
 * or nothing: a row not found (or of the other kind) or written off refuses the whole call. Rows
 * whose flag changes are logged (entity `lmsWaybillFee`).
 */
export async function setFeeCheck(ctx: AuthedContext, input: LmsFeeCheckPayload, isCheck: boolean) {
  requireFeePermission(ctx, input.kind, 'check');
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: f.id,
        status: f.status,
        isCheck: f.isCheck,
        subjectName: f.subjectName,
        waybillNo: w.waybillNo,
        customerId: w.customerId,
      })
      .from(f)
      .innerJoin(w, eq(w.id, f.waybillId))
      .where(and(inArray(f.id, ids), eq(f.kind, input.kind), eq(f.isDeleted, false)))
      .for('update', { of: f });
    if (rows.length !== ids.length) throw dataNotExist();
    const writtenOff = rows.find((r) => r.status === FeeStatus.writtenOff);
    if (writtenOff)
      throw new BizError('lmsFeeWrittenOffNoCheck', [writtenOff.waybillNo, writtenOff.subjectName]);
    const changing = rows.filter((r) => r.isCheck !== isCheck);
    if (changing.length)
      await tx
        .update(f)
        .set({ isCheck })
        .where(
          inArray(
            f.id,
            changing.map((r) => r.id),
          ),
        );
    await writeBusinessLog(
      tx,
      ctx,
      changing.map((r) => ({
        entity: 'lmsWaybillFee',
        entityId: r.id,
        action: isCheck ? 'check' : 'uncheck',
        customerId: r.customerId,
        before: { isCheck: r.isCheck },
        after: { isCheck },
      })),
    );
    return { updated: changing.length };
  });
}
