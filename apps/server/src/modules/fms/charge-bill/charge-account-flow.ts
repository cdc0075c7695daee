import type { AccountFlowSourceValue } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lockAccount, postAccountFlow } from '#modules/fms/account-flow/index.ts';
import { fmsCashAccountTable as acc, cashAccountColumns as col } from '#modules/fms/cash-account/index.ts';
import { rateBetween } from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { ChargeRow } from './charge-bill-access.ts';

/**
 * Receipts on the treasurer's side: a confirmed receipt brings its money into the receiving cash
 * account it names (a flow in), a cancel-confirm or a refund takes it out again. A receipt without a
 * receiving account moves no account. docs/finance.md "Cash and account flows".
 */

/** Refuses a receiving account that is unknown, disabled, or in another currency than the receipt. */
export async function assertReceivingAccount(db: Db, accountId: string, currency: string) {
  const [a] = await db
    .select({ name: col.name, currency: col.currency, enabled: col.enabled })
    .from(acc)
    .where(eq(acc.id, accountId));
  if (!a) throw dataNotExist();
  if (a.enabled === false) throw new BizError('cashAccountDisabled', [a.name]);
  if (a.currency !== currency) throw new BizError('accountCurrencyDiffers', [a.name, a.currency, currency]);
}

/**
 * Posts `value` (in the receipt's currency, signed) of a receipt on its receiving account, converted
 * at today's rate if the account's currency differs (receipts registered before the check above).
 */
export async function postReceiptMoney(
  tx: Db,
  ctx: AuthedContext,
  charge: ChargeRow,
  source: AccountFlowSourceValue,
  value: Decimal,
  summary?: string | null,
) {
  if (!charge.ownAccountId) return;
  const account = await lockAccount(tx, charge.ownAccountId);
  const rate = await rateBetween(tx, ctx, charge.currency, account.currency, ctx.now);
  const [c] = charge.customerId
    ? await tx.select({ code: customer.code }).from(customer).where(eq(customer.id, charge.customerId))
    : [];
  await postAccountFlow(tx, ctx, account, {
    source,
    value: value.times(rate),
    flowTime: source === 'charge' ? (charge.payTime ?? ctx.now) : ctx.now,
    relatedId: charge.id,
    relatedNo: charge.chargeNo,
    objectCode: c?.code ?? null,
    summary: summary ?? null,
  });
}

/** A refund's value (settlement currency) in the receipt's currency, back through its confirmation rate. */
export function refundInChargeCurrency(charge: ChargeRow, value: Decimal.Value): Decimal {
  const rate = new Decimal(charge.rate ?? 1);
  return new Decimal(value).div(rate.isZero() ? 1 : rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
