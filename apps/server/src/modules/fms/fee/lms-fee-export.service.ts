import {
  actorName,
  FEE_COLUMN_LABELS,
  type FeeKind,
  feeLineSheetColumns,
  LMS_FEE_EXPORT_MAX_ROWS,
  type LmsFeeExportPayload,
  type LmsFeeRow,
  message,
} from '@freightdesk/domain';
import { type ExportColumn, exportRowsFile } from '#platform/excel/export-rows.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { feeRowOut, requireFeePermission, runFeeSearch } from './lms-fee-search.service.ts';

/**
 * Export of a fee list (`fms/lmsFee/{kind}/export`): the rows of the list's criteria and sort (the
 * very search statement, one page of at most 50,000 + 1 rows) as xlsx in the caller's language.
 * Runs as a job, like the waybill export.
 */

const F = feeLineSheetColumns<LmsFeeRow>();
const COLUMNS: readonly ExportColumn<LmsFeeRow>[] = [
  { key: 'waybillNo', label: FEE_COLUMN_LABELS.waybillNo },
  { key: 'customerNo', label: FEE_COLUMN_LABELS.customerNo },
  {
    key: 'party',
    label: FEE_COLUMN_LABELS.party,
    text: (row) => [row.partyCode, row.partyName].filter(Boolean).join(' '),
  },
  F.subjectName,
  F.value,
  F.currency,
  F.exchangeRate,
  F.conversionValue,
  { key: 'exchangeLoss', label: FEE_COLUMN_LABELS.exchangeLoss, money: true },
  { key: 'exchangeLossRate', label: FEE_COLUMN_LABELS.exchangeLossRate },
  F.status,
  { key: 'isManual', label: FEE_COLUMN_LABELS.isManual },
  { key: 'isCheck', label: FEE_COLUMN_LABELS.isCheck },
  { key: 'calErrorMsg', label: FEE_COLUMN_LABELS.calErrorMsg },
  F.billNo,
  { key: 'receiveTime', label: FEE_COLUMN_LABELS.receiveTime, time: true },
  F.belongTime,
  {
    key: 'createdByName',
    label: FEE_COLUMN_LABELS.createdByName,
    text: (row, lang) => actorName(row.createdByName, lang),
  },
];

async function exportWork(ctx: AuthedContext, kind: FeeKind, input: LmsFeeExportPayload, job: JobProgress) {
  const { rows } = await runFeeSearch(ctx, kind, { ...input, page: 1, size: LMS_FEE_EXPORT_MAX_ROWS + 1 });
  return exportRowsFile(ctx, job, {
    rows,
    maxRows: LMS_FEE_EXPORT_MAX_ROWS,
    rowOut: feeRowOut,
    columns: COLUMNS,
    title: message(ctx.lang, kind === 'customer' ? 'lmsCustomerFeeExportTitle' : 'lmsAgentFeeExportTitle'),
  });
}

/** Starts the export of a fee list's criteria as a job of the caller; answers `{progressId}`. */
export function exportFees(ctx: AuthedContext, kind: FeeKind, input: LmsFeeExportPayload) {
  requireFeePermission(ctx, kind, 'export');
  return startJob(ctx, { type: 'lmsFeeExport', subject: 'lmsWaybillFee' }, (job) =>
    exportWork(ctx, kind, input, job),
  );
}
