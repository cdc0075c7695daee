import { type parcelPrintPayload, splitNumbers } from '@freightdesk/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { z } from 'zod';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pdsLabelAttempt, pdsWaybill } from './parcel.schema.ts';
import { PARCEL_ENTITY, type ParcelRow, parcelInReach, parcelReach } from './parcel-access.ts';
import { statusRefusal } from './parcel-cancel.service.ts';

/**
 * Parcel labels in one file: the labels the carrier sold (the latest done attempt of each parcel),
 * merged into one PDF or, for thermal printers, the ZPL labels one after the other. Used by the
 * parcel list's `print` and by the print centre's parcel tasks (`tools/print-center`).
 */

export type LabelFormat = z.output<typeof parcelPrintPayload>['format'];
export type LabelFile = { body: Buffer; contentType: string; ext: LabelFormat };
const CONTENT_TYPES: Record<LabelFormat, string> = { pdf: 'application/pdf', zpl: 'application/x-zpl' };
/** At most this many numbers are named in a refusal. */
const NAMED_MAX = 20;

/** The bought labels of parcels (the latest done attempt of each): their format, and their content when asked. */
async function labelsOf(db: Db, rows: readonly ParcelRow[], withContent: boolean) {
  const attempts = await db
    .select({
      waybillId: pdsLabelAttempt.waybillId,
      format: pdsLabelAttempt.labelFormat,
      hasLabel: sql<boolean>`${pdsLabelAttempt.label} is not null`,
      label: withContent ? pdsLabelAttempt.label : sql<Buffer | null>`null`,
    })
    .from(pdsLabelAttempt)
    .where(
      and(
        inArray(
          pdsLabelAttempt.waybillId,
          rows.map((w) => w.id),
        ),
        eq(pdsLabelAttempt.status, 'done'),
      ),
    )
    .orderBy(desc(pdsLabelAttempt.attempt));
  const byParcel = new Map<string, (typeof attempts)[number]>();
  for (const a of attempts) if (!byParcel.has(a.waybillId)) byParcel.set(a.waybillId, a);
  return byParcel;
}

/**
 * Refuses what cannot be printed: a cancelled parcel by number, the parcels without a label (all of
 * them named) and a label in the other format. Reads no label content.
 */
export async function checkParcelLabels(db: Db, rows: readonly ParcelRow[], format: LabelFormat) {
  const labels = await labelsOf(db, rows, false);
  const cancelled = rows.find((w) => w.status === 'cancelled' || w.status === 'cancelling');
  if (cancelled) throw statusRefusal(cancelled, 'print');
  const unlabelled = rows.filter((w) => !labels.get(w.id)?.hasLabel).map((w) => w.waybillNo);
  if (unlabelled.length === 1) throw new BizError('pdsNoLabel', [unlabelled[0]!]);
  if (unlabelled.length > 1) throw new BizError('pdsNoLabels', [unlabelled.slice(0, NAMED_MAX).join(', ')]);
  const other = rows.find((w) => labels.get(w.id)!.format !== format);
  if (other) throw new BizError('pdsLabelFormatMixed', [other.waybillNo, format.toUpperCase()]);
}

/** The labels of the parcels in one file, in the order given (refused as `checkParcelLabels` says). */
export async function parcelLabelFile(
  db: Db,
  rows: readonly ParcelRow[],
  format: LabelFormat,
): Promise<LabelFile> {
  await checkParcelLabels(db, rows, format);
  const labels = await labelsOf(db, rows, true);
  const contents = rows.map((w) => labels.get(w.id)!.label!);
  if (format === 'zpl') return { body: Buffer.concat(contents), contentType: CONTENT_TYPES.zpl, ext: 'zpl' };
  const merged = await PDFDocument.create();
  for (const content of contents) {
    const doc = await PDFDocument.load(content);
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return { body: Buffer.from(await merged.save()), contentType: CONTENT_TYPES.pdf, ext: 'pdf' };
}

/** Business log: each parcel printed (in the caller's transaction). */
export function logParcelPrints(tx: Db, ctx: AuthedContext, rows: readonly ParcelRow[]) {
  return writeBusinessLog(
    tx,
    ctx,
    rows.map((w) => ({
      entity: PARCEL_ENTITY,
      entityId: w.id,
      action: 'parcelPrint' as const,
      customerId: w.customerId,
    })),
  );
}

/**
 * The parcels of a print given by ids and / or pasted numbers (parcel, track or customer numbers, as
 * the parcel list's search takes them), in the caller's reach (own customer, data scope), ids first
 * then numbers in the order given, without repeats. All or nothing: an unknown or unreachable id is
 * "data does not exist", unknown numbers are named.
 */
export async function parcelsToPrint(
  ctx: AuthedContext,
  input: { ids?: readonly string[]; numbers?: string },
): Promise<ParcelRow[]> {
  const reach = await parcelReach(ctx);
  const ids = [...new Set(input.ids ?? [])];
  const numbers = input.numbers?.trim() ? splitNumbers(input.numbers) : [];
  const byId = ids.length
    ? await ctx.db
        .select()
        .from(pdsWaybill)
        .where(and(inArray(pdsWaybill.id, ids), reach))
    : [];
  if (byId.length !== ids.length) throw dataNotExist();
  const byNumber = numbers.length
    ? await ctx.db
        .select()
        .from(pdsWaybill)
        .where(
          and(
            or(
              inArray(pdsWaybill.waybillNo, numbers),
              inArray(pdsWaybill.trackNo, numbers),
              inArray(pdsWaybill.customerNo, numbers),
            ),
            reach,
          ),
        )
    : [];
  const keys = (w: ParcelRow) => [w.waybillNo, w.trackNo, w.customerNo].filter((x): x is string => !!x);
  const found = new Set(byNumber.flatMap(keys));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) throw new BizError('docNumbersNotFound', [missing.slice(0, NAMED_MAX).join(', ')]);
  const rank = new Map(numbers.map((n, i) => [n, i]));
  const first = (w: ParcelRow) => Math.min(...keys(w).map((k) => rank.get(k) ?? Infinity));
  const idRank = new Map(ids.map((id, i) => [id, i]));
  const ordered = [
    ...byId.sort((a, b) => idRank.get(a.id)! - idRank.get(b.id)!),
    ...byNumber.sort((a, b) => first(a) - first(b)),
  ];
  return [...new Map(ordered.map((w) => [w.id, w])).values()];
}

/**
 * The labels of the parcels in one file (`print {ids, format}`), in the order asked: one merged PDF,
 * or the ZPL labels one after the other for a thermal printer. A parcel without a label, cancelled,
 * or whose label is in the other format is refused by number.
 */
export async function printParcels(ctx: AuthedContext, input: z.output<typeof parcelPrintPayload>) {
  const rows: ParcelRow[] = [];
  for (const id of input.ids) rows.push(await parcelInReach(ctx, id));
  const file = await parcelLabelFile(ctx.db, rows, input.format);
  await ctx.db.transaction((tx) => logParcelPrints(tx, ctx, rows));
  const name = `labels-${ctx.now.toISOString().slice(0, 10)}.${file.ext}`;
  return new FileResponse(name, file.contentType, file.body, 'inline');
}
