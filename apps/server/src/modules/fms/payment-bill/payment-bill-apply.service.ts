import {
  PAYMENT_BILL_API,
  PAYMENT_BILL_NUMBER_RULE,
  type PaymentBillApplyPayload,
  PaymentBillStatus,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { agentOf, fmsAgentBalance } from '#modules/fms/agent-bill/index.ts';
import { rateToLocal, staffOnly } from '#modules/fms/ledger/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsPaymentBillBill, fmsPaymentBill as pb } from './payment-bill.schema.ts';
import { lockAgentBills, lockPayment, PAYMENT_BILL_ENTITY, unwrittenOf } from './payment-ledger.ts';

/**
 * `fms/paymentBill/apply`: a payment to an agent of named bills (value: what they still owe, unless
 * given) or of an amount (an advance payment). In the agent's currency: the one its balance is in,
 * else its settlement currency. Moves no money. Retry-safe with `requestKey`.
 */
export async function applyPaymentBill(ctx: AuthedContext, input: PaymentBillApplyPayload) {
  staffOnly(ctx);
  const agent = await agentOf(ctx.db, input.agentId);
  if (!input.billIds.length && !input.value) throw new BizError('paymentBillNoValue');
  return oncePerRequestKey(ctx, PAYMENT_BILL_API.apply.url, input.requestKey, async (tx) => {
    const [held] = await tx
      .select({ currency: fmsAgentBalance.currency })
      .from(fmsAgentBalance)
      .where(eq(fmsAgentBalance.agentId, agent.id));
    const agentCurrency = held?.currency ?? agent.currency;
    if (agentCurrency && agentCurrency !== input.currency)
      throw new BizError('paymentBillCurrencyDiffers', [agent.code, agentCurrency, input.currency]);
    const bills = await lockAgentBills(tx, agent.id, input.billIds);
    const owed = bills.reduce((s, b) => s.plus(unwrittenOf(b)), new Decimal(0));
    const value = new Decimal(input.value ?? owed);
    if (value.lte(0)) throw new BizError('paymentBillValueNotPositive', [value.toFixed(2)]);
    const rate = await rateToLocal(tx, ctx, input.currency, ctx.now);
    const paymentNo = await takeNextNo(tx, PAYMENT_BILL_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(pb)
      .values({
        paymentNo,
        agentId: agent.id,
        value: value.toFixed(2),
        currency: input.currency,
        rate,
        localValue: value.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        payeeAccount: input.payeeAccount,
        expectedPayTime: input.expectedPayTime ?? null,
        fileIds: input.fileIds,
        status: PaymentBillStatus.applied,
        appliedTime: ctx.now,
        remark: input.remark ?? null,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: pb.id });
    const id = row!.id;
    if (bills.length)
      await tx.insert(fmsPaymentBillBill).values(bills.map((b) => ({ paymentBillId: id, billId: b.id })));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PAYMENT_BILL_ENTITY,
        entityId: id,
        action: 'insert',
        after: { paymentNo, agentId: agent.id, value: value.toFixed(2), currency: input.currency },
      },
    ]);
    return { id, paymentNo };
  });
}

/** `fms/paymentBill/approve`: an applied bill becomes approved (then it may be paid above the setting). */
export async function approvePaymentBill(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const p = await lockPayment(tx, input.id, 'approve', [PaymentBillStatus.applied]);
    await tx
      .update(pb)
      .set({ status: PaymentBillStatus.approved, approvedTime: ctx.now, approvedBy: actorOf(ctx).createdBy })
      .where(eq(pb.id, p.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PAYMENT_BILL_ENTITY,
        entityId: p.id,
        action: 'approvePayment',
        after: { paymentNo: p.paymentNo },
      },
    ]);
    return null;
  });
}

/** `fms/paymentBill/cancel`: only an unpaid bill (applied or approved); it keeps its row and number. */
export async function cancelPaymentBill(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const p = await lockPayment(tx, input.id, 'cancel', [
      PaymentBillStatus.applied,
      PaymentBillStatus.approved,
    ]);
    await tx
      .update(pb)
      .set({ status: PaymentBillStatus.cancelled, cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(pb.id, p.id));
    await writeBusinessLog(tx, ctx, [
      { entity: PAYMENT_BILL_ENTITY, entityId: p.id, action: 'cancel', before: { status: p.status } },
    ]);
    return null;
  });
}
