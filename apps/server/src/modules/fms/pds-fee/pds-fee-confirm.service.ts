import { FeeStatus, feeSubjectLabel, isConfirmableFee, type PdsFeeIdsPayload } from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { pdsWaybillFee } from '#modules/pds/parcel/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { lockPdsFees, PDS_FEE_ENTITY, pdsFeeList } from './pds-fee-access.ts';

/**
 * Moves up to 500 parcel customer fee rows between estimated and confirmed
 * (`fms/pdsFee/confirm|unconfirm`), in one transaction, all or nothing: a row not found, deleted or
 * outside the caller's data scope, a billed or written-off row, or a row whose belong time falls in
 * a locked month refuses the whole call. Rows already in the target status are left alone; each
 * changed row is logged (entity `pdsWaybillFee`).
 */
export async function setPdsFeeConfirm(ctx: AuthedContext, input: PdsFeeIdsPayload, confirm: boolean) {
  staffOnly(ctx);
  const ids = [...new Set(input.ids)];
  const from = confirm ? FeeStatus.estimated : FeeStatus.confirmed;
  const to = confirm ? FeeStatus.confirmed : FeeStatus.estimated;
  // read before the transaction: on PGlite a read outside it would wait for it
  const inScope = await dataScopeWhere(ctx, pdsFeeList);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockPdsFees(tx, ids, inScope);
    const closed = rows.find((r) => !isConfirmableFee(r));
    if (closed)
      throw new BizError('pdsFeeBilledNoConfirm', [
        closed.waybillNo,
        feeSubjectLabel(closed.subjectName, ctx.lang),
      ]);
    const changing = rows.filter((r) => r.status === from);
    await assertMonthsOpen(
      tx,
      changing.map((r) => r.belongTime),
    );
    if (changing.length)
      await tx
        .update(pdsWaybillFee)
        .set({ status: to, updatedAt: ctx.now })
        .where(
          inArray(
            pdsWaybillFee.id,
            changing.map((r) => r.id),
          ),
        );
    await writeBusinessLog(
      tx,
      ctx,
      changing.map((r) => ({
        entity: PDS_FEE_ENTITY,
        entityId: r.id,
        customerId: r.customerId,
        action: confirm ? 'confirmFee' : 'unconfirmFee',
        before: { status: from },
        after: { status: to },
      })),
    );
    return { updated: changing.length };
  });
}
