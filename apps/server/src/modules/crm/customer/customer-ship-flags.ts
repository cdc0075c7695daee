import { eq } from 'drizzle-orm';
import { isCustomerUser } from '#platform/entity/entity-access.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { customer } from './customer.schema.ts';

/** Refuses a customer user of an only-make-document customer (label, pick-up, send: staff's work). */
export async function checkMayShip(ctx: AuthedContext): Promise<void> {
  if (!isCustomerUser(ctx)) return;
  if (!ctx.auth.customerId) throw noPermission();
  const [row] = await ctx.db
    .select({ only: customer.isOnlyMakeDocument })
    .from(customer)
    .where(eq(customer.id, ctx.auth.customerId));
  if (row?.only) throw new BizError('customerOnlyMakeDocument');
}

/** A route handler that first refuses an only-make-document customer's user (`checkMayShip`). */
export function notForOnlyMakeDocument<A extends unknown[], R>(
  handler: (ctx: AuthedContext, ...args: A) => Promise<R>,
): (ctx: AuthedContext, ...args: A) => Promise<R> {
  return async (ctx, ...args) => {
    await checkMayShip(ctx);
    return handler(ctx, ...args);
  };
}
