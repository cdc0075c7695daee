import {
  AccountFlowSource,
  AgentFlowType,
  PAYMENT_APPROVAL_KEY,
  PAYMENT_BILL_API,
  type PaymentBillPayPayload,
  PaymentBillStatus,
  type PaymentBillWriteOffPayload,
  paymentNeedsApproval,
  spreadOverBills,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import {
  assertCanPay,
  assertEnabled,
  lockAccount,
  postAccountFlow,
} from '#modules/fms/account-flow/index.ts';
import { agentOf, lockAgentBalance, postAgentFlow } from '#modules/fms/agent-bill/index.ts';
import { rateToLocal, staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { readSysConfigUncached } from '#modules/settings/system/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsPaymentBillBill, fmsPaymentBill as pb } from './payment-bill.schema.ts';
import {
  lockAgentBills,
  lockPayment,
  PAYMENT_BILL_ENTITY,
  paymentHead,
  undoPaymentWriteOffs,
  unwrittenOf,
  writeOffAgentBill,
} from './payment-ledger.ts';

/**
 * `fms/paymentBill/pay`: one transaction locking the agent's balance row, the payment bill, its agent
 * bills (id order), then the cash account. Posts the account flow out and the agent's payment flow
 * (−value), writes off the named bills oldest first up to what each owes (the rest is an advance
 * payment), each with its exchange result at the pay day's rate. Above the approval setting (local
 * currency) an unapproved bill is refused. Retry-safe with `requestKey`.
 */
export async function payPaymentBill(ctx: AuthedContext, input: PaymentBillPayPayload) {
  staffOnly(ctx);
  const head = await paymentHead(ctx.db, input.id);
  const agent = await agentOf(ctx.db, head.agentId);
  return oncePerRequestKey(ctx, PAYMENT_BILL_API.pay.url, input.requestKey, async (tx) => {
    const payTime = input.payTime ?? ctx.now;
    await assertMonthsOpen(tx, [payTime, ctx.now]);
    const balance = await lockAgentBalance(tx, ctx, head.agentId, async () => head.currency);
    const p = await lockPayment(tx, input.id, 'pay', [PaymentBillStatus.applied, PaymentBillStatus.approved]);
    if (balance.currency !== p.currency)
      throw new BizError('paymentBillCurrencyDiffers', [agent.code, balance.currency, p.currency]);
    const value = new Decimal(p.value);
    const payRate = await rateToLocal(tx, ctx, p.currency, payTime);
    const localValue = value.times(payRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const above = await readSysConfigUncached(tx, PAYMENT_APPROVAL_KEY);
    if (p.status === PaymentBillStatus.applied && paymentNeedsApproval(localValue, above))
      throw new BizError('paymentBillApprovalRequired', [
        p.paymentNo,
        localValue.toFixed(2),
        new Decimal(above).toFixed(2),
      ]);
    const links = await tx
      .select({ billId: fmsPaymentBillBill.billId })
      .from(fmsPaymentBillBill)
      .where(eq(fmsPaymentBillBill.paymentBillId, p.id));
    const bills = await lockAgentBills(
      tx,
      p.agentId,
      links.map((l) => l.billId),
    );
    const account = assertEnabled(await lockAccount(tx, input.cashAccountId));
    if (account.currency !== p.currency)
      throw new BizError('paymentBillAccountCurrency', [account.name, account.currency, p.currency]);
    assertCanPay(account, value);
    await postAccountFlow(tx, ctx, account, {
      source: AccountFlowSource.payment,
      value: value.negated(),
      flowTime: payTime,
      relatedId: p.id,
      relatedNo: p.paymentNo,
      objectCode: agent.code,
    });
    await postAgentFlow(tx, ctx, balance, {
      type: AgentFlowType.payment,
      value: value.negated(),
      relatedId: p.id,
      relatedNo: p.paymentNo,
    });
    const oldestFirst = [...bills].sort(
      (a, b) => a.billTime.getTime() - b.billTime.getTime() || a.billNo.localeCompare(b.billNo),
    );
    const spread = spreadOverBills(
      oldestFirst.map((b) => ({ id: b.id, bill: b, unwritten: unwrittenOf(b) })),
      value,
    );
    let gain = new Decimal(0);
    for (const item of spread.items)
      gain = gain.plus(await writeOffAgentBill(tx, ctx, p, item.bill.bill, item.value, payRate, payTime));
    const writtenOff = value.minus(spread.rest);
    await tx
      .update(pb)
      .set({
        status: PaymentBillStatus.paid,
        paidValue: value.toFixed(2),
        rate: payRate,
        localValue: localValue.toFixed(2),
        cashAccountId: account.accountId,
        payTime,
        paidBy: actorOf(ctx).createdBy,
        writtenOff: writtenOff.toFixed(2),
        exchangeGainLoss: gain.toFixed(2),
      })
      .where(eq(pb.id, p.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PAYMENT_BILL_ENTITY,
        entityId: p.id,
        action: 'pay',
        after: { paymentNo: p.paymentNo, cashAccountId: account.accountId, value: p.value },
      },
    ]);
    return {
      id: p.id,
      paymentNo: p.paymentNo,
      writtenOff: writtenOff.toFixed(2),
      unmatched: spread.rest.toFixed(2),
      exchangeGainLoss: gain.toFixed(2),
    };
  });
}

/**
 * `fms/paymentBill/cancelPay`: the payment posted back — its write-offs cancelled (bills owe again,
 * exchange entries cancelled), the account flow in and the agent's flow (+value) — and the bill back
 * to approved or applied. Refused when the pay day's month or today's is locked.
 */
export async function cancelPayPaymentBill(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const head = await paymentHead(ctx.db, input.id);
  const agent = await agentOf(ctx.db, head.agentId);
  return ctx.db.transaction(async (tx) => {
    const balance = await lockAgentBalance(tx, ctx, head.agentId, async () => head.currency);
    const p = await lockPayment(tx, input.id, 'cancelPay', [PaymentBillStatus.paid]);
    await assertMonthsOpen(tx, [p.payTime!, ctx.now]);
    await undoPaymentWriteOffs(tx, ctx, p);
    const account = await lockAccount(tx, p.cashAccountId!);
    const value = new Decimal(p.paidValue);
    await postAccountFlow(tx, ctx, account, {
      source: AccountFlowSource.paymentCancel,
      value,
      flowTime: ctx.now,
      relatedId: p.id,
      relatedNo: p.paymentNo,
      objectCode: agent.code,
    });
    await postAgentFlow(tx, ctx, balance, {
      type: AgentFlowType.paymentCancel,
      value,
      relatedId: p.id,
      relatedNo: p.paymentNo,
    });
    await tx
      .update(pb)
      .set({
        status: p.approvedTime ? PaymentBillStatus.approved : PaymentBillStatus.applied,
        paidValue: '0',
        writtenOff: '0',
        exchangeGainLoss: '0',
        cashAccountId: null,
        payTime: null,
        paidBy: null,
      })
      .where(eq(pb.id, p.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PAYMENT_BILL_ENTITY,
        entityId: p.id,
        action: 'cancelPay',
        before: { paymentNo: p.paymentNo, cashAccountId: p.cashAccountId, payTime: p.payTime },
      },
    ]);
    return null;
  });
}

/**
 * `fms/paymentBill/writeOff`: matches what a paid bill has not matched yet (an advance payment) to
 * the agent's bills, at the payment's pay-day rate.
 */
export async function writeOffPaymentBill(ctx: AuthedContext, input: PaymentBillWriteOffPayload) {
  staffOnly(ctx);
  const head = await paymentHead(ctx.db, input.id);
  return oncePerRequestKey(ctx, PAYMENT_BILL_API.writeOff.url, input.requestKey, async (tx) => {
    await assertMonthsOpen(tx, [ctx.now]);
    await lockAgentBalance(tx, ctx, head.agentId, async () => head.currency);
    const p = await lockPayment(tx, input.id, 'writeOff', [PaymentBillStatus.paid]);
    const total = input.items.reduce((s, i) => s.plus(i.value), new Decimal(0));
    const unmatched = new Decimal(p.paidValue).minus(p.writtenOff);
    if (total.gt(unmatched))
      throw new BizError('paymentBillUnmatchedTooSmall', [
        total.toFixed(2),
        p.paymentNo,
        unmatched.toFixed(2),
      ]);
    const bills = await lockAgentBills(
      tx,
      p.agentId,
      input.items.map((i) => i.billId),
    );
    const byId = new Map(bills.map((b) => [b.id, b]));
    let gain = new Decimal(0);
    for (const item of input.items)
      gain = gain.plus(
        await writeOffAgentBill(tx, ctx, p, byId.get(item.billId)!, new Decimal(item.value), p.rate, ctx.now),
      );
    const linked = new Set(
      (
        await tx
          .select({ billId: fmsPaymentBillBill.billId })
          .from(fmsPaymentBillBill)
          .where(eq(fmsPaymentBillBill.paymentBillId, p.id))
          .orderBy(asc(fmsPaymentBillBill.id))
      ).map((l) => l.billId),
    );
    const added = input.items.filter((i) => !linked.has(i.billId));
    if (added.length)
      await tx
        .insert(fmsPaymentBillBill)
        .values(added.map((i) => ({ paymentBillId: p.id, billId: i.billId })));
    await tx
      .update(pb)
      .set({
        writtenOff: new Decimal(p.writtenOff).plus(total).toFixed(2),
        exchangeGainLoss: new Decimal(p.exchangeGainLoss).plus(gain).toFixed(2),
      })
      .where(eq(pb.id, p.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PAYMENT_BILL_ENTITY,
        entityId: p.id,
        action: 'writeOffPayment',
        after: { items: input.items },
      },
    ]);
    return null;
  });
}
