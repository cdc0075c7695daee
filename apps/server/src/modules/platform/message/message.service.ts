import { and, count, eq, isNull } from 'drizzle-orm';
import type { AuthedContext } from '#platform/http/route.ts';
import { userMessage } from './message.schema.ts';

/**
 * The header badges: unread messages addressed to the caller, and open work orders
 * (always 0 until the work-order module exists).
 */
export async function messageCount(
  ctx: AuthedContext,
): Promise<{ messageCount: number; workOrderCount: number }> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userMessage)
    .where(and(eq(userMessage.userId, ctx.auth.userId), isNull(userMessage.readAt)));
  return { messageCount: row?.n ?? 0, workOrderCount: 0 };
}
