import type { CountryDetailPayload, countryDetailIdPayload, countryIdPayload } from '@freightdesk/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appUser } from '#modules/platform/user/index.ts';
import { countryTable } from '#modules/settings/basic.schema.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { countryDetail } from './country-detail.schema.ts';

/** Country details: typed notes listed under a destination country (see `COUNTRY_DETAIL_TYPES`). */

async function assertCountry(ctx: AuthedContext, countryId: string) {
  const [found] = await ctx.db
    .select({ id: countryTable.id })
    .from(countryTable)
    .where(eq(countryTable.id, countryId));
  if (!found) throw dataNotExist();
}

/** The details of one country, oldest first, with who added them. */
export async function listCountryDetails(ctx: AuthedContext, input: z.output<typeof countryIdPayload>) {
  await assertCountry(ctx, input.countryId);
  return ctx.db
    .select({
      id: countryDetail.id,
      countryId: countryDetail.countryId,
      type: countryDetail.type,
      content: countryDetail.content,
      createdAt: countryDetail.createdAt,
      createdByName: appUser.name,
    })
    .from(countryDetail)
    .leftJoin(appUser, eq(appUser.id, countryDetail.createdBy))
    .where(eq(countryDetail.countryId, input.countryId))
    .orderBy(asc(countryDetail.createdAt), asc(countryDetail.id));
}

/** Adds a detail to a country (logged on the country). */
export async function insertCountryDetail(ctx: AuthedContext, input: CountryDetailPayload) {
  await assertCountry(ctx, input.countryId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(countryDetail)
      .values({ ...input, createdAt: ctx.now, createdBy: ctx.auth.userId })
      .returning();
    await writeBusinessLog(tx, ctx, [
      {
        entity: 'country',
        entityId: input.countryId,
        action: 'insertDetail',
        after: { type: input.type, content: input.content },
      },
    ]);
    return row!;
  });
}

/** Deletes one country detail (logged on its country). */
export async function deleteCountryDetail(
  ctx: AuthedContext,
  input: z.output<typeof countryDetailIdPayload>,
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(countryDetail).where(eq(countryDetail.id, input.id)).returning();
    if (!row) throw dataNotExist();
    await writeBusinessLog(tx, ctx, [
      {
        entity: 'country',
        entityId: row.countryId,
        action: 'deleteDetail',
        before: { type: row.type, content: row.content },
      },
    ]);
    return null;
  });
}
