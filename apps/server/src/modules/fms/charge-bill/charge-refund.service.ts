import { AccountFlowSource, BalanceFlowType, CHARGE_BILL_API, ChargeBillStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterBalanceChange, lockBalance, postFlow, staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { postReceiptMoney, refundInChargeCurrency } from './charge-account-flow.ts';
import { fmsChargeBill as cb, fmsChargeRefund as r } from './charge-bill.schema.ts';
import { chargeHead, lockCharge } from './charge-bill-access.ts';

/** The part of a confirmed receipt neither written off nor refunded. */
export const unmatchedOf = (c: { settledValue: string | null; writtenOff: string; refunded: string }) =>
  new Decimal(c.settledValue ?? 0).minus(c.writtenOff).minus(c.refunded);

/** `refund`: at most the unmatched amount (settlement currency); flow 6 (−value). */
export async function refundCharge(
  ctx: AuthedContext,
  input: { id: string; value: string; reason: string; requestKey?: string },
) {
  staffOnly(ctx);
  const head = await chargeHead(ctx, input.id);
  if (!head.customerId) throw new BizError('chargeUnclaimed', [head.chargeNo]);
  const customerId = head.customerId;
  await oncePerRequestKey(ctx, CHARGE_BILL_API.refund.url, input.requestKey, async (tx) => {
    const account = await lockBalance(tx, ctx, customerId);
    const charge = await lockCharge(tx, input.id, 'refund', [ChargeBillStatus.confirmed]);
    await assertMonthsOpen(tx, [ctx.now]);
    const unmatched = unmatchedOf(charge);
    const value = new Decimal(input.value);
    if (value.gt(unmatched)) throw new BizError('chargeRefundTooMuch', [unmatched.toFixed(2)]);
    const [refund] = await tx
      .insert(r)
      .values({
        chargeId: charge.id,
        value: value.toFixed(2),
        reason: input.reason,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: r.id });
    await tx
      .update(cb)
      .set({ refunded: new Decimal(charge.refunded).plus(value).toFixed(2) })
      .where(eq(cb.id, charge.id));
    await postFlow(tx, ctx, account, {
      type: BalanceFlowType.refund,
      value: value.negated(),
      relatedId: refund!.id,
      relatedNo: charge.chargeNo,
      remark: input.reason,
    });
    const paid = refundInChargeCurrency(charge, value).negated();
    await postReceiptMoney(tx, ctx, charge, AccountFlowSource.refund, paid, input.reason);
    await afterBalanceChange(tx, ctx, customerId);
    return refund!.id;
  });
  return null;
}

/** `cancelRefund` (by the refund's id): the receipt owes back what it refunded; flow 7 (+value). */
export async function cancelRefund(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ chargeId: r.chargeId, customerId: cb.customerId })
    .from(r)
    .innerJoin(cb, eq(cb.id, r.chargeId))
    .where(eq(r.id, input.id));
  if (!head?.customerId) throw dataNotExist();
  const customerId = head.customerId;
  return ctx.db.transaction(async (tx) => {
    const account = await lockBalance(tx, ctx, customerId);
    const charge = await lockCharge(tx, head.chargeId, 'refund', [ChargeBillStatus.confirmed]);
    const [refund] = await tx.select().from(r).where(eq(r.id, input.id)).for('update');
    if (!refund) throw dataNotExist();
    if (refund.cancelTime) throw new BizError('chargeRefundCancelled');
    await assertMonthsOpen(tx, [refund.createdAt, ctx.now]);
    await tx.update(r).set({ cancelTime: ctx.now }).where(eq(r.id, refund.id));
    await tx
      .update(cb)
      .set({ refunded: new Decimal(charge.refunded).minus(refund.value).toFixed(2) })
      .where(eq(cb.id, charge.id));
    await postFlow(tx, ctx, account, {
      type: BalanceFlowType.refundCancel,
      value: new Decimal(refund.value),
      relatedId: refund.id,
      relatedNo: charge.chargeNo,
    });
    const back = refundInChargeCurrency(charge, refund.value);
    await postReceiptMoney(tx, ctx, charge, AccountFlowSource.refundCancel, back);
    await afterBalanceChange(tx, ctx, customerId);
    return null;
  });
}
