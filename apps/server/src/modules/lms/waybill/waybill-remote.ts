import { type RemoteAddress, remoteLevelOf } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryTable, remoteAreaTable } from '#modules/basic/basic.schema.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The remote level of an address in a country from the remote-area library (0: not remote). */
export async function remoteLevelFor(db: Db, countryCode: string, address: RemoteAddress): Promise<number> {
  if (!address.postcode?.trim() && !address.city?.trim()) return 0;
  const rows = await db
    .select({
      city: remoteAreaTable.city,
      postcodeFrom: remoteAreaTable.postcodeFrom,
      postcodeTo: remoteAreaTable.postcodeTo,
      remoteLevel: remoteAreaTable.remoteLevel,
    })
    .from(remoteAreaTable)
    .innerJoin(countryTable, eq(countryTable.id, remoteAreaTable.countryId))
    .where(eq(countryTable.code, countryCode.toUpperCase()));
  return remoteLevelOf(
    rows.map((r) => ({
      city: (r.city as string | null) ?? null,
      postcodeFrom: (r.postcodeFrom as string | null) ?? null,
      postcodeTo: (r.postcodeTo as string | null) ?? null,
      remoteLevel: Number(r.remoteLevel),
    })),
    address,
  );
}

export const remoteLevelQuery = z.object({
  countryCode: z.string().trim().length(2),
  postcode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(35).optional(),
});

/** `GET lms/waybill/remoteLevel`: the order form's remote-level tag of the recipient typed so far. */
export async function remoteLevel(ctx: AuthedContext, q: z.output<typeof remoteLevelQuery>) {
  return { remoteLevel: await remoteLevelFor(ctx.db, q.countryCode, q) };
}
