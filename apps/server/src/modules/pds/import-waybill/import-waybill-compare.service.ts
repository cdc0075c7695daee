import {
  commodityTotalPrice,
  type Language,
  type ParcelImportOrder,
  PDS_IMPORT_ENTITY,
  PDS_IMPORT_LOG_ACTIONS,
  PDS_IMPORT_MAX_ROWS,
  PDS_IMPORT_STATUS,
  type PdsImportQuote,
  parseParcelImportRow,
  type pdsImportComparePayload,
  type pdsImportConfirmPayload,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ownOrChosenCustomer } from '#modules/lms/waybill/index.ts';
import { parcelQuotes } from '#modules/pds/parcel/index.ts';
import { uploadedWorkbook } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { pdsImportWaybill, pdsImportWaybillRow } from './import-waybill.schema.ts';
import { assertStatus, importAnswer, importInReach, importLines } from './import-waybill-access.ts';
import { matchColumns, problemText, sheetRows, templateSheet } from './import-waybill-sheet.ts';

/** The batch order template in the caller's language. */
export async function importTemplate(ctx: AuthedContext): Promise<FileResponse> {
  const name: Record<Language, string> = {
    'zh-CN': '小包批量下单模板',
    'en-US': 'parcel-batch-order-template',
    'vi-VN': 'mau-dat-don-buu-kien',
  };
  return new FileResponse(`${name[ctx.lang]}.xlsx`, XLSX_CONTENT_TYPE, await templateSheet(ctx.lang));
}

/** The prices of a row across the PDS products (those with a price, cheapest first). */
async function quotesOf(ctx: AuthedContext, customerId: string, order: ParcelImportOrder) {
  const line = order.commodities[0]!;
  const quotes = await parcelQuotes(ctx, customerId, {
    recipient: order.recipient,
    pieces: order.pieces,
    declaredValue: commodityTotalPrice(line.quantity, line.unitPrice),
    declaredCurrency: order.declareCurrency,
  });
  return quotes.flatMap((q): PdsImportQuote[] =>
    q.ok
      ? [
          {
            productId: q.productId,
            productName: q.productName,
            channelId: q.channelId,
            channelName: q.channelName,
            total: q.total,
            currency: q.currency,
            chargeWeight: q.chargeWeight,
          },
        ]
      : [],
  );
}

type Line = typeof pdsImportWaybillRow.$inferInsert;

/**
 * `comparePrice` (job): reads the uploaded xlsx, checks every row and prices each good one across the
 * PDS products for the customer (a customer's own; staff name it). The import is written at 0
 * (wait) and moves to 10 (waitConfirmPrice) with its rows: the cheapest product chosen and the
 * others listed, a bad row kept with its problems. Answers the import.
 */
export async function comparePrice(
  ctx: AuthedContext,
  input: z.output<typeof pdsImportComparePayload>,
  job: JobProgress,
) {
  const customerId = await ownOrChosenCustomer(ctx, input.customerId, WAYBILL_FIELD_LABELS.customerId!);
  await job.progress(0, 0, 'jobReadingFile');
  const sheet = await readSheet(await uploadedWorkbook(ctx, input.fileId));
  if (!sheet.rows.length) throw new BizError('noDataCheck');
  if (sheet.rows.length > PDS_IMPORT_MAX_ROWS) throw new BizError('importTooManyRows', [PDS_IMPORT_MAX_ROWS]);
  const rows = sheetRows(sheet, matchColumns(sheet.headers, ctx.lang));
  const [imp] = await ctx.db
    .insert(pdsImportWaybill)
    .values({
      customerId,
      status: PDS_IMPORT_STATUS.wait,
      total: rows.length,
      fileId: input.fileId,
      createdAt: ctx.now,
      createdBy: ctx.auth.userId,
      updatedAt: ctx.now,
    })
    .returning();
  const lines: Line[] = [];
  for (const [i, r] of rows.entries()) {
    const v = r.values;
    const base: Line = {
      importId: imp!.id,
      row: r.row,
      customerNo: v.customerNo ?? null,
      recipientName: v.recipientName ?? null,
      countryCode: v.recipientCountryCode?.toUpperCase() ?? null,
      weight: v.weight ?? null,
      updatedAt: ctx.now,
    };
    const parsed = parseParcelImportRow(v, r.row);
    if (!parsed.ok) lines.push({ ...base, errors: parsed.problems.map((p) => problemText(p, ctx.lang)) });
    else {
      const quotes = await quotesOf(ctx, customerId, parsed.order);
      const cheapest = quotes[0];
      lines.push({
        ...base,
        order: parsed.order,
        quotes,
        productId: cheapest?.productId ?? null,
        channelId: cheapest?.channelId ?? null,
        errors: cheapest
          ? []
          : [{ column: '', message: new BizError('pdsImportNoPrice', [r.row]).render(ctx.lang) }],
      });
    }
    await job.progress(i + 1, rows.length, 'jobCheckingRows');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    await bulkInsert(tx, pdsImportWaybillRow, lines);
    const [row] = await tx
      .update(pdsImportWaybill)
      .set({ status: PDS_IMPORT_STATUS.waitConfirmPrice, updatedAt: ctx.now })
      .where(eq(pdsImportWaybill.id, imp!.id))
      .returning();
    await writeBusinessLog(tx, ctx, [
      {
        entity: PDS_IMPORT_ENTITY,
        entityId: imp!.id,
        action: 'pdsImportCompare',
        customerId,
        after: { total: lines.length, valid: lines.filter((l) => !l.errors?.length).length },
      },
    ]);
    return row!;
  });
  return importAnswer(ctx.db, updated);
}

/**
 * `confirmPrice`: the product (and channel) chosen for rows (one of the row's prices; rows not named
 * keep theirs); the import moves to 20 (waitSubmit). A row already placed keeps its product.
 */
export async function confirmPrice(ctx: AuthedContext, input: z.output<typeof pdsImportConfirmPayload>) {
  const imp = await importInReach(ctx, input.importId);
  assertStatus(
    ctx,
    imp,
    [PDS_IMPORT_STATUS.waitConfirmPrice, PDS_IMPORT_STATUS.waitSubmit],
    PDS_IMPORT_LOG_ACTIONS.pdsImportConfirm,
  );
  const lines = new Map((await importLines(ctx.db, imp.id)).map((l) => [l.row, l]));
  const changes: { id: string; productId: string; channelId: string | null }[] = [];
  for (const chosen of input.rows) {
    const line = lines.get(chosen.row);
    if (!line) throw dataNotExist();
    if (line.parcelId) continue;
    if (line.errors.length) throw new BizError('pdsImportRowInvalid', [chosen.row]);
    const quote = line.quotes.find(
      (q) => q.productId === chosen.productId && (!chosen.channelId || q.channelId === chosen.channelId),
    );
    if (!quote) throw new BizError('pdsImportRowNotPriced', [chosen.row]);
    changes.push({ id: line.id, productId: quote.productId, channelId: quote.channelId });
  }
  const updated = await ctx.db.transaction(async (tx) => {
    for (const c of changes)
      await tx
        .update(pdsImportWaybillRow)
        .set({ productId: c.productId, channelId: c.channelId, updatedAt: ctx.now })
        .where(and(eq(pdsImportWaybillRow.id, c.id)));
    const [row] = await tx
      .update(pdsImportWaybill)
      .set({ status: PDS_IMPORT_STATUS.waitSubmit, updatedAt: ctx.now })
      .where(eq(pdsImportWaybill.id, imp.id))
      .returning();
    await writeBusinessLog(tx, ctx, [
      {
        entity: PDS_IMPORT_ENTITY,
        entityId: imp.id,
        action: 'pdsImportConfirm',
        customerId: imp.customerId,
        after: { status: PDS_IMPORT_STATUS.waitSubmit, changed: changes.length },
      },
    ]);
    return row!;
  });
  return importAnswer(ctx.db, updated);
}
