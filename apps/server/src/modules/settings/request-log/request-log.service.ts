import { REQUEST_LOG_KEEP_DAYS, type SearchPayload } from '@freightdesk/domain';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, lte } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern, pageOf, pageOffset, sortTerms } from '#platform/http/search.ts';
import { requestDetailLog } from './request-log.schema.ts';

/** One outside call as written (already masked and cut by the caller). */
export type RequestLogEntry = typeof requestDetailLog.$inferInsert;

/** Writes one call to the request log in its own short statement (never inside the caller's transaction). */
export async function writeRequestLog(db: Db, entry: RequestLogEntry): Promise<void> {
  await db.insert(requestDetailLog).values(entry);
}

const DAY_MS = 86_400_000;

/** Deletes calls older than the keep period (housekeeping). */
export async function purgeRequestLog(db: Db, now: Date): Promise<void> {
  await db
    .delete(requestDetailLog)
    .where(lt(requestDetailLog.requestTime, new Date(now.getTime() - REQUEST_LOG_KEEP_DAYS * DAY_MS)));
}

function timeRange(criteria: Record<string, unknown>): [Date | null, Date | null] {
  const v = criteria.requestTime;
  if (!Array.isArray(v)) return [null, null];
  const at = (x: unknown) =>
    typeof x === 'string' && x && !Number.isNaN(Date.parse(x)) ? new Date(x) : null;
  return [at(v[0]), at(v[1])];
}

const {
  requestHeaders: _h,
  requestBody: _b,
  responseHeaders: _rh,
  responseBody: _rb,
  ...LIST_COLUMNS
} = getTableColumns(requestDetailLog);

/** Searches the request log, newest first: tag, URL contains, logRef, response code, apiId, time range. */
export async function searchRequestLog(ctx: AuthedContext, input: SearchPayload) {
  const c = input.criteria;
  const tag = criteriaText(c, 'tag');
  const url = criteriaText(c, 'url');
  const logRef = criteriaText(c, 'logRef');
  const apiId = criteriaText(c, 'apiId');
  const code = c.responseCode === undefined || c.responseCode === '' ? null : Number(c.responseCode);
  const [from, to] = timeRange(c);
  const where = and(
    tag ? eq(requestDetailLog.tag, tag) : undefined,
    url ? ilike(requestDetailLog.url, likePattern(url)) : undefined,
    logRef ? eq(requestDetailLog.logRef, logRef) : undefined,
    apiId ? eq(requestDetailLog.apiId, apiId) : undefined,
    code !== null && Number.isInteger(code) ? eq(requestDetailLog.responseCode, code) : undefined,
    from ? gte(requestDetailLog.requestTime, from) : undefined,
    to ? lte(requestDetailLog.requestTime, to) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(requestDetailLog).where(where);
  const records = await ctx.db
    .select(LIST_COLUMNS)
    .from(requestDetailLog)
    .where(where)
    .orderBy(
      ...sortTerms(input, { requestTime: requestDetailLog.requestTime, costMs: requestDetailLog.costMs }, [
        desc(requestDetailLog.requestTime),
      ]),
    )
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(records, total?.n ?? 0, input);
}

/** One call with its headers and bodies. */
export async function requestLogDetail(ctx: AuthedContext, id: string) {
  const [row] = await ctx.db.select().from(requestDetailLog).where(eq(requestDetailLog.id, id));
  if (!row) throw dataNotExist();
  return row;
}
