import {
  FEE_COLUMN_LABELS,
  feeLineSheetColumns,
  message,
  PDS_FEE_COLUMN_LABELS,
  PDS_FEE_EXPORT_MAX_ROWS,
  type PdsFeeExportPayload,
  type PdsFeeRow,
} from '@freightdesk/domain';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { type ExportColumn, exportRowsFile } from '#platform/excel/export-rows.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { PDS_FEE_ENTITY } from './pds-fee-access.ts';
import { pdsFeeRowOut, runPdsFeeSearch } from './pds-fee-search.service.ts';

/**
 * Export of the parcel fee list (`fms/pdsFee/export`): the rows of the list's criteria and sort (the
 * very search statement, one page of at most 50,000 + 1 rows) as xlsx in the caller's language, as
 * a job of the caller.
 */

const F = feeLineSheetColumns<PdsFeeRow>();
const COLUMNS: readonly ExportColumn<PdsFeeRow>[] = [
  { key: 'waybillNo', label: PDS_FEE_COLUMN_LABELS.waybillNo },
  { key: 'trackNo', label: PDS_FEE_COLUMN_LABELS.trackNo },
  {
    key: 'customer',
    label: FEE_COLUMN_LABELS.customer,
    text: (row) => [row.customerCode, row.customerName].filter(Boolean).join(' '),
  },
  { key: 'productName', label: PDS_FEE_COLUMN_LABELS.product },
  F.subjectName,
  F.value,
  F.currency,
  F.exchangeRate,
  F.conversionValue,
  F.status,
  F.billNo,
  F.belongTime,
  { key: 'createdAt', label: PDS_FEE_COLUMN_LABELS.createdAt, time: true },
];

async function exportWork(ctx: AuthedContext, input: PdsFeeExportPayload, job: JobProgress) {
  const { rows } = await runPdsFeeSearch(ctx, { ...input, page: 1, size: PDS_FEE_EXPORT_MAX_ROWS + 1 });
  return exportRowsFile(ctx, job, {
    rows,
    maxRows: PDS_FEE_EXPORT_MAX_ROWS,
    rowOut: pdsFeeRowOut,
    columns: COLUMNS,
    title: message(ctx.lang, 'pdsFeeExportTitle'),
  });
}

/** Starts the export of the parcel fee list's criteria as a job of the caller; answers `{progressId}`. */
export function exportPdsFees(ctx: AuthedContext, input: PdsFeeExportPayload) {
  staffOnly(ctx);
  return startJob(ctx, { type: 'pdsFeeExport', subject: PDS_FEE_ENTITY }, (job) =>
    exportWork(ctx, input, job),
  );
}
