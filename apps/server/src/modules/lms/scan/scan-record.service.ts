import type { MessageKey, ScanRecordRow, scanRecordSearchPayload } from '@freightdesk/domain';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { organization } from '#modules/oa/organization/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { type MessageParam, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsWaybill, waybillList } from '../waybill/index.ts';
import { lmsScanRecord as r } from './scan.schema.ts';

/** Scan records as a scoped list: owned by the scanning user, belonging to the scanned waybill's customer. */
export const scanRecordList = defineScopedList('lmsScanRecord', {
  owner: r.createdBy,
  via: { key: r.waybillId, list: waybillList, id: lmsWaybill.id },
});

type Input = z.output<typeof scanRecordSearchPayload>;

/** WHERE terms of the criteria: type, number (scanned or waybill number), user, time range, result. */
function conditions(c: Input['criteria']): SQL[] {
  const terms: (SQL | undefined)[] = [
    c.type ? eq(r.type, c.type) : undefined,
    c.no ? or(eq(r.no, c.no), eq(r.waybillNo, c.no)) : undefined,
    c.user
      ? or(ilike(appUser.name, likePattern(c.user)), ilike(appUser.username, likePattern(c.user)))
      : undefined,
    c.createdAt ? gte(r.createdAt, c.createdAt[0]) : undefined,
    c.createdAt ? lte(r.createdAt, c.createdAt[1]) : undefined,
    c.result ? eq(r.result, c.result) : undefined,
  ];
  return terms.filter((t): t is SQL => !!t);
}

/**
 * `lms/scanRecord/search`: scan records newest first, with the scanner's name and warehouse, the
 * message rendered in the reader's language; page and total in one statement (`count(*) over ()`).
 */
export async function searchScanRecords(ctx: AuthedContext, input: Input) {
  const rows = await ctx.db
    .select({
      id: r.id,
      type: r.type,
      no: r.no,
      waybillId: r.waybillId,
      waybillNo: r.waybillNo,
      result: r.result,
      messageKey: r.messageKey,
      messageParams: r.messageParams,
      warehouseName: organization.name,
      weighMode: r.weighMode,
      pieceCount: r.pieceCount,
      actualWeight: r.actualWeight,
      volumeWeight: r.volumeWeight,
      chargeWeight: r.chargeWeight,
      packageNo: r.packageNo,
      createdByName: appUser.name,
      createdAt: r.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(r)
    .leftJoin(appUser, eq(appUser.id, r.createdBy))
    .leftJoin(organization, eq(organization.id, r.warehouseId))
    .where(and(...conditions(input.criteria), await dataScopeWhere(ctx, scanRecordList)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(input.size)
    .offset(pageOffset(input));
  const records: ScanRecordRow[] = rows.map(
    ({ messageKey, messageParams, total: _t, createdAt, ...row }) => ({
      ...row,
      message: translate(ctx.lang, messageKey as MessageKey, messageParams as MessageParam[]),
      createdAt: createdAt.toISOString(),
    }),
  );
  const total = rows[0]?.total ?? (input.page > 1 ? await countOf(ctx, input) : 0);
  return pageOf(records, total, input);
}

/** The total alone (a page past the end has no row to carry it). */
async function countOf(ctx: AuthedContext, input: Input): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .leftJoin(appUser, eq(appUser.id, r.createdBy))
    .where(and(...conditions(input.criteria), await dataScopeWhere(ctx, scanRecordList)));
  return row?.n ?? 0;
}
