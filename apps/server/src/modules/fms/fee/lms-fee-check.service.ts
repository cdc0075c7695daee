import { FeeStatus, type LmsFeeCheckPayload } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { changeFeeListRows, lockFeeListRows } from './lms-fee-rows.ts';
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
    const rows = await lockFeeListRows(tx, ids, input.kind);
    const writtenOff = rows.find((r) => r.status === FeeStatus.writtenOff);
    if (writtenOff)
      throw new BizError('lmsFeeWrittenOffNoCheck', [writtenOff.waybillNo, writtenOff.subjectName]);
    const changing = rows.filter((r) => r.isCheck !== isCheck);
    return changeFeeListRows(tx, ctx, changing, { isCheck }, (r) => ({
      action: isCheck ? 'check' : 'uncheck',
      before: { isCheck: r.isCheck },
    }));
  });
}
