import {
  type BookCell,
  type BookSheetRead,
  type BookTable,
  LANGUAGES,
  type Language,
  PRICE_BOOK_FILE_NAME,
  PRICE_BOOK_SHEETS,
  type PriceBookSheetKey,
  type PriceKind,
  type PriceSearchPayload,
  type priceBookExportPayload,
  priceBookRows,
} from '@freightdesk/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { fmsPrice } from './price.schema.ts';
import { criteriaOf, statusCondition } from './price-read.service.ts';
import { requirePrice, tableOf } from './price-row.ts';

/**
 * The price workbook on the server: writing and reading its sheets (ExcelJS), the codes of products,
 * channels and customers, and the export of whole tables (a job: the file is fetched from
 * `common/progress/download`).
 */

export const EXPORT_MAX_TABLES = 5000;

const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/** A workbook with every sheet of the price workbook (headers in the caller's language) and the rows. */
export async function writeBook(
  lang: Language,
  rows: Partial<Record<PriceBookSheetKey, BookCell[][]>>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const spec of PRICE_BOOK_SHEETS) {
    const sheet = book.addWorksheet(sheetName(spec.title[lang]), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      header: c.label[lang],
      width: Math.max(12, c.label[lang].length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows[spec.key] ?? []) sheet.addRow(r);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellRaw(value: ExcelJS.CellValue): BookCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('result' in value) {
    const r = value.result;
    return r === undefined || (typeof r === 'object' && !(r instanceof Date)) ? null : r;
  }
  return null;
}

const isEmpty = (c: BookCell) => c === null || (typeof c === 'string' && c.trim() === '');

/** The sheets of an uploaded workbook by key: found by title in any language, else by position. */
export async function readBook(file: Buffer): Promise<Partial<Record<PriceBookSheetKey, BookSheetRead>>> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new BizError('excelReadFailed');
  }
  const out: Partial<Record<PriceBookSheetKey, BookSheetRead>> = {};
  PRICE_BOOK_SHEETS.forEach((spec, i) => {
    const titles = LANGUAGES.map((l) => sheetName(spec.title[l]).toLowerCase());
    const sheet =
      book.worksheets.find((w) => titles.includes(w.name.trim().toLowerCase())) ?? book.worksheets[i];
    if (!sheet) return;
    const width = sheet.columnCount;
    const read = (r: ExcelJS.Row) => Array.from({ length: width }, (_, j) => cellRaw(r.getCell(j + 1).value));
    const headers = read(sheet.getRow(1)).map((h) => (h === null ? '' : String(h).trim()));
    const rows: BookSheetRead['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (r, row) => {
      if (row === 1) return;
      const cells = read(r);
      if (cells.some((c) => !isEmpty(c))) rows.push({ row, cells });
    });
    out[spec.key] = { headers, rows };
  });
  return out;
}

/** Products, channels and customers by id and by code (lower case), for the workbook's code columns. */
export async function priceCodes(db: Db) {
  const [products, channels, customers] = await Promise.all([
    db.select({ id: productTable.id, code: productTable.code }).from(productTable),
    db.select({ id: channelTable.id, code: channelTable.code }).from(channelTable),
    db.select({ id: customer.id, code: customer.code }).from(customer),
  ]);
  const maps = (list: { id: unknown; code: unknown }[]) => ({
    code: new Map(list.map((r) => [String(r.id), String(r.code)])),
    id: new Map(list.map((r) => [String(r.code).toLowerCase(), String(r.id)])),
  });
  return { product: maps(products), channel: maps(channels), customer: maps(customers) };
}
export type PriceCodes = Awaited<ReturnType<typeof priceCodes>>;

/** The tables to export: the ids given, else the search criteria's (newest change first). */
async function exportRows(ctx: AuthedContext, input: z.output<typeof priceBookExportPayload>) {
  if (input.ids?.length) {
    return ctx.db
      .select()
      .from(fmsPrice)
      .where(and(inArray(fmsPrice.id, input.ids), eq(fmsPrice.kind, input.kind)))
      .orderBy(desc(fmsPrice.updatedAt), desc(fmsPrice.id));
  }
  const search = { criteria: { ...input.criteria, kind: input.kind } } as PriceSearchPayload;
  const status = input.criteria?.status;
  return ctx.db
    .select()
    .from(fmsPrice)
    .where(and(...criteriaOf(search), status ? statusCondition(status, ctx.now) : undefined))
    .orderBy(desc(fmsPrice.updatedAt), desc(fmsPrice.id))
    .limit(EXPORT_MAX_TABLES);
}

/** Whole price tables as one workbook (the kind's export permission). */
export async function exportPriceBook(
  ctx: AuthedContext,
  input: z.output<typeof priceBookExportPayload>,
  job: JobProgress,
): Promise<FileResponse> {
  await job.progress(0, 0, 'jobExportingRows');
  const rows = await exportRows(ctx, input);
  const codes = await priceCodes(ctx.db);
  const tables: BookTable[] = rows.map((r) => ({
    ...tableOf(r),
    productCode: codes.product.code.get(r.productId) ?? r.productId,
    channelCode: r.channelId ? (codes.channel.code.get(r.channelId) ?? r.channelId) : null,
    customerCodes: r.customerIds.map((c) => codes.customer.code.get(c) ?? c),
  }));
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const file = await writeBook(ctx.lang, priceBookRows(tables, ctx.lang));
  return new FileResponse(`${bookFileName(ctx.lang, input.kind)}.xlsx`, XLSX_CONTENT_TYPE, file);
}

export function bookFileName(lang: Language, kind: PriceKind): string {
  return `${PRICE_BOOK_FILE_NAME[lang]}-${kind}`;
}

/** The empty workbook (every sheet with its headers) as the import template. */
export async function priceBookTemplate(ctx: AuthedContext, kind: PriceKind): Promise<FileResponse> {
  requirePrice(ctx, kind, 'import');
  return new FileResponse(
    `${bookFileName(ctx.lang, kind)}-template.xlsx`,
    XLSX_CONTENT_TYPE,
    await writeBook(ctx.lang, {}),
  );
}
