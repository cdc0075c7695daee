import {
  type RemoteAddress,
  type RemoteAreaRow,
  remoteLevelOf,
  type remoteLevelQuery,
} from '@freightdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { countryTable, remoteAreaTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The remote level of an address in a country from the remote-area library (0: not remote). */
export async function remoteLevelFor(db: Db, countryCode: string, address: RemoteAddress): Promise<number> {
  return (await remoteLevelsFor(db, [{ ...address, countryCode }]))[0]!;
}

type Addressed = RemoteAddress & { countryCode: string };
const hasPlace = (a: RemoteAddress) => Boolean(a.postcode?.trim() || a.city?.trim());

/**
 * The remote levels of many addresses (an import's recipients) with one query: the remote-area rows
 * of every country concerned, matched in memory per address.
 */
export async function remoteLevelsFor(db: Db, addresses: readonly Addressed[]): Promise<number[]> {
  const codes = [...new Set(addresses.filter(hasPlace).map((a) => a.countryCode.toUpperCase()))];
  const rows = codes.length
    ? await db
        .select({
          country: countryTable.code,
          city: remoteAreaTable.city,
          postcodeFrom: remoteAreaTable.postcodeFrom,
          postcodeTo: remoteAreaTable.postcodeTo,
          remoteLevel: remoteAreaTable.remoteLevel,
        })
        .from(remoteAreaTable)
        .innerJoin(countryTable, eq(countryTable.id, remoteAreaTable.countryId))
        .where(inArray(countryTable.code, codes))
    : [];
  const byCountry = new Map<string, RemoteAreaRow[]>();
  for (const r of rows) {
    const list = byCountry.get(String(r.country)) ?? [];
    list.push({
      city: (r.city as string | null) ?? null,
      postcodeFrom: (r.postcodeFrom as string | null) ?? null,
      postcodeTo: (r.postcodeTo as string | null) ?? null,
      remoteLevel: Number(r.remoteLevel),
    });
    byCountry.set(String(r.country), list);
  }
  return addresses.map((a) =>
    hasPlace(a) ? remoteLevelOf(byCountry.get(a.countryCode.toUpperCase()) ?? [], a) : 0,
  );
}

/** `GET lms/waybill/remoteLevel`: the order form's remote-level tag of the recipient typed so far. */
export async function remoteLevel(ctx: AuthedContext, q: z.output<typeof remoteLevelQuery>) {
  return { remoteLevel: await remoteLevelFor(ctx.db, q.countryCode, q) };
}
