import { createHash, randomUUID } from 'node:crypto';
import {
  END_SHIP_MANIFEST_NUMBER_RULE,
  type endShipManifestCreatePayload,
  type endShipManifestSearchPayload,
  PARCEL_STATUS_LABELS,
} from '@freightdesk/domain';
import { and, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CarrierCallError,
  carrierErrorText,
  lockParcels,
  type ParcelRow,
  parcelCarrier,
  parcelReach,
  pdsWaybill,
} from '#modules/pds/parcel/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { labelApiTable } from '#modules/settings/carrier-api/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset } from '#platform/http/search.ts';
import { pdsEndShipManifest as m } from './end-ship-manifest.schema.ts';

const ENTITY = 'pdsEndShipManifest';
/** Parcels a manifest takes: labelled and not yet picked up. */
const MANIFESTABLE = new Set<ParcelRow['status']>(['made', 'waitPickUp']);

function check(rows: readonly ParcelRow[]) {
  for (const w of rows) {
    if (w.endShipManifestId)
      throw new BizError('pdsManifestAlready', [w.waybillNo, w.endShipManifestCode ?? '']);
    if (!MANIFESTABLE.has(w.status) || !w.trackNo)
      throw new BizError('pdsManifestNotLabelled', [w.waybillNo, { label: PARCEL_STATUS_LABELS[w.status] }]);
  }
  const accounts = new Set(rows.map((w) => w.labelApiId));
  if (accounts.size > 1 || !rows[0]!.labelApiId) throw new BizError('pdsManifestMixedAccounts');
  return rows[0]!.labelApiId;
}

/** Writes the pending manifest and marks its parcels (one transaction, parcels locked). */
async function reserve(ctx: AuthedContext, ids: readonly string[]) {
  const reach = await parcelReach(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockParcels(tx, reach, ids);
    const labelApiId = check(rows);
    const code = await takeNextNo(tx, END_SHIP_MANIFEST_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(m)
      .values({
        code,
        status: 'pending',
        labelApiId,
        manifestDate: ctx.now.toISOString().slice(0, 10),
        parcelIds: rows.map((w) => w.id),
        parcelCount: rows.length,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId,
      })
      .returning();
    await tx
      .update(pdsWaybill)
      .set({ endShipManifestId: row!.id, endShipManifestCode: code, updatedAt: ctx.now })
      .where(
        inArray(
          pdsWaybill.id,
          rows.map((w) => w.id),
        ),
      );
    return { manifest: row!, rows };
  });
}

/** Keeps the carrier's manifest document as a stored file; answers its id. */
async function storeDocument(tx: Db, ctx: AuthedContext, name: string, content: Buffer) {
  const id = randomUUID();
  const storageKey = `${ctx.now.toISOString().slice(0, 10).replaceAll('-', '/')}/${id}.pdf`;
  await ctx.config.fileStore.put(tx, storageKey, content);
  await tx.insert(commonFile).values({
    id,
    name,
    contentType: 'application/pdf',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    storageKey,
    isTemp: false,
    fromSource: 'endShipManifest',
    createdBy: ctx.auth.userId,
    createdAt: ctx.now,
  });
  return id;
}

/**
 * Closes an end-ship manifest (`create {ids}`, staff): the parcels must be labelled, not picked up,
 * of one carrier account and on no other manifest. The manifest and its parcels are reserved in one
 * transaction, the carrier's manifest call runs outside it, then its number and document are kept;
 * a refusal by the carrier releases the parcels and answers the carrier's message.
 */
export async function createEndShipManifest(
  ctx: AuthedContext,
  input: z.output<typeof endShipManifestCreatePayload>,
) {
  if (ctx.auth.userType === 'customer') throw noPermission();
  const { manifest, rows } = await reserve(ctx, input.ids);
  let result: { manifestNo: string; document?: { content: Buffer } | null };
  try {
    result = await parcelCarrier().withConnector(ctx.runtime)(
      { apiId: manifest.labelApiId, kind: 'label', now: ctx.now, logRef: manifest.code },
      async (connector, cctx) =>
        connector.manifest
          ? connector.manifest(cctx, { trackNos: rows.map((w) => w.trackNo!), date: manifest.manifestDate })
          : { manifestNo: manifest.code },
    );
  } catch (err) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(pdsWaybill)
        .set({ endShipManifestId: null, endShipManifestCode: null })
        .where(eq(pdsWaybill.endShipManifestId, manifest.id));
      await tx.delete(m).where(eq(m.id, manifest.id));
    });
    if (err instanceof CarrierCallError)
      throw new BizError('pdsManifestCarrierFailed', [carrierErrorText(err.error)]);
    throw err;
  }
  return ctx.db.transaction(async (tx) => {
    const fileId = result.document
      ? await storeDocument(tx, ctx, `${manifest.code}.pdf`, result.document.content)
      : null;
    await tx
      .update(m)
      .set({ status: 'closed', manifestNo: result.manifestNo, fileId, closedAt: ctx.now })
      .where(eq(m.id, manifest.id));
    await tx
      .update(pdsWaybill)
      .set({ endShipManifestConfirmTime: ctx.now, version: sql`${pdsWaybill.version} + 1` })
      .where(eq(pdsWaybill.endShipManifestId, manifest.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: ENTITY,
        entityId: manifest.id,
        action: 'insert',
        after: { code: manifest.code, manifestNo: result.manifestNo, parcels: rows.map((w) => w.waybillNo) },
      },
    ]);
    return { id: manifest.id, code: manifest.code, fileId };
  });
}

/** End-ship manifests (`search`, staff), newest first, with the label API's name. */
export async function searchEndShipManifests(
  ctx: AuthedContext,
  input: z.output<typeof endShipManifestSearchPayload>,
) {
  if (ctx.auth.userType === 'customer') throw noPermission();
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      manifest: m,
      labelApiName: labelApiTable.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(m)
    .leftJoin(labelApiTable, eq(labelApiTable.id, m.labelApiId))
    .where(
      and(
        c.code ? ilike(m.code, likePattern(c.code)) : undefined,
        c.waybillNo
          ? sql`${m.parcelIds} && array(select ${pdsWaybill.id} from ${pdsWaybill} where ${pdsWaybill.waybillNo} = ${c.waybillNo})::uuid[]`
          : undefined,
        c.createdAt ? and(gte(m.createdAt, c.createdAt[0]), lte(m.createdAt, c.createdAt[1])) : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.code))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map((r) => ({ ...r.manifest, labelApiName: (r.labelApiName as string | null) ?? null })),
    rows[0]?.total ?? 0,
    input,
  );
}
