import type { ClientErrorPayload, SearchPayload } from '@freightdesk/domain';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern, pageOf, pageOffset, sortTerms } from '#platform/http/search.ts';
import { clientErrorLog } from './client-error-log.schema.ts';

/** Stores a browser error reported by the signed-in user. */
export async function insertClientError(ctx: AuthedContext, input: ClientErrorPayload): Promise<null> {
  await ctx.db.insert(clientErrorLog).values({
    userId: ctx.auth.userId,
    message: input.message,
    type: input.type,
    username: input.username ?? ctx.auth.username,
    module: input.module,
    url: input.url,
    browser: input.browser,
    stack: input.stack,
    address: ctx.ip,
    time: input.time ? new Date(input.time) : null,
    createdAt: ctx.now,
  });
  return null;
}

/** Searches reported browser errors (criteria: keyword, type, username), newest first. */
export async function searchClientErrors(ctx: AuthedContext, input: SearchPayload) {
  const keyword = criteriaText(input.criteria, 'keyword');
  const type = criteriaText(input.criteria, 'type');
  const username = criteriaText(input.criteria, 'username');
  const where = and(
    keyword
      ? or(
          ilike(clientErrorLog.message, likePattern(keyword)),
          ilike(clientErrorLog.url, likePattern(keyword)),
        )
      : undefined,
    type ? eq(clientErrorLog.type, type) : undefined,
    username ? eq(clientErrorLog.username, username) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(clientErrorLog).where(where);
  const records = await ctx.db
    .select()
    .from(clientErrorLog)
    .where(where)
    .orderBy(...sortTerms(input, { createdAt: clientErrorLog.createdAt }, [desc(clientErrorLog.createdAt)]))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(records, total?.n ?? 0, input);
}
