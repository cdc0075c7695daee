import type { waybillFileDeletePayload } from '@freightdesk/domain';
import {
  type AppendTrackInput,
  COMMODITY_EDIT_PERMISSIONS,
  type CommodityLine,
  type CommodityUpdateInput,
  checkCommodityQuantities,
  checkEditableOnly,
  checkFileDelete,
  checkUpload,
  commoditySchema,
  commodityTotalPrice,
  editableCommodityFields,
  WAYBILL_FIELD_LABELS,
  type WaybillFileUploadInput,
} from '@freightdesk/domain';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { claimFiles } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { publicConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { parseInput } from '#platform/http/validation.ts';
import { lmsWaybill, lmsWaybillCommodity, lmsWaybillFile } from './waybill.schema.ts';
import { isCustomerUser, lockWaybills, WAYBILL_ENTITY, waybillScope, writeTracks } from './waybill-access.ts';
import { waybillFilesUploaded } from './waybill-hooks.ts';

/** Public config naming the commodity fields a customer may edit on one waybill. */
const SINGLE_EDIT_CONFIG = 'lms.waybill.single';

async function customerEditableFields(db: Db): Promise<Set<string>> {
  const [row] = await db.select().from(publicConfig).where(eq(publicConfig.id, SINGLE_EDIT_CONFIG));
  return editableCommodityFields(row?.config.fields ?? []);
}

type CommodityRow = typeof lmsWaybillCommodity.$inferSelect;
const asLine = ({ waybillId: _w, seq: _s, totalPrice: _t, ...c }: CommodityRow) =>
  c as unknown as CommodityLine;

/**
 * Drawer commodity edit: quantities present, whole and not zero (else a warning and nothing saved),
 * customers change only the public-config editable fields, staff need one of the four commodity
 * edit permissions. Lines left out are deleted (at least one line stays: the payload needs one);
 * totals are recomputed.
 */
export async function updateCommodities(ctx: AuthedContext, input: CommodityUpdateInput) {
  if (!isCustomerUser(ctx) && !COMMODITY_EDIT_PERMISSIONS.some((p) => ctx.auth.permissions.has(p)))
    throw noPermission();
  const edited = input.commodities.map(({ totalPrice: _t, ...line }) => line as CommodityLine);
  const quantity = checkCommodityQuantities(edited);
  if (quantity) throw new BizError(quantity.key, quantity.params);
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [input.waybillId]);
    const original = await tx
      .select()
      .from(lmsWaybillCommodity)
      .where(eq(lmsWaybillCommodity.waybillId, w!.id));
    if (isCustomerUser(ctx)) {
      const refused = checkEditableOnly(original.map(asLine), edited, await customerEditableFields(tx));
      if (refused) throw new BizError(refused.key, refused.params);
    }
    const known = new Map(original.map((c) => [c.id, c]));
    const keep = edited.filter((l) => l.id && known.has(l.id)).map((l) => l.id!);
    if (edited.some((l) => l.id && !known.has(l.id))) throw new BizError('staleData');
    await tx
      .delete(lmsWaybillCommodity)
      .where(
        and(
          eq(lmsWaybillCommodity.waybillId, w!.id),
          keep.length ? notInArray(lmsWaybillCommodity.id, keep) : undefined,
        ),
      );
    for (const [i, line] of edited.entries()) {
      const { id, boxId, ...fields } = line as CommodityLine & { boxId?: string | null };
      const c = parseInput(commoditySchema, fields, WAYBILL_FIELD_LABELS);
      const values = { ...c, seq: i + 1, totalPrice: commodityTotalPrice(c.quantity, c.unitPrice) };
      if (id) await tx.update(lmsWaybillCommodity).set(values).where(eq(lmsWaybillCommodity.id, id));
      else await tx.insert(lmsWaybillCommodity).values({ ...values, waybillId: w!.id, boxId: boxId ?? null });
    }
    await writeBusinessLog(tx, ctx, [
      {
        entity: WAYBILL_ENTITY,
        entityId: w!.id,
        action: 'commodityUpdate',
        customerId: w!.customerId,
        before: { lines: original.length },
        after: { lines: edited.length },
      },
    ]);
    return { lines: edited.length };
  });
}

/** Attaches uploaded files to a waybill by type (file rules: 1-5, one customer invoice, at most 10 on a waybill). */
export async function uploadWaybillFiles(ctx: AuthedContext, input: WaybillFileUploadInput) {
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [input.id]);
    const [existing] = await tx
      .select({ n: count() })
      .from(lmsWaybillFile)
      .where(eq(lmsWaybillFile.waybillId, w!.id));
    const files = await claimFiles(tx, ctx, input.fileIds);
    const refused = checkUpload({
      type: input.type,
      files: files.map((f) => ({ name: f.fileName, size: f.size })),
      existingCount: Number(existing?.n ?? 0),
    });
    if (refused) throw new BizError(refused.key, refused.params);
    const rows = await tx
      .insert(lmsWaybillFile)
      .values(
        files.map((f) => ({
          waybillId: w!.id,
          fileId: f.id,
          fileName: f.fileName,
          type: input.type,
          remark: input.remark ?? null,
          operateFrom: isCustomerUser(ctx) ? ('customer' as const) : ('staff' as const),
          createdBy: ctx.auth.userId,
          createdByName: ctx.auth.name,
          createdAt: ctx.now,
        })),
      )
      .returning({ id: lmsWaybillFile.id });
    await writeBusinessLog(tx, ctx, [
      {
        entity: WAYBILL_ENTITY,
        entityId: w!.id,
        action: 'uploadFile',
        customerId: w!.customerId,
        after: { type: input.type, files: files.length },
      },
    ]);
    await waybillFilesUploaded(tx, ctx, w!, input.type);
    return rows.map((r) => r.id);
  });
}

/** Removes a file from a waybill: only its uploader may. */
export async function deleteWaybillFile(
  ctx: AuthedContext,
  input: z.output<typeof waybillFileDeletePayload>,
) {
  return ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({
        id: lmsWaybillFile.id,
        createBy: lmsWaybillFile.createdBy,
        customerId: lmsWaybill.customerId,
        waybillId: lmsWaybill.id,
      })
      .from(lmsWaybillFile)
      .innerJoin(lmsWaybill, eq(lmsWaybill.id, lmsWaybillFile.waybillId))
      .where(and(eq(lmsWaybillFile.id, input.fileId), waybillScope(ctx)));
    if (!file) throw dataNotExist();
    const refused = checkFileDelete(file, ctx.auth.userId);
    if (refused) throw new BizError(refused.key, refused.params);
    await tx.delete(lmsWaybillFile).where(eq(lmsWaybillFile.id, file.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: WAYBILL_ENTITY,
        entityId: file.waybillId,
        action: 'deleteFile',
        customerId: file.customerId,
        before: { fileId: file.id },
      },
    ]);
    return { deleted: 1 };
  });
}

/** Track maintenance: appends a manual track row (time, description, location, node type). */
export async function appendTrack(ctx: AuthedContext, input: AppendTrackInput) {
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [input.waybillId]);
    await writeTracks(tx, ctx, [
      {
        waybillId: w!.id,
        time: input.time,
        description: input.description,
        location: input.location,
        status: input.status,
        source: input.source,
        action: 'appendTrack',
      },
    ]);
    await tx.update(lmsWaybill).set({ trackTime: input.time }).where(eq(lmsWaybill.id, w!.id));
    return { appended: 1 };
  });
}
