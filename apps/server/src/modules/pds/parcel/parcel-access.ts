import type { TrackSource, TrackStatus } from '@freightdesk/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere, inDataScope } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { pdsWaybill, pdsWaybillTrack } from './parcel.schema.ts';

/** Business-log entity name of a parcel waybill. */
export const PARCEL_ENTITY = 'pdsWaybill';
export type ParcelRow = typeof pdsWaybill.$inferSelect;

const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';
export const isCustomerUser = (ctx: AuthedContext) => ctx.auth.userType === 'customer';

/** Parcels as a scoped list: owned by their creator, belonging to their customer. */
export const parcelList = defineScopedList('pdsWaybill', {
  owner: pdsWaybill.createdBy,
  customer: pdsWaybill.customerId,
});

/** The parcels a caller may reach: a customer user only its own customer's, staff all. */
export function parcelScope(ctx: AuthedContext): SQL | undefined {
  if (!isCustomerUser(ctx)) return undefined;
  return eq(pdsWaybill.customerId, ctx.auth.customerId ?? NO_CUSTOMER);
}

/** Customer isolation and the staff data scope together (undefined: every parcel). */
export async function parcelReach(ctx: AuthedContext): Promise<SQL | undefined> {
  return and(parcelScope(ctx), await dataScopeWhere(ctx, parcelList));
}

/** One parcel in the caller's reach, or "data does not exist". */
export async function parcelInReach(ctx: AuthedContext, id: string): Promise<ParcelRow> {
  const [row] = await ctx.db
    .select()
    .from(pdsWaybill)
    .where(and(eq(pdsWaybill.id, id), parcelScope(ctx)));
  if (!row || !(await inDataScope(ctx, parcelList, pdsWaybill.id, id))) throw dataNotExist();
  return row;
}

/**
 * Locks the parcels (id order, `FOR UPDATE`) in the caller's reach (`parcelReach`, read before the
 * transaction: on PGlite a read outside it would wait for it); all or nothing: an id out of reach or
 * unknown is "data does not exist".
 */
export async function lockParcels(
  tx: Db,
  reach: SQL | undefined,
  ids: readonly string[],
): Promise<ParcelRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(pdsWaybill)
    .where(and(inArray(pdsWaybill.id, unique), reach))
    .orderBy(asc(pdsWaybill.id))
    .for('update');
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

export type TrackDraft = {
  waybillId: string;
  time: Date;
  status: TrackStatus | null;
  source: TrackSource;
  messageKey?: string;
  messageParams?: unknown[];
  description?: string | null;
  location?: string | null;
  carrierCode?: string | null;
  createdBy?: string | null;
};

/** Appends track rows (carrier events already present are skipped by their unique index). */
export async function writeParcelTracks(tx: Db, rows: readonly TrackDraft[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await tx
    .insert(pdsWaybillTrack)
    .values(rows.map((r) => ({ ...r, messageParams: r.messageParams ?? null })))
    .onConflictDoNothing()
    .returning({ id: pdsWaybillTrack.id });
  return written.length;
}
