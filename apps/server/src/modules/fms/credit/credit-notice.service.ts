import { isInArrears } from '@freightdesk/domain';
import { balancePosition } from '#modules/fms/balance/index.ts';
import { receivableCustomer } from '#modules/fms/ledger/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/**
 * `fms/credit/notice`: the customer's warn tips and arrears state (a customer user: its own; staff
 * name the customer). `show` is false when available ≥ 0 and there are no warn tips.
 */
export async function creditNotice(ctx: AuthedContext, input: { customerId?: string }) {
  const customerId = await receivableCustomer(ctx, input.customerId);
  const p = await balancePosition(ctx.db, ctx, customerId);
  const inArrears = isInArrears(p.available);
  const warnTips = p.warnTips?.trim() ? p.warnTips.trim() : null;
  return {
    customerId,
    currency: p.currency,
    available: p.available,
    creditLine: p.creditLine,
    creditControl: p.creditControl,
    inArrears,
    warnTips,
    show: inArrears || warnTips !== null,
  };
}
