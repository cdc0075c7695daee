import { and, count, eq, isNull } from 'drizzle-orm';
import { waitsFor, workOrder } from '#modules/platform/work-order/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { userMessage } from './message.schema.ts';

/**
 * The header badges: unread messages addressed to the caller, and the work orders waiting for it —
 * for staff the open orders assigned to them that wait for them (not followed up yet, or answered by
 * someone else since) and are not pending; for a customer user its customer's orders with a staff
 * reply or a close it has not read yet.
 */
export async function messageCount(
  ctx: AuthedContext,
): Promise<{ messageCount: number; workOrderCount: number }> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userMessage)
    .where(and(eq(userMessage.userId, ctx.auth.userId), isNull(userMessage.readAt)));
  return { messageCount: row?.n ?? 0, workOrderCount: await workOrderCount(ctx) };
}

async function workOrderCount(ctx: AuthedContext): Promise<number> {
  const waiting =
    ctx.auth.userType === 'customer'
      ? and(
          eq(workOrder.customerId, ctx.auth.customerId ?? '00000000-0000-0000-0000-000000000000'),
          eq(workOrder.isPublic, true),
          eq(workOrder.customerUnread, true),
        )
      : waitsFor(ctx.auth.userId);
  const [row] = await ctx.db.select({ n: count() }).from(workOrder).where(waiting);
  return row?.n ?? 0;
}
