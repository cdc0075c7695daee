import { FeeStatus, type LmsFeeCheckPayload, Permission } from '@freightdesk/domain';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { feeList } from './fee-access.ts';
import { changeFeeListRows, lockFeeListRows } from './lms-fee-rows.ts';
import { staffOnly } from './lms-fee-search.service.ts';

/**
 * Moves up to 500 customer fee rows between estimated and confirmed (`fms/lmsFee/confirm|unconfirm`),
 * all or nothing: a row not found (or outside the caller's data scope), an agent fee, or a billed /
 * written-off row refuses the whole call. Rows whose status changes are logged (entity `lmsWaybillFee`).
 */
export async function setFeeConfirm(ctx: AuthedContext, input: LmsFeeCheckPayload, confirm: boolean) {
  staffOnly(ctx);
  if (!ctx.auth.permissions.has(Permission.customerFeeConfirm)) throw noPermission();
  if (input.kind !== 'customer') throw new BizError('lmsFeeConfirmCustomerOnly');
  const ids = [...new Set(input.ids)];
  const from = confirm ? FeeStatus.estimated : FeeStatus.confirmed;
  const to = confirm ? FeeStatus.confirmed : FeeStatus.estimated;
  const inScope = await dataScopeWhere(ctx, feeList);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockFeeListRows(tx, ids, 'customer', inScope);
    const closed = rows.find((r) => r.status >= FeeStatus.billed);
    if (closed) throw new BizError('lmsFeeBilledNoConfirm', [closed.waybillNo, closed.subjectName]);
    const changing = rows.filter((r) => r.status === from);
    await assertMonthsOpen(
      tx,
      changing.map((r) => r.belongTime),
    );
    return changeFeeListRows(tx, ctx, changing, { status: to }, () => ({
      action: confirm ? 'confirmFee' : 'unconfirmFee',
      before: { status: from },
    }));
  });
}
