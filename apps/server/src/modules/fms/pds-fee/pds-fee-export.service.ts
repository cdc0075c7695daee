import {
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  feeSubjectLabel,
  type Language,
  type Message,
  message,
  PDS_FEE_COLUMN_LABELS,
  PDS_FEE_EXPORT_MAX_ROWS,
  type PdsFeeExportPayload,
  type PdsFeeRow,
} from '@freightdesk/domain';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { type CellRaw, moneyCell, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { PDS_FEE_ENTITY } from './pds-fee-access.ts';
import { pdsFeeRowOut, runPdsFeeSearch } from './pds-fee-search.service.ts';

/**
 * Export of the parcel fee list (`fms/pdsFee/export`): the rows of the list's criteria and sort (the
 * very search statement, one page of at most 50,000 + 1 rows) as xlsx in the caller's language, as
 * a job of the caller.
 */

const PROGRESS_BATCH = 1_000;

type Column = { key: keyof PdsFeeRow | 'customer'; label: Message; money?: boolean; time?: boolean };

const COLUMNS: readonly Column[] = [
  { key: 'waybillNo', label: PDS_FEE_COLUMN_LABELS.waybillNo },
  { key: 'trackNo', label: PDS_FEE_COLUMN_LABELS.trackNo },
  { key: 'customer', label: FEE_COLUMN_LABELS.customer },
  { key: 'productName', label: PDS_FEE_COLUMN_LABELS.product },
  { key: 'subjectName', label: FEE_COLUMN_LABELS.subjectName },
  { key: 'value', label: FEE_COLUMN_LABELS.value, money: true },
  { key: 'currency', label: FEE_COLUMN_LABELS.currency },
  { key: 'exchangeRate', label: FEE_COLUMN_LABELS.exchangeRate },
  { key: 'conversionValue', label: FEE_COLUMN_LABELS.conversionValue, money: true },
  { key: 'status', label: FEE_COLUMN_LABELS.status },
  { key: 'billNo', label: FEE_COLUMN_LABELS.billNo },
  { key: 'belongTime', label: FEE_COLUMN_LABELS.belongTime, time: true },
  { key: 'createdAt', label: PDS_FEE_COLUMN_LABELS.createdAt, time: true },
];

/** One cell of a parcel fee row as the sheet shows it. */
function cell(column: Column, row: PdsFeeRow, lang: Language): CellRaw {
  if (column.key === 'customer') return [row.customerCode, row.customerName].filter(Boolean).join(' ');
  if (column.key === 'subjectName') return feeSubjectLabel(row.subjectName, lang);
  const v = row[column.key];
  if (column.key === 'status') return FEE_STATUS_OPTIONS.find((o) => o.value === v)?.label[lang] ?? String(v);
  if (v === null || v === undefined) return null;
  if (column.money) return moneyCell(String(v));
  if (column.time) return new Date(String(v));
  return v;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function exportWork(ctx: AuthedContext, input: PdsFeeExportPayload, job: JobProgress) {
  const { rows } = await runPdsFeeSearch(ctx, { ...input, page: 1, size: PDS_FEE_EXPORT_MAX_ROWS + 1 });
  if (rows.length > PDS_FEE_EXPORT_MAX_ROWS)
    throw new BizError('exportTooManyRows', [PDS_FEE_EXPORT_MAX_ROWS]);
  const cells: CellRaw[][] = [];
  for (const [i, raw] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    const row = pdsFeeRowOut(raw);
    cells.push(COLUMNS.map((c) => cell(c, row, ctx.lang)));
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const title = message(ctx.lang, 'pdsFeeExportTitle');
  const body = await writeSheet(
    title,
    COLUMNS.map((c) => ({
      header: c.label[ctx.lang],
      ...(c.money ? { numFmt: '0.00' } : {}),
      ...(c.time ? { width: 20 } : {}),
    })),
    cells,
  );
  return new FileResponse(`${title}-${stamp(ctx.now)}.xlsx`, XLSX_CONTENT_TYPE, body);
}

/** Starts the export of the parcel fee list's criteria as a job of the caller; answers `{progressId}`. */
export function exportPdsFees(ctx: AuthedContext, input: PdsFeeExportPayload) {
  staffOnly(ctx);
  return startJob(ctx, { type: 'pdsFeeExport', subject: PDS_FEE_ENTITY }, (job) =>
    exportWork(ctx, input, job),
  );
}
