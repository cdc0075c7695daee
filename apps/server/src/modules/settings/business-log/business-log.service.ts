import type { BusinessLogAction, SearchPayload } from '@freightdesk/domain';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import type { Db } from '#platform/db/db.ts';
import { jsonValues } from '#platform/entity/changed-values.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern, pageOf, pageOffset } from '#platform/http/search.ts';
import { businessLog } from './business-log.schema.ts';

/** One change to record. */
export type BusinessLogEntry = {
  entity: string;
  entityId: string;
  /** Named in the three languages by the domain's `BUSINESS_LOG_ACTIONS`. */
  action: BusinessLogAction;
  customerId?: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** Records changes in the caller's transaction, naming the signed-in user (one statement per few thousand). */
export async function writeBusinessLog(
  tx: Db,
  ctx: AuthedContext,
  entries: readonly BusinessLogEntry[],
): Promise<void> {
  const rows = entries.map((e) => ({
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    userId: ctx.auth.userId,
    userName: ctx.auth.name,
    customerId: e.customerId ?? null,
    changes: {
      ...(e.before ? { before: jsonValues(e.before) } : {}),
      ...(e.after ? { after: jsonValues(e.after) } : {}),
    },
    createdAt: ctx.now,
  }));
  await bulkInsert(tx, businessLog, rows);
}

const isUuid = (v: string | undefined) => v !== undefined && /^[0-9a-f-]{36}$/i.test(v);

/**
 * Searches the business log (newest first): `entity`, `entityId`, `action`, `userId`, `keyword`
 * (user name), `createdAt` as `[from, to]` ISO times.
 */
export async function searchBusinessLog(ctx: AuthedContext, input: SearchPayload) {
  const c = input.criteria;
  const entityId = criteriaText(c, 'entityId');
  const userId = criteriaText(c, 'userId');
  if ((entityId && !isUuid(entityId)) || (userId && !isUuid(userId)))
    throw new BizError('invalidFormat', [{ field: 'id' }]);
  const keyword = criteriaText(c, 'keyword');
  const [from, to] = Array.isArray(c.createdAt) ? (c.createdAt as unknown[]) : [];
  const time = (v: unknown) => {
    if (typeof v !== 'string' || !v.trim()) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) throw new BizError('invalidFormat', [{ field: 'time' }]);
    return d;
  };
  const fromTime = time(from);
  const toTime = time(to);
  const entity = criteriaText(c, 'entity');
  const action = criteriaText(c, 'action');
  const where: SQL | undefined = and(
    entity ? eq(businessLog.entity, entity) : undefined,
    entityId ? eq(businessLog.entityId, entityId) : undefined,
    action ? eq(businessLog.action, action) : undefined,
    userId ? eq(businessLog.userId, userId) : undefined,
    keyword
      ? or(ilike(businessLog.userName, likePattern(keyword)), ilike(businessLog.entity, likePattern(keyword)))
      : undefined,
    fromTime ? gte(businessLog.createdAt, fromTime) : undefined,
    toTime ? lte(businessLog.createdAt, toTime) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: businessLog.id,
      entity: businessLog.entity,
      entityId: businessLog.entityId,
      action: businessLog.action,
      userId: businessLog.userId,
      userName: businessLog.userName,
      customerId: businessLog.customerId,
      changes: businessLog.changes,
      createdAt: businessLog.createdAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(businessLog)
    .where(where)
    .orderBy(desc(businessLog.createdAt), desc(businessLog.id))
    .limit(input.size)
    .offset(pageOffset(input));
  const total = rows[0]?.total ?? (input.page > 1 ? await countLogs(ctx.db, where) : 0);
  return pageOf(
    rows.map(({ total: _, ...r }) => r),
    total,
    input,
  );
}

async function countLogs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businessLog)
    .where(where);
  return row?.n ?? 0;
}
