import {
  IN_WAREHOUSE,
  type PackageRow,
  type PackageState,
  type PackageWaybillRow,
  type packageNoQuery,
  type packageRemovePayload,
  type packageSearchPayload,
} from '@freightdesk/domain';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import {
  lmsWaybillPiece,
  lockWaybills,
  WAYBILL_ENTITY,
  lmsWaybill as w,
  waybillDataScope,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset } from '#platform/http/search.ts';

type SearchInput = z.output<typeof packageSearchPayload>;

/** Packages are the warehouse's: a customer user is refused even if a role was granted the codes. */
export function staffOnly(ctx: AuthedContext): void {
  if (ctx.auth.userType !== 'staff') throw noPermission();
}

/** A waybill's weight in a package: the received actual weight, else the ordered one. */
const weight = sql`coalesce(${w.receiveActualWeight}, ${w.orderActualWeight}, 0)`;
const inWarehouse = sql`${w.status} in (${sql.join(
  IN_WAREHOUSE.map((s) => sql`${s}`),
  sql`, `,
)})`;
const firstPacked = sql`min(${w.packageTime})`;

function stateOf(count: number, stillIn: number): PackageState {
  if (stillIn === count) return 'inWarehouse';
  return stillIn === 0 ? 'sent' : 'partlySent';
}

/**
 * `lms/package/search`: one row per package number (its waybills grouped), newest package first;
 * package numbers and the time of the first package scan as criteria; page and total in one statement.
 */
export async function searchPackages(ctx: AuthedContext, input: SearchInput) {
  staffOnly(ctx);
  const { numbers, packageTime } = input.criteria;
  // a package is a group of waybills: it shows the waybills of the caller's data scope
  const dataScope = await waybillDataScope(ctx);
  const where: SQL[] = [isNotNull(w.packageNo), ...(dataScope ? [dataScope] : [])];
  if (numbers.length) where.push(inArray(w.packageNo, numbers));
  const having = packageTime
    ? and(sql`${firstPacked} >= ${packageTime[0]}`, sql`${firstPacked} <= ${packageTime[1]}`)
    : undefined;
  const rows = await ctx.db
    .select({
      packageNo: sql<string>`${w.packageNo}`,
      waybillCount: sql<number>`count(*)`.mapWith(Number),
      pieceCount: sql<number>`sum(${w.pieceCount})`.mapWith(Number),
      totalWeight: sql<string>`sum(${weight})::numeric(14, 3)::text`,
      createdAt: sql<Date | null>`${firstPacked}`.mapWith(w.packageTime),
      lastScanAt: sql<Date | null>`max(${w.packageTime})`.mapWith(w.packageTime),
      stillIn: sql<number>`count(*) filter (where ${inWarehouse})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(w)
    .where(and(...where))
    .groupBy(w.packageNo)
    .having(having)
    .orderBy(sql`${firstPacked} desc nulls last`, desc(w.packageNo))
    .limit(input.size)
    .offset(pageOffset(input));
  const records: PackageRow[] = rows.map(({ stillIn, total: _t, createdAt, lastScanAt, ...r }) => ({
    ...r,
    createdAt: createdAt?.toISOString() ?? null,
    lastScanAt: lastScanAt?.toISOString() ?? null,
    state: stateOf(r.waybillCount, stillIn),
  }));
  return pageOf(records, rows[0]?.total ?? 0, input);
}

/** The waybills of one package, in packing order (an unknown number answers "data does not exist"). */
export async function packageWaybills(
  ctx: AuthedContext,
  input: z.output<typeof packageNoQuery>,
): Promise<PackageWaybillRow[]> {
  staffOnly(ctx);
  const rows = await ctx.db
    .select({
      id: w.id,
      waybillNo: w.waybillNo,
      customerCode: customer.code,
      status: w.status,
      destination: w.destination,
      pieceCount: w.pieceCount,
      weight: sql<string | null>`${weight}::numeric(14, 3)::text`,
      packageTime: w.packageTime,
    })
    .from(w)
    .leftJoin(customer, eq(customer.id, w.customerId))
    .where(and(eq(w.packageNo, input.packageNo), await waybillDataScope(ctx)))
    .orderBy(asc(w.packageTime), asc(w.waybillNo));
  if (!rows.length) throw dataNotExist();
  return rows.map((r) => ({ ...r, packageTime: r.packageTime?.toISOString() ?? null }));
}

/**
 * `lms/package/removeWaybills`: takes waybills still in the warehouse out of their package (the
 * waybill and its pieces lose the number; status unchanged); logged per waybill. A waybill of another
 * package refuses the batch, as does one already sent.
 */
export async function removePackageWaybills(
  ctx: AuthedContext,
  input: z.output<typeof packageRemovePayload>,
): Promise<{ removed: number }> {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.waybillIds);
    for (const r of rows) {
      if (r.packageNo !== input.packageNo)
        throw new BizError('packageWaybillNotInPackage', [r.waybillNo, input.packageNo]);
      if (!IN_WAREHOUSE.includes(r.status)) throw new BizError('packageWaybillGone', [r.waybillNo]);
    }
    const ids = rows.map((r) => r.id);
    await tx
      .update(w)
      .set({
        packageNo: null,
        version: sql`${w.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(inArray(w.id, ids));
    await tx.update(lmsWaybillPiece).set({ packageNo: null }).where(inArray(lmsWaybillPiece.waybillId, ids));
    await writeBusinessLog(
      tx,
      ctx,
      rows.map((r) => ({
        entity: WAYBILL_ENTITY,
        entityId: r.id,
        action: 'removeFromPackage',
        customerId: r.customerId,
        before: { packageNo: input.packageNo },
        after: { packageNo: null },
      })),
    );
    return { removed: rows.length };
  });
}
