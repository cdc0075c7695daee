import {
  AccountFlowSource,
  BANK_TRANSFER_API,
  BANK_TRANSFER_NUMBER_RULE,
  type BankTransferMakePayload,
  transferAmounts,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import {
  assertCanPay,
  assertEnabled,
  lockAccounts,
  postAccountFlow,
} from '#modules/fms/account-flow/index.ts';
import { cancelExchange, postExchange } from '#modules/fms/income-expense/index.ts';
import { rateBetween, rateToLocal } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsBankTransfer as bt } from './bank-transfer.schema.ts';

/**
 * `make`: money leaves one own account and arrives in another, one flow each, in one transaction
 * that locks both accounts (ids ascending). Within one currency the rate is 1; across currencies the
 * bank's rate (default the book rate of the day) gives the amount received and the exchange gain or
 * loss. The paying account must hold the value.
 */
export async function makeTransfer(ctx: AuthedContext, input: BankTransferMakePayload) {
  staffOnly(ctx);
  if (input.fromAccountId === input.toAccountId) throw new BizError('transferSameAccount');
  return oncePerRequestKey(ctx, BANK_TRANSFER_API.make.url, input.requestKey, async (tx) => {
    const when = input.transferTime ?? ctx.now;
    await assertMonthsOpen(tx, [when]);
    const locked = await lockAccounts(tx, [input.fromAccountId, input.toAccountId]);
    const from = assertEnabled(locked.get(input.fromAccountId)!);
    const to = assertEnabled(locked.get(input.toAccountId)!);
    const same = from.currency === to.currency;
    if (same && input.rate !== undefined && !new Decimal(input.rate).eq(1))
      throw new BizError('transferRateSameCurrency');
    const value = new Decimal(input.value);
    assertCanPay(from, value);
    const bookRate = await rateBetween(tx, ctx, from.currency, to.currency, when);
    const rate = input.rate ?? bookRate;
    const localRate = await rateToLocal(tx, ctx, to.currency, when);
    const { toValue, exchangeGainLoss } = transferAmounts(value, rate, bookRate, localRate);
    const transferNo = await takeNextNo(tx, BANK_TRANSFER_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(bt)
      .values({
        transferNo,
        fromAccountId: from.accountId,
        fromCurrency: from.currency,
        value: value.toFixed(2),
        toAccountId: to.accountId,
        toCurrency: to.currency,
        rate,
        bookRate,
        toValue,
        exchangeGainLoss,
        transferTime: when,
        remark: input.remark ?? null,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: bt.id });
    const related = { relatedId: row!.id, relatedNo: transferNo, flowTime: when, summary: input.remark };
    await postAccountFlow(tx, ctx, from, {
      ...related,
      source: AccountFlowSource.transferOut,
      value: value.negated(),
    });
    await postAccountFlow(tx, ctx, to, {
      ...related,
      source: AccountFlowSource.transferIn,
      value: new Decimal(toValue),
    });
    await postExchange(tx, ctx, { id: row!.id, no: transferNo }, exchangeGainLoss, when);
    return { id: row!.id, transferNo, toValue, exchangeGainLoss };
  });
}

/**
 * `cancel`: each account gets its flow back (the receiving account may go below zero: the money
 * really left it again). Refused in a locked month of the transfer or of today.
 */
export async function cancelTransfer(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ from: bt.fromAccountId, to: bt.toAccountId })
    .from(bt)
    .where(eq(bt.id, input.id));
  if (!head) throw dataNotExist();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [head.from, head.to]);
    const [t] = await tx.select().from(bt).where(eq(bt.id, input.id)).for('update');
    if (!t) throw dataNotExist();
    if (t.cancelTime) throw new BizError('transferCancelled', [t.transferNo]);
    await assertMonthsOpen(tx, [t.transferTime, ctx.now]);
    await tx
      .update(bt)
      .set({ cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(bt.id, t.id));
    const related = { relatedId: t.id, relatedNo: t.transferNo, flowTime: ctx.now };
    const source = AccountFlowSource.transferCancel;
    await postAccountFlow(tx, ctx, locked.get(t.fromAccountId)!, {
      ...related,
      source,
      value: new Decimal(t.value),
    });
    await postAccountFlow(tx, ctx, locked.get(t.toAccountId)!, {
      ...related,
      source,
      value: new Decimal(t.toValue).negated(),
    });
    await cancelExchange(tx, ctx, t.id);
    return null;
  });
}
