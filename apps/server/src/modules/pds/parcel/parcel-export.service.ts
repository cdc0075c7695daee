import {
  PARCEL_COLUMN_LABELS,
  PARCEL_EXPORT_MAX_ROWS,
  PARCEL_STATUS_LABELS,
  PARCEL_TITLES,
  type ParcelColumn,
  type ParcelSearchCriteria,
} from '@freightdesk/domain';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { type ParcelRecord, parcelRecords } from './parcel-search.service.ts';

const COLUMNS = Object.keys(PARCEL_COLUMN_LABELS) as ParcelColumn[];
const PROGRESS_BATCH = 1_000;

function cell(column: ParcelColumn, r: ParcelRecord, ctx: AuthedContext): CellRaw {
  switch (column) {
    case 'customer':
      return [r.customerCode, r.customerName].filter(Boolean).join(' ');
    case 'status':
      return PARCEL_STATUS_LABELS[r.status][ctx.lang];
    case 'chargeWeight':
      return r.chargeWeight === null ? null : Number(r.chargeWeight);
    case 'orderTime':
      return r.orderTime;
    default: {
      const v = r[column];
      return v === null || v === undefined ? null : (v as string | number);
    }
  }
}

async function exportWork(ctx: AuthedContext, criteria: ParcelSearchCriteria, job: JobProgress) {
  const rows = await parcelRecords(ctx, criteria, PARCEL_EXPORT_MAX_ROWS + 1);
  if (rows.length > PARCEL_EXPORT_MAX_ROWS) throw new BizError('exportTooManyRows', [PARCEL_EXPORT_MAX_ROWS]);
  const cells: CellRaw[][] = [];
  for (const [i, r] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    cells.push(COLUMNS.map((c) => cell(c, r, ctx)));
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const title = PARCEL_TITLES.list[ctx.lang];
  const body = await writeSheet(
    title,
    COLUMNS.map((c) => ({
      header: PARCEL_COLUMN_LABELS[c][ctx.lang],
      ...(c === 'chargeWeight' ? { numFmt: '0.000' } : {}),
      ...(c === 'orderTime' ? { width: 20 } : {}),
    })),
    cells,
  );
  const stamp = ctx.now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return new FileResponse(`${title}-${stamp}.xlsx`, XLSX_CONTENT_TYPE, body);
}

/** Exports the parcels of the criteria (the list's, newest first) as xlsx in a job; answers `{progressId}`. */
export function exportParcels(ctx: AuthedContext, input: { criteria: ParcelSearchCriteria }) {
  return startJob(ctx, { type: 'pdsWaybillExport', subject: 'pdsWaybill' }, (job) =>
    exportWork(ctx, input.criteria, job),
  );
}
