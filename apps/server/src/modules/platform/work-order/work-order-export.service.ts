import {
  WORK_ORDER_FIELD_LABELS as F,
  type Language,
  WORK_ORDER_EVALUATION_LABELS,
  WORK_ORDER_MAIN_TYPE_LABELS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TITLES,
  WORK_ORDER_URGENCY_LABELS,
  type WorkOrderCriteria,
} from '@freightdesk/domain';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { findWorkOrders, type toAnswer } from './work-order-read.service.ts';

/** Rows one export carries at most. */
export const WORK_ORDER_EXPORT_MAX_ROWS = 20_000;

type Answer = ReturnType<typeof toAnswer>;
const time = (v: Date | string | null) => (v ? new Date(v) : null);

const COLUMNS: readonly {
  label: (typeof F)[keyof typeof F];
  value: (r: Answer, lang: Language) => CellRaw;
}[] = [
  { label: F.code, value: (r) => r.code },
  { label: F.title, value: (r) => r.title },
  { label: F.status, value: (r, l) => WORK_ORDER_STATUS_LABELS[r.status][l] },
  { label: F.mainType, value: (r, l) => WORK_ORDER_MAIN_TYPE_LABELS[r.mainType][l] },
  { label: F.secondType, value: (r) => r.secondTypeName ?? r.secondType },
  { label: F.urgencyLevel, value: (r, l) => WORK_ORDER_URGENCY_LABELS[r.urgencyLevel][l] },
  {
    label: F.customer,
    value: (r, l) => (r.customerCode ? `${r.customerCode} ${r.customerName}` : F.internal[l]),
  },
  { label: F.assignee, value: (r) => r.assigneeName },
  { label: F.billNo, value: (r) => r.billNo },
  { label: F.lastReply, value: (r) => r.lastReply },
  { label: F.createByName, value: (r) => r.createByName },
  { label: F.createAt, value: (r) => time(r.createAt) },
  { label: F.closeTime, value: (r) => time(r.closeTime) },
  {
    label: F.evaluation,
    value: (r, l) => (r.evaluation ? WORK_ORDER_EVALUATION_LABELS[r.evaluation][l] : null),
  },
];

/** `platform/workOrder/export`: the matching orders in the caller's reach as xlsx, run as a job. */
export async function exportWorkOrders(ctx: AuthedContext, input: { criteria: WorkOrderCriteria }) {
  const payload = { page: 1, size: WORK_ORDER_EXPORT_MAX_ROWS, criteria: input.criteria, sort: [] };
  return startJob(ctx, { type: 'workOrderExport', subject: 'workOrder' }, async (job) => {
    const { rows } = await findWorkOrders(ctx, payload, WORK_ORDER_EXPORT_MAX_ROWS);
    await job.progress(0, rows.length, 'jobExportingRows');
    const body = await writeSheet(
      WORK_ORDER_TITLES.list[ctx.lang],
      COLUMNS.map((c) => ({ header: c.label[ctx.lang], width: 18 })),
      rows.map((r) => COLUMNS.map((c) => c.value(r, ctx.lang))),
    );
    await job.progress(rows.length, rows.length, 'jobExportingRows');
    return new FileResponse(`work-orders.xlsx`, XLSX_CONTENT_TYPE, body);
  });
}
