import {
  AccountFlowSource,
  BalanceFlowType,
  CHARGE_BILL_API,
  CHARGE_BILL_NUMBER_RULE,
  ChargeBillStatus,
  type ChargeRegisterPayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import {
  afterBalanceChange,
  chargeConfirmed,
  lockBalance,
  postFlow,
  rateBetween,
  rateToLocal,
  receivableCustomer,
  staffOnly,
} from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { notifyReceiptConfirmed } from '#modules/platform/notify/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { isCustomerUser } from '#platform/entity/entity-access.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { assertReceivingAccount, postReceiptMoney } from './charge-account-flow.ts';
import { fmsChargeBill as cb } from './charge-bill.schema.ts';
import { chargeHead, lockCharge } from './charge-bill-access.ts';

/**
 * Receipts (DESIGN §9): register (staff for a customer or unclaimed; a customer its own), claim,
 * confirm (posts flow 2 in the settlement currency at the confirmation day's rate), reject and cancel
 * (never confirmed: no flow), cancel-confirm (flow 3; refused with write-offs or refunds). Each write
 * locks the customer's balance row, then the receipt.
 */
export async function registerCharge(ctx: AuthedContext, input: ChargeRegisterPayload) {
  const byCustomer = isCustomerUser(ctx);
  const customerId = byCustomer || input.customerId ? await receivableCustomer(ctx, input.customerId) : null;
  return oncePerRequestKey(ctx, CHARGE_BILL_API.register.url, input.requestKey, async (tx) => {
    await assertMonthsOpen(tx, [input.payTime ?? ctx.now]);
    if (input.ownAccountId) await assertReceivingAccount(tx, input.ownAccountId, input.currency);
    const chargeNo = await takeNextNo(tx, CHARGE_BILL_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(cb)
      .values({
        chargeNo,
        customerId,
        value: input.value,
        currency: input.currency,
        payTime: input.payTime ?? null,
        ownAccountId: input.ownAccountId ?? null,
        certificateFileIds: input.certificateFileIds,
        remark: input.remark ?? null,
        byCustomer,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: cb.id });
    const id = row!.id;
    const status =
      customerId && (await autoConfirms(tx, customerId)) ? await confirmIn(tx, ctx, id, customerId) : 0;
    return { id, chargeNo, status };
  });
}

async function autoConfirms(tx: Db, customerId: string): Promise<boolean> {
  const [c] = await tx
    .select({ auto: customer.chargeBillAutoConfirm })
    .from(customer)
    .where(eq(customer.id, customerId));
  return Boolean(c?.auto);
}

/** `confirm`: staff only (a customer never confirms its own receipt). */
export async function confirmCharge(ctx: AuthedContext, input: { id: string; requestKey?: string }) {
  if (isCustomerUser(ctx)) throw new BizError('chargeCustomerConfirmOwn');
  const head = await chargeHead(ctx, input.id);
  if (!head.customerId) throw new BizError('chargeUnclaimed', [head.chargeNo]);
  const customerId = head.customerId;
  await oncePerRequestKey(ctx, CHARGE_BILL_API.confirm.url, input.requestKey, (tx) =>
    confirmIn(tx, ctx, input.id, customerId),
  );
  return null;
}

/** Confirms a registered receipt of `customerId` inside the caller's transaction; answers the new status. */
async function confirmIn(tx: Db, ctx: AuthedContext, id: string, customerId: string) {
  const account = await lockBalance(tx, ctx, customerId);
  const charge = await lockCharge(tx, id, 'confirm', [ChargeBillStatus.registered]);
  if (charge.customerId !== customerId) throw new BizError('chargeUnclaimed', [charge.chargeNo]);
  await assertMonthsOpen(tx, [charge.payTime ?? ctx.now, ctx.now]);
  const rate = await rateBetween(tx, ctx, charge.currency, account.currency, ctx.now);
  const settled = new Decimal(charge.value).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const local = new Decimal(charge.value)
    .times(await rateToLocal(tx, ctx, charge.currency, ctx.now))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  await tx
    .update(cb)
    .set({
      status: ChargeBillStatus.confirmed,
      settledValue: settled.toFixed(2),
      settlementCurrency: account.currency,
      rate,
      localValue: local.toFixed(2),
      confirmTime: ctx.now,
      confirmedBy: actorOf(ctx).createdBy,
    })
    .where(eq(cb.id, id));
  await postFlow(tx, ctx, account, {
    type: BalanceFlowType.charge,
    value: settled,
    relatedId: id,
    relatedNo: charge.chargeNo,
  });
  await postReceiptMoney(tx, ctx, charge, AccountFlowSource.charge, new Decimal(charge.value));
  await chargeConfirmed(tx, ctx, customerId, id);
  await afterBalanceChange(tx, ctx, customerId);
  await notifyReceiptConfirmed(tx, { id, chargeNo: charge.chargeNo, customerId }, ctx.now);
  return ChargeBillStatus.confirmed;
}

/** `reject` (with a reason) or `cancel` a receipt never confirmed: no flow posts. */
export async function closeCharge(
  ctx: AuthedContext,
  input: { id: string; reason?: string },
  reject: boolean,
) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, input.id, reject ? 'reject' : 'cancel', [
      ChargeBillStatus.registered,
    ]);
    await tx
      .update(cb)
      .set(
        reject
          ? { status: ChargeBillStatus.rejected, rejectReason: input.reason ?? null }
          : { status: ChargeBillStatus.cancelled },
      )
      .where(eq(cb.id, charge.id));
    return null;
  });
}

/** `cancelConfirm`: back to registered, flow 3 (−settled); refused while written off or refunded. */
export async function cancelConfirmCharge(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const head = await chargeHead(ctx, input.id);
  if (!head.customerId) throw new BizError('chargeUnclaimed', [head.chargeNo]);
  const customerId = head.customerId;
  return ctx.db.transaction(async (tx) => {
    const account = await lockBalance(tx, ctx, customerId);
    const charge = await lockCharge(tx, input.id, 'cancelConfirm', [ChargeBillStatus.confirmed]);
    if (!new Decimal(charge.writtenOff).isZero() || !new Decimal(charge.refunded).isZero())
      throw new BizError('chargeHasWriteOff', [charge.chargeNo]);
    await assertMonthsOpen(tx, [charge.confirmTime, ctx.now]);
    await tx
      .update(cb)
      .set({
        status: ChargeBillStatus.registered,
        settledValue: null,
        settlementCurrency: null,
        rate: null,
        localValue: null,
        confirmTime: null,
        confirmedBy: null,
      })
      .where(eq(cb.id, charge.id));
    await postFlow(tx, ctx, account, {
      type: BalanceFlowType.chargeCancel,
      value: new Decimal(charge.settledValue ?? 0).negated(),
      relatedId: charge.id,
      relatedNo: charge.chargeNo,
    });
    await postReceiptMoney(
      tx,
      ctx,
      charge,
      AccountFlowSource.chargeCancel,
      new Decimal(charge.value).negated(),
    );
    await afterBalanceChange(tx, ctx, customerId);
    return null;
  });
}

/** `claim`: an unclaimed registered receipt becomes the customer's (confirmed at once with auto confirm). */
export async function claimCharge(ctx: AuthedContext, input: { id: string; customerId: string }) {
  staffOnly(ctx);
  const customerId = await receivableCustomer(ctx, input.customerId);
  return ctx.db.transaction(async (tx) => {
    await lockBalance(tx, ctx, customerId);
    const charge = await lockCharge(tx, input.id, 'claim', [ChargeBillStatus.registered]);
    if (charge.customerId) throw new BizError('chargeAlreadyClaimed', [charge.chargeNo]);
    await tx.update(cb).set({ customerId }).where(eq(cb.id, charge.id));
    if (await autoConfirms(tx, customerId)) await confirmIn(tx, ctx, charge.id, customerId);
    return null;
  });
}
