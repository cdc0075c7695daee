import {
  PARCEL_STATUSES,
  type ParcelSearchCriteria,
  type ParcelStatus,
  type parcelSearchPayload,
} from '@freightdesk/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset } from '#platform/http/search.ts';
import { pdsWaybill as p } from './parcel.schema.ts';
import { isCustomerUser, parcelReach } from './parcel-access.ts';

/** WHERE of the criteria (without the status when `withStatus` is false: the tab counts). */
async function where(
  ctx: AuthedContext,
  c: ParcelSearchCriteria,
  withStatus: boolean,
): Promise<SQL | undefined> {
  return and(
    await parcelReach(ctx),
    c.nos?.length
      ? or(inArray(p.waybillNo, c.nos), inArray(p.trackNo, c.nos), inArray(p.customerNo, c.nos))
      : undefined,
    withStatus && c.status ? eq(p.status, c.status) : undefined,
    c.customerId && !isCustomerUser(ctx) ? eq(p.customerId, c.customerId) : undefined,
    c.productId ? eq(p.productId, c.productId) : undefined,
    c.channelId ? eq(p.channelId, c.channelId) : undefined,
    c.countryCode ? eq(p.destination, c.countryCode) : undefined,
    c.hasLabelError === undefined
      ? undefined
      : c.hasLabelError
        ? isNotNull(p.labelError)
        : isNull(p.labelError),
    c.manifested === undefined
      ? undefined
      : c.manifested
        ? isNotNull(p.endShipManifestId)
        : isNull(p.endShipManifestId),
    c.orderTime ? and(gte(p.orderTime, c.orderTime[0]), lte(p.orderTime, c.orderTime[1])) : undefined,
  );
}

/** The list's columns: the parcel with customer, product and channel names. */
export const parcelColumns = {
  parcel: p,
  customerCode: customer.code,
  customerName: customer.name,
  productName: productTable.name,
  channelName: channelTable.name,
};

type Joined = {
  parcel: typeof p.$inferSelect;
  customerCode: unknown;
  customerName: unknown;
  productName: unknown;
  channelName: unknown;
};
/** A parcel as the list and the drawer answer it. */
export function parcelRecord(r: Joined) {
  const { sender, recipient, ...row } = r.parcel;
  return {
    ...row,
    customerCode: (r.customerCode as string | null) ?? null,
    customerName: (r.customerName as string | null) ?? null,
    productName: (r.productName as string | null) ?? null,
    channelName: (r.channelName as string | null) ?? null,
    recipientName: recipient.name,
    isEndShipManifest: row.endShipManifestId !== null,
  };
}

/** Parcel list (`pds/pdsWaybill/search`): a page, newest first. */
export async function searchParcels(ctx: AuthedContext, input: z.output<typeof parcelSearchPayload>) {
  const rows = await ctx.db
    .select({ ...parcelColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .leftJoin(customer, eq(customer.id, p.customerId))
    .leftJoin(productTable, eq(productTable.id, p.productId))
    .leftJoin(channelTable, eq(channelTable.id, p.channelId))
    .where(await where(ctx, input.criteria, true))
    .orderBy(desc(p.orderTime), desc(p.waybillNo))
    .limit(input.size)
    .offset(pageOffset(input));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && input.page > 1) {
    const [n] = await ctx.db
      .select({ n: count() })
      .from(p)
      .where(await where(ctx, input.criteria, true));
    total = n?.n ?? 0;
  }
  return pageOf(rows.map(parcelRecord), total, input);
}

export type ParcelRecord = ReturnType<typeof parcelRecord>;

/** Every parcel of the criteria (at most `limit`), newest first: the export's rows. */
export async function parcelRecords(ctx: AuthedContext, criteria: ParcelSearchCriteria, limit: number) {
  const rows = await ctx.db
    .select(parcelColumns)
    .from(p)
    .leftJoin(customer, eq(customer.id, p.customerId))
    .leftJoin(productTable, eq(productTable.id, p.productId))
    .leftJoin(channelTable, eq(channelTable.id, p.channelId))
    .where(await where(ctx, criteria, true))
    .orderBy(desc(p.orderTime), desc(p.waybillNo))
    .limit(limit);
  return rows.map(parcelRecord);
}

/** The twelve status counts and all (`statusGroup`), for the criteria without the status. */
export async function parcelStatusGroup(ctx: AuthedContext, criteria: ParcelSearchCriteria) {
  const rows = await ctx.db
    .select({ status: p.status, n: count() })
    .from(p)
    .where(await where(ctx, criteria, false))
    .groupBy(p.status);
  const counts = Object.fromEntries(PARCEL_STATUSES.map((s) => [s, 0])) as Record<
    ParcelStatus | 'all',
    number
  >;
  counts.all = 0;
  for (const r of rows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return counts;
}
