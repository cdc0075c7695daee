import type { MessageSearchPayload } from '@freightdesk/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { waitsFor, workOrder } from '#modules/platform/work-order/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { userMessage as m } from './message.schema.ts';

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
    .from(m)
    .where(and(eq(m.userId, ctx.auth.userId), isNull(m.readAt)));
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

/** `platform/message/search`: the caller's own messages in their language, newest first. */
export async function searchMessages(ctx: AuthedContext, input: MessageSearchPayload) {
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      id: m.id,
      kind: m.kind,
      title: m.title,
      content: m.content,
      titles: m.titles,
      contents: m.contents,
      link: m.link,
      readAt: m.readAt,
      createdAt: m.createdAt,
      count: sql`count(*) over ()`,
    })
    .from(m)
    .where(
      and(
        eq(m.userId, ctx.auth.userId),
        c.kind ? eq(m.kind, c.kind) : undefined,
        c.read === undefined ? undefined : c.read ? isNotNull(m.readAt) : isNull(m.readAt),
        c.from ? gte(m.createdAt, new Date(c.from)) : undefined,
        c.to ? lt(m.createdAt, new Date(c.to)) : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, titles, contents, ...row }) => ({
      ...row,
      title: titles?.[ctx.lang] ?? row.title,
      content: contents?.[ctx.lang] ?? row.content,
      read: row.readAt !== null,
    })),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `platform/message/read` (given ids) and `readAll`: marks the caller's unread messages read. */
export async function readMessages(ctx: AuthedContext, ids?: readonly string[]) {
  const done = await ctx.db
    .update(m)
    .set({ readAt: ctx.now })
    .where(and(eq(m.userId, ctx.auth.userId), isNull(m.readAt), ids ? inArray(m.id, [...ids]) : undefined))
    .returning({ id: m.id });
  return { read: done.length };
}
