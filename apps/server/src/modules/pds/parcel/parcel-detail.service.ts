import {
  isFeeVisibleToCustomer,
  type MessageKey,
  type parcelDeleteFilePayload,
  type parcelFindByIdQuery,
  type parcelUploadFilePayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { claimFiles } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { BizError, dataNotExist, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  pdsWaybill as p,
  pdsWaybillCommodity,
  pdsWaybillFee,
  pdsWaybillFile,
  pdsWaybillPiece,
  pdsWaybillTrack,
} from './parcel.schema.ts';
import { isCustomerUser, PARCEL_ENTITY, parcelInReach } from './parcel-access.ts';
import { parcelColumns, parcelRecord } from './parcel-search.service.ts';

/** The customer fees of a parcel the caller may see (a customer: billed or checked, unless shown before billing). */
async function visibleFees(ctx: AuthedContext, parcelId: string) {
  const rows = await ctx.db
    .select()
    .from(pdsWaybillFee)
    .where(and(eq(pdsWaybillFee.waybillId, parcelId), eq(pdsWaybillFee.kind, 'customer')))
    .orderBy(asc(pdsWaybillFee.createdAt), asc(pdsWaybillFee.subjectName));
  if (!isCustomerUser(ctx)) return rows;
  const showAll = await readSysConfig(ctx.runtime, 'finance.showFeesBeforeBilled', ctx.now);
  return rows.filter((f) => isFeeVisibleToCustomer(f, showAll));
}

/** Fee totals per currency (the parcel drawer sums per currency, never converting). */
export function totalsPerCurrency(fees: readonly { value: string; currency: string }[]) {
  const sums = new Map<string, Decimal>();
  for (const f of fees) sums.set(f.currency, (sums.get(f.currency) ?? new Decimal(0)).plus(f.value));
  return [...sums].map(([currency, total]) => ({ currency, total: total.toFixed(2) }));
}

/** The parcel's tracks, newest first, system rows rendered in the reader's language. */
export async function parcelTracks(ctx: AuthedContext, parcelId: string) {
  const rows = await ctx.db
    .select()
    .from(pdsWaybillTrack)
    .where(eq(pdsWaybillTrack.waybillId, parcelId))
    .orderBy(asc(pdsWaybillTrack.time), asc(pdsWaybillTrack.createdAt));
  return rows.reverse().map(({ messageKey, messageParams, description, ...t }) => ({
    ...t,
    description: messageKey
      ? translate(ctx.lang, messageKey as MessageKey, (messageParams ?? []) as (string | number)[])
      : (description ?? ''),
  }));
}

async function parcelFiles(ctx: AuthedContext, parcelId: string) {
  const rows = await ctx.db
    .select()
    .from(pdsWaybillFile)
    .where(eq(pdsWaybillFile.waybillId, parcelId))
    .orderBy(asc(pdsWaybillFile.createdAt));
  return rows.map((f) => ({
    id: f.id,
    fileId: f.fileId,
    fileName: f.fileName,
    type: f.type,
    remark: f.remark,
    operateFrom: f.operateFrom,
    createBy: f.createdBy,
    createByName: f.createdByName,
    createAt: f.createdAt,
  }));
}

/**
 * A parcel for the drawer (`findById`): info (with recipient and sender, the end-ship manifest code,
 * flag and confirm time, label description and file types), fees with their totals per currency,
 * and the sub-lists its flags ask for (pieces, commodities, tracks, files).
 */
export async function findParcel(ctx: AuthedContext, q: z.output<typeof parcelFindByIdQuery>) {
  await parcelInReach(ctx, q.id);
  const [row] = await ctx.db
    .select(parcelColumns)
    .from(p)
    .leftJoin(customer, eq(customer.id, p.customerId))
    .leftJoin(productTable, eq(productTable.id, p.productId))
    .leftJoin(channelTable, eq(channelTable.id, p.channelId))
    .where(eq(p.id, q.id));
  if (!row) throw dataNotExist();
  const [fees, files] = await Promise.all([visibleFees(ctx, q.id), parcelFiles(ctx, q.id)]);
  const detail: Record<string, unknown> = {
    info: {
      ...parcelRecord(row),
      sender: row.parcel.sender,
      recipient: row.parcel.recipient,
      fileTypes: [...new Set(files.map((f) => f.type))],
    },
    fees: fees.map((f) => ({ ...f })),
    feeTotals: totalsPerCurrency(fees),
  };
  if (q.pieces)
    detail.pieces = await ctx.db
      .select()
      .from(pdsWaybillPiece)
      .where(eq(pdsWaybillPiece.waybillId, q.id))
      .orderBy(asc(pdsWaybillPiece.seq));
  if (q.commodities)
    detail.commodities = await ctx.db
      .select()
      .from(pdsWaybillCommodity)
      .where(eq(pdsWaybillCommodity.waybillId, q.id))
      .orderBy(asc(pdsWaybillCommodity.seq));
  if (q.tracks) detail.tracks = await parcelTracks(ctx, q.id);
  if (q.files) detail.files = files;
  return detail as never;
}

/** Attaches an uploaded file to a parcel (`uploadFile {type, remark, id, fileId}`). */
export async function uploadParcelFile(ctx: AuthedContext, input: z.output<typeof parcelUploadFilePayload>) {
  const parcel = await parcelInReach(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const [file] = await claimFiles(tx, ctx, [input.fileId]);
    const [row] = await tx
      .insert(pdsWaybillFile)
      .values({
        waybillId: parcel.id,
        fileId: input.fileId,
        fileName: file!.fileName,
        type: input.type,
        remark: input.remark ?? null,
        operateFrom: isCustomerUser(ctx) ? 'customer' : 'staff',
        createdBy: ctx.auth.userId,
        createdByName: ctx.auth.name,
        createdAt: ctx.now,
      })
      .returning({ id: pdsWaybillFile.id });
    await writeBusinessLog(tx, ctx, [
      {
        entity: PARCEL_ENTITY,
        entityId: parcel.id,
        action: 'uploadFile',
        customerId: parcel.customerId,
        after: { fileName: file!.fileName, type: input.type },
      },
    ]);
    return { id: row!.id };
  });
}

/** Removes a file of a parcel (`deleteFile {fileId}`): its uploader only (platform-core §5 Files). */
export async function deleteParcelFile(ctx: AuthedContext, input: z.output<typeof parcelDeleteFilePayload>) {
  const [file] = await ctx.db.select().from(pdsWaybillFile).where(eq(pdsWaybillFile.fileId, input.fileId));
  if (!file) throw dataNotExist();
  const parcel = await parcelInReach(ctx, file.waybillId);
  if (file.createdBy !== ctx.auth.userId) throw new BizError('pdsFileNotOwn');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(pdsWaybillFile).where(eq(pdsWaybillFile.id, file.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: PARCEL_ENTITY,
        entityId: parcel.id,
        action: 'deleteFile',
        customerId: parcel.customerId,
        before: { fileName: file.fileName, type: file.type },
      },
    ]);
  });
  return null;
}
