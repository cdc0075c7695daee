import {
  actorName,
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  type FeeKind,
  feeSubjectLabel,
  type Language,
  LMS_FEE_EXPORT_MAX_ROWS,
  type LmsFeeExportPayload,
  type LmsFeeRow,
  type Message,
  message,
} from '@freightdesk/domain';
import { type CellRaw, moneyCell, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';

import { feeRowOut, requireFeePermission, runFeeSearch } from './lms-fee-search.service.ts';

/**
 * Export of a fee list (`fms/lmsFee/{kind}/export`): the rows of the list's criteria and sort (the
 * very search statement, one page of at most 50,000 + 1 rows) as xlsx in the caller's language.
 * Runs as a job, like the waybill export.
 */

const PROGRESS_BATCH = 1_000;

type Column = { key: keyof LmsFeeRow | 'party'; label: Message; money?: boolean; time?: boolean };

const COLUMNS: readonly Column[] = [
  { key: 'waybillNo', label: FEE_COLUMN_LABELS.waybillNo },
  { key: 'customerNo', label: FEE_COLUMN_LABELS.customerNo },
  { key: 'party', label: FEE_COLUMN_LABELS.party },
  { key: 'subjectName', label: FEE_COLUMN_LABELS.subjectName },
  { key: 'value', label: FEE_COLUMN_LABELS.value, money: true },
  { key: 'currency', label: FEE_COLUMN_LABELS.currency },
  { key: 'exchangeRate', label: FEE_COLUMN_LABELS.exchangeRate },
  { key: 'conversionValue', label: FEE_COLUMN_LABELS.conversionValue, money: true },
  { key: 'exchangeLoss', label: FEE_COLUMN_LABELS.exchangeLoss, money: true },
  { key: 'exchangeLossRate', label: FEE_COLUMN_LABELS.exchangeLossRate },
  { key: 'status', label: FEE_COLUMN_LABELS.status },
  { key: 'isManual', label: FEE_COLUMN_LABELS.isManual },
  { key: 'isCheck', label: FEE_COLUMN_LABELS.isCheck },
  { key: 'calErrorMsg', label: FEE_COLUMN_LABELS.calErrorMsg },
  { key: 'billNo', label: FEE_COLUMN_LABELS.billNo },
  { key: 'receiveTime', label: FEE_COLUMN_LABELS.receiveTime, time: true },
  { key: 'belongTime', label: FEE_COLUMN_LABELS.belongTime, time: true },
  { key: 'createdByName', label: FEE_COLUMN_LABELS.createdByName },
];

/** One cell of a fee row as the sheet shows it. */
export function feeCell(column: Column, row: LmsFeeRow, lang: Language): CellRaw {
  if (column.key === 'party') return [row.partyCode, row.partyName].filter(Boolean).join(' ');
  const v = row[column.key];
  if (column.key === 'subjectName') return feeSubjectLabel(row.subjectName, lang);
  if (column.key === 'createdByName') return actorName(row.createdByName, lang);
  if (column.key === 'status') return FEE_STATUS_OPTIONS.find((o) => o.value === v)?.label[lang] ?? String(v);
  if (typeof v === 'boolean') return message(lang, v ? 'yes' : 'no');
  if (v === null || v === undefined) return null;
  if (column.money) return moneyCell(String(v));
  if (column.time) return new Date(String(v));
  return v;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function exportWork(ctx: AuthedContext, kind: FeeKind, input: LmsFeeExportPayload, job: JobProgress) {
  const { rows } = await runFeeSearch(ctx, kind, { ...input, page: 1, size: LMS_FEE_EXPORT_MAX_ROWS + 1 });
  if (rows.length > LMS_FEE_EXPORT_MAX_ROWS)
    throw new BizError('exportTooManyRows', [LMS_FEE_EXPORT_MAX_ROWS]);
  const cells: CellRaw[][] = [];
  for (const [i, raw] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    const row = feeRowOut(raw);
    cells.push(COLUMNS.map((c) => feeCell(c, row, ctx.lang)));
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const title = message(
    ctx.lang,
    kind === 'customer' ? 'lmsCustomerFeeExportTitle' : 'lmsAgentFeeExportTitle',
  );
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

/** Starts the export of a fee list's criteria as a job of the caller; answers `{progressId}`. */
export function exportFees(ctx: AuthedContext, kind: FeeKind, input: LmsFeeExportPayload) {
  requireFeePermission(ctx, kind, 'export');
  return startJob(ctx, { type: 'lmsFeeExport', subject: 'lmsWaybillFee' }, (job) =>
    exportWork(ctx, kind, input, job),
  );
}
