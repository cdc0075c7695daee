import {
  type Language,
  message,
  WAYBILL_EXPORT_MAX_ROWS,
  WAYBILL_FLAG_LABELS,
  WAYBILL_FLAGS,
  WAYBILL_LIST_MONEY_COLUMNS,
  WAYBILL_STATUS_LABELS,
  type WaybillExportPayload,
  type WaybillListColumn,
  type WaybillStatus,
  waybillListColumnsFor,
} from '@freightdesk/domain';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { scopeOf, searchStatement, type WaybillListRow } from './waybill-search.service.ts';

/**
 * Export of the waybill list (`lms/waybill/export`): the rows of the list's criteria and sort (the
 * very search statement, without paging) as xlsx, the list's columns in the caller's language,
 * customers without the staff columns. Runs as a job; at most 50,000 rows.
 */

const PROGRESS_BATCH = 1_000;
const WEIGHT_COLUMNS = new Set(['orderActualWeight', 'receiveActualWeight', 'receivableRealChargeWeight']);
const TIME_COLUMNS = new Set(['orderTime', 'receiveTime', 'sendTime', 'deliverTime']);
const MONEY_COLUMNS = new Set(WAYBILL_LIST_MONEY_COLUMNS);

/** One cell of a list row as the sheet shows it. */
export function exportCell(column: WaybillListColumn, row: WaybillListRow, lang: Language): CellRaw {
  const v = row[column.key];
  switch (column.key) {
    case 'customer':
      return [row.customerCode, row.customerName].filter(Boolean).join(' ');
    case 'status':
      return WAYBILL_STATUS_LABELS[v as WaybillStatus]?.[lang] ?? String(v);
    case 'flags':
      return WAYBILL_FLAGS.filter((f) => row[f])
        .map((f) => WAYBILL_FLAG_LABELS[f][lang])
        .join(', ');
  }
  if (v === null || v === undefined) return null;
  if (WEIGHT_COLUMNS.has(column.key) || MONEY_COLUMNS.has(column.key)) return Number(v);
  if (TIME_COLUMNS.has(column.key)) return v instanceof Date ? v : new Date(String(v));
  if (typeof v === 'number' || typeof v === 'string') return v;
  return String(v);
}

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function exportWork(ctx: AuthedContext, input: WaybillExportPayload, job: JobProgress) {
  const statement = searchStatement(
    { ...input, page: 1, size: WAYBILL_EXPORT_MAX_ROWS + 1 },
    await scopeOf(ctx),
  );
  const rows = ((await ctx.db.execute(statement)) as unknown as { rows: WaybillListRow[] }).rows;
  if (rows.length > WAYBILL_EXPORT_MAX_ROWS)
    throw new BizError('exportTooManyRows', [WAYBILL_EXPORT_MAX_ROWS]);
  const columns = waybillListColumnsFor(ctx.auth.userType, ctx.auth.permissions);
  const cells: CellRaw[][] = [];
  for (const [i, row] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    cells.push(columns.map((c) => exportCell(c, row, ctx.lang)));
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const title = message(ctx.lang, 'lmsWaybillExportTitle');
  const body = await writeSheet(
    title,
    columns.map((c) => ({
      header: c.label[ctx.lang],
      ...(WEIGHT_COLUMNS.has(c.key) ? { numFmt: '0.000' } : {}),
      ...(MONEY_COLUMNS.has(c.key) ? { numFmt: '0.00' } : {}),
      ...(TIME_COLUMNS.has(c.key) ? { width: 20 } : {}),
    })),
    cells,
  );
  return new FileResponse(`${title}-${stamp(ctx.now)}.xlsx`, XLSX_CONTENT_TYPE, body);
}

/** Starts the export of the list's criteria as a job of the caller; answers `{progressId}`. */
export function exportWaybills(ctx: AuthedContext, input: WaybillExportPayload) {
  return startJob(ctx, { type: 'lmsWaybillExport', subject: 'lmsWaybill' }, (job) =>
    exportWork(ctx, input, job),
  );
}
