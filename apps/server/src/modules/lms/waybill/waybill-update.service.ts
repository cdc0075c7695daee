import {
  checkWaybillEditable,
  invoiceTotal,
  type updateFormQuery,
  WAYBILL_UPDATE_FIELDS,
  type WaybillUpdateForm,
  type WaybillUpdateInput,
} from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { isUniqueViolation } from '#platform/db/unique-violation.ts';
import { changedValues } from '#platform/entity/changed-values.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, type WaybillInvoiceJson } from './waybill.schema.ts';
import {
  isCustomerUser,
  lockWaybills,
  WAYBILL_ENTITY,
  waybillDataScope,
  waybillScope,
} from './waybill-access.ts';
import { remoteLevelFor } from './waybill-remote.ts';

/**
 * Staff edit of a freight waybill (the staff detail drawer): sender, recipient, invoice, order
 * remark and customer numbers. Optimistic lock on `version`, only before the goods are sent,
 * one transaction with a business-log row holding the changed values before and after.
 */

/** Staff only: a customer user never edits through this path, whatever its role holds. */
function staffOnly(ctx: AuthedContext) {
  if (isCustomerUser(ctx)) throw noPermission();
}

/** The values the edit form starts from, with the version to send back. */
export async function waybillUpdateForm(
  ctx: AuthedContext,
  q: z.output<typeof updateFormQuery>,
): Promise<WaybillUpdateForm> {
  staffOnly(ctx);
  const [w] = await ctx.db
    .select()
    .from(lmsWaybill)
    .where(and(eq(lmsWaybill.id, q.id), waybillScope(ctx), await waybillDataScope(ctx)));
  if (!w) throw dataNotExist();
  return {
    id: w.id,
    version: w.version,
    waybillNo: w.waybillNo,
    status: w.status,
    sender: w.sender,
    recipient: w.recipient,
    invoice: w.invoice,
    orderRemark: w.orderRemark,
    customerNo: w.customerNo,
    customerExtraNo: w.customerExtraNo,
  };
}

/** Saves the edit; a changed version answers "please refresh", a sent waybill is refused. */
export async function updateWaybill(ctx: AuthedContext, input: WaybillUpdateInput) {
  staffOnly(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [w] = await lockWaybills(tx, ctx, [input.id]);
      if (w!.version !== input.version) throw new BizError('staleData');
      const refused = checkWaybillEditable(w!.status);
      if (refused) throw new BizError(refused.key, refused.params);
      const after = {
        sender: input.sender,
        // the remote level follows the address (remote-area library); the divisor is kept unless given
        recipient: {
          ...input.recipient,
          remoteLevel: await remoteLevelFor(tx, input.recipient.countryCode, input.recipient),
          receiveVolumeDivisor: input.recipient.receiveVolumeDivisor ?? w!.recipient.receiveVolumeDivisor,
        },
        invoice: { ...input.invoice, declareTotalValue: invoiceTotal(input.invoice) } as WaybillInvoiceJson,
        orderRemark: input.orderRemark ?? null,
        customerNo: input.customerNo ?? null,
        customerExtraNo: input.customerExtraNo ?? null,
      };
      const [saved] = await tx
        .update(lmsWaybill)
        .set({
          ...after,
          destination: after.recipient.countryCode,
          version: sql`${lmsWaybill.version} + 1`,
          updatedAt: ctx.now,
          updatedBy: ctx.auth.userId,
        })
        .where(eq(lmsWaybill.id, w!.id))
        .returning({ version: lmsWaybill.version });
      const changes = changedValues(w! as Record<string, unknown>, after, WAYBILL_UPDATE_FIELDS);
      await writeBusinessLog(tx, ctx, [
        { entity: WAYBILL_ENTITY, entityId: w!.id, action: 'update', customerId: w!.customerId, ...changes },
      ]);
      return { id: w!.id, version: saved!.version };
    });
  } catch (err) {
    if (input.customerNo && isUniqueViolation(err, 'lms_waybill_customer_no_uq'))
      throw new BizError('lmsCustomerNoExists', [input.customerNo]);
    throw err;
  }
}
