import { DEFAULT_CURRENCY, WORK_ORDER_MAIN_TYPE } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { addManualFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { workOrder } from './work-order.schema.ts';

/** The fee subject of a claim's credit and of its recovery from the agent (`FEE_SUBJECT_NAMES.claim`). */
export const CLAIM_FEE_SUBJECT = 'claim';

type Order = typeof workOrder.$inferSelect;

const hasIndemnity = (o: Order) =>
  o.mainType === WORK_ORDER_MAIN_TYPE.claim &&
  o.indemnityAmount != null &&
  new Decimal(o.indemnityAmount).gt(0);

/**
 * Closing a claim with an indemnity (in the close's transaction): a manual customer fee of minus the
 * indemnity on the linked waybill, remarked with the order's code and dated at the close; when the
 * agent answers for it, the same negative amount on the agent's side of the waybill. The fee ids stay
 * on the order, so a re-open and a second close post nothing again. Without a linked waybill the
 * close is refused.
 */
export async function claimOnClose(tx: Db, ctx: AuthedContext, id: string): Promise<void> {
  const [order] = await tx.select().from(workOrder).where(eq(workOrder.id, id)).for('update');
  if (!order || !hasIndemnity(order)) return;
  if (order.billType !== 'waybill' || !order.billId)
    throw new BizError('workOrderClaimNeedsWaybill', [order.code]);
  const credit = new Decimal(order.indemnityAmount!).negated().toFixed(2);
  const fee = {
    waybillId: order.billId,
    subjectName: CLAIM_FEE_SUBJECT,
    value: credit,
    currency: order.indemnityCurrency ?? DEFAULT_CURRENCY,
    innerRemark: order.code,
    outerRemark: order.code,
  };
  const ids = { claimFeeId: order.claimFeeId, recoveryFeeId: order.recoveryFeeId };
  if (!ids.claimFeeId) ids.claimFeeId = (await addManualFee(tx, ctx, { ...fee, kind: 'customer' })).id;
  if (order.responsibleParty === 'agent' && !ids.recoveryFeeId) {
    const agentId = order.responsibleAgentId ?? (await deliveryAgentOf(tx, order.billId));
    if (!agentId) throw new BizError('workOrderClaimNeedsAgent', [order.code]);
    ids.recoveryFeeId = (await addManualFee(tx, ctx, { ...fee, kind: 'agent' }, agentId)).id;
  }
  if (ids.claimFeeId !== order.claimFeeId || ids.recoveryFeeId !== order.recoveryFeeId)
    await tx.update(workOrder).set(ids).where(eq(workOrder.id, id));
}

async function deliveryAgentOf(tx: Db, waybillId: string): Promise<string | null> {
  const [w] = await tx
    .select({ agentId: lmsWaybill.deliveryAgentId })
    .from(lmsWaybill)
    .where(eq(lmsWaybill.id, waybillId));
  return w?.agentId ?? null;
}
