import { z } from 'zod';
import { PARCEL_BILL_TYPE, PARCEL_TITLES } from '../../pds/parcel/index.ts';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS, PAGE_SIZE } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { AuditStatus, invoiceSchema, WAYBILL_STATUSES, type WaybillStatus } from '../waybill/index.ts';

/**
 * Documents of the freight waybill (issue 4 "Documents"): label and commercial invoice PDFs, the
 * print centre, the upload centre, make document and document audit. Payloads and enums shared by
 * the server (`lms/document/*`, `tools/printCenter/*`) and the web screens.
 */

/** The two printable documents: a 100×150 mm label per piece, an A4 commercial invoice. */
export const PRINT_DOCUMENT_TYPES = ['label', 'invoice'] as const;
export type PrintDocumentType = (typeof PRINT_DOCUMENT_TYPES)[number];
export const PRINT_DOCUMENT_TYPE_OPTIONS: EnumOption[] = [
  { value: 'label', label: l('面单', 'Label', 'Nhãn vận chuyển') },
  { value: 'invoice', label: l('商业发票', 'Commercial invoice', 'Hóa đơn thương mại') },
];

/** Print task statuses of the print centre (tabs in this order). */
export const PRINT_TASK_STATUSES = ['pending', 'printing', 'done', 'failed'] as const;
export type PrintTaskStatus = (typeof PRINT_TASK_STATUSES)[number];
export const PRINT_TASK_STATUS_OPTIONS: EnumOption[] = [
  { value: 'pending', label: l('待打印', 'Pending', 'Chờ in') },
  { value: 'printing', label: l('生成中', 'Generating', 'Đang tạo') },
  { value: 'done', label: l('已完成', 'Done', 'Hoàn tất') },
  { value: 'failed', label: l('失败', 'Failed', 'Thất bại') },
];

/**
 * The spec's bill types of a print task's documents: 0 freight (LMS) waybills, 200 parcel (PDS)
 * waybills (`PARCEL_BILL_TYPE`). Parcel tasks print labels only (the labels the carrier sold).
 */
export const PRINT_BILL_TYPES = [0, PARCEL_BILL_TYPE] as const;
export type PrintBillType = (typeof PRINT_BILL_TYPES)[number];
export const PRINT_BILL_TYPE_OPTIONS: EnumOption[] = [
  { value: 0, label: l('货运运单', 'Freight waybills', 'Vận đơn hàng hóa') },
  { value: PARCEL_BILL_TYPE, label: PARCEL_TITLES.list },
];
/** The file a task makes: one merged PDF, or (parcels) the ZPL labels one after the other. */
export const PRINT_FORMATS = ['pdf', 'zpl'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** At most this many waybills in one PDF (one print task, one label / invoice request). */
export const PRINT_MAX_WAYBILLS = BATCH_MAX_ROWS;

const idList = z
  .string()
  .trim()
  .min(1)
  .transform((s) => [...new Set(s.split(',').map((x) => x.trim()))].filter(Boolean))
  .pipe(z.array(z.uuid()).min(1).max(PRINT_MAX_WAYBILLS));

/** `GET lms/document/label?ids=a,b` and `…/invoice?ids=`: comma-separated waybill ids. */
export const documentIdsQuery = z.object({ ids: idList });
export type DocumentIdsQuery = z.infer<typeof documentIdsQuery>;

const billTypeSchema = z.union([z.literal(0), z.literal(PARCEL_BILL_TYPE)]);

/**
 * `POST tools/printCenter/create`: the bill type (freight waybills by default, or parcels), a document
 * type (parcels: label only), the file format (ZPL for parcels only) and the waybills by id or pasted
 * numbers (freight: waybill or customer numbers; parcels: parcel, track or customer numbers).
 */
export const printTaskCreatePayload = z
  .object({
    billType: billTypeSchema.default(0),
    type: z.enum(PRINT_DOCUMENT_TYPES),
    format: z.enum(PRINT_FORMATS).default('pdf'),
    ids: z.array(z.uuid()).max(PRINT_MAX_WAYBILLS).optional(),
    numbers: z.string().max(40_000).optional(),
  })
  .refine((p) => (p.ids?.length ?? 0) > 0 || Boolean(p.numbers?.trim()), {
    path: ['numbers'],
    message: 'required',
  })
  .refine((p) => p.billType === 0 || p.type === 'label', { path: ['type'], message: 'docParcelLabelOnly' })
  .refine((p) => p.billType !== 0 || p.format === 'pdf', { path: ['format'], message: 'docZplParcelOnly' });
export type PrintTaskCreatePayload = z.infer<typeof printTaskCreatePayload>;

export const printTaskSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(PRINT_TASK_STATUSES).optional(),
  type: z.enum(PRINT_DOCUMENT_TYPES).optional(),
  billType: z.coerce.number().pipe(billTypeSchema).optional(),
});
export type PrintTaskSearchPayload = z.infer<typeof printTaskSearchPayload>;

export const printTaskIdPayload = z.object({ id: z.uuid() });

/** A print task as the print centre lists it. */
export const printTaskAnswer = z.object({
  id: z.string(),
  type: z.enum(PRINT_DOCUMENT_TYPES),
  billType: billTypeSchema,
  format: z.enum(PRINT_FORMATS),
  status: z.enum(PRINT_TASK_STATUSES),
  waybillCount: z.number().int(),
  waybillNos: z.array(z.string()),
  resultMessage: z.string().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  progressId: z.string().nullable(),
  printedByName: z.string(),
  createdAt: timestampAnswer,
  printedAt: timestampAnswer.nullable(),
});
export type PrintTaskView = z.output<typeof printTaskAnswer>;

/** `create` / `retry`: the task, with the progress id of its generation job. */
export const printTaskStartAnswer = printTaskAnswer.extend({ progressId: z.string() });

/** `search`: a page of tasks with the count of each status tab (and `all`). */
export const printTaskSearchAnswer = searchResultOf(printTaskAnswer).extend({
  counts: z.record(z.string(), z.number().int()),
});

/** Statuses in the warehouse whose documents are made and audited before sending. */
export const DOCUMENT_STATUSES: readonly WaybillStatus[] = [
  'received',
  'warning',
  'waitConfirm',
  'documentAuditDenied',
  'waitChannelRoute',
  'waitSend',
];

/** Audit tabs of the make-document and document-audit screens, by `documentAuditStatus`. */
export const DOCUMENT_AUDIT_TABS = ['waitAudit', 'audited', 'denied'] as const;
export type DocumentAuditTab = (typeof DOCUMENT_AUDIT_TABS)[number];
export const DOCUMENT_AUDIT_TAB_STATUSES: Record<DocumentAuditTab, readonly number[]> = {
  waitAudit: [AuditStatus.none, AuditStatus.wait],
  audited: [AuditStatus.audited],
  denied: [AuditStatus.denied],
};
export const DOCUMENT_AUDIT_TAB_LABELS: Record<DocumentAuditTab, Message> = {
  waitAudit: l('待审核', 'Waiting audit', 'Chờ duyệt'),
  audited: l('已审核', 'Audited', 'Đã duyệt'),
  denied: l('审核不通过', 'Denied', 'Bị từ chối'),
};

/** `POST lms/document/search`: received waybills needing documents, by audit tab. */
export const documentSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(PAGE_SIZE),
  tab: z.enum(DOCUMENT_AUDIT_TABS).default('waitAudit'),
  numbers: z.string().max(20_000).optional(),
  customerId: z.uuid().optional(),
});
export type DocumentSearchPayload = z.infer<typeof documentSearchPayload>;

/** An invoice as answers carry it (amounts as decimal text). */
export const invoiceAnswer = z.object({
  declareValue: z.string(),
  declareCurrency: z.string(),
  declareFreightFee: z.string().optional(),
  declareInsuranceFee: z.string().optional(),
  declareOtherFee: z.string().optional(),
  declareTotalValue: z.string().optional(),
  invoiceRemark: z.string().optional(),
});

/** A row of the make-document / audit lists. */
export const documentRowAnswer = z.object({
  id: z.string(),
  waybillNo: z.string(),
  customerNo: z.string().nullable(),
  customerCode: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  destination: z.string(),
  pieceCount: z.number().int(),
  receiveTime: timestampAnswer.nullable(),
  documentAuditStatus: z.number().int(),
  documentAuditCount: z.number().int(),
  documentAuditDenyReason: z.string().nullable(),
  invoice: invoiceAnswer,
  makeDocumentInvoice: invoiceAnswer.nullable(),
  customerInvoiceCount: z.number().int(),
});
export type DocumentRow = z.output<typeof documentRowAnswer>;

/** `search`: a page of rows with the count of each audit tab. */
export const documentSearchAnswer = searchResultOf(documentRowAnswer).extend({
  counts: z.record(z.string(), z.number().int()),
});

/** `makeDocument`: the waybill and its saved make-document invoice (total derived). */
export const makeDocumentAnswer = z.object({ id: z.string(), makeDocumentInvoice: invoiceAnswer });

/** `POST lms/document/makeDocument`: the make-document invoice (and optionally the commodity lines). */
export const makeDocumentPayload = z.object({
  id: z.uuid(),
  makeDocumentInvoice: invoiceSchema,
  commodities: z.array(z.record(z.string(), z.unknown())).min(1).optional(),
});
export type MakeDocumentPayload = z.infer<typeof makeDocumentPayload>;

/** `POST lms/document/audit`: pass or deny up to 500 waybills; a denial needs a reason. */
export const documentAuditPayload = z.object({
  ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS),
  pass: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});
export type DocumentAuditPayload = z.infer<typeof documentAuditPayload>;

/** Upload centre: the file names to match (`match`) and the uploads to attach (`confirm`). */
export const uploadCenterMatchPayload = z.object({
  names: z.array(z.string().trim().min(1).max(255)).min(1).max(PRINT_MAX_WAYBILLS),
});
export const uploadCenterConfirmPayload = z.object({
  items: z
    .array(z.object({ waybillId: z.uuid(), fileId: z.uuid() }))
    .min(1)
    .max(PRINT_MAX_WAYBILLS),
});
export type UploadCenterConfirmPayload = z.infer<typeof uploadCenterConfirmPayload>;

/** The waybill number a file name stands for: the name without its extension (`.tar.gz` too). */
export function numberOfFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base
    .replace(/\.tar\.gz$/i, '')
    .replace(/\.[^.]+$/, '')
    .trim();
}

/** How one file name matched: the waybill, or none; `hasInvoice` when it already holds a customer invoice. */
export const uploadMatchAnswer = z.object({
  name: z.string(),
  number: z.string(),
  waybillId: z.string().nullable(),
  waybillNo: z.string().nullable(),
  hasInvoice: z.boolean(),
});
export type UploadMatch = z.output<typeof uploadMatchAnswer>;

/** What attaching one file answered: ok, or the refusal in the caller's language. */
export const uploadOutcomeAnswer = z.object({
  fileId: z.string(),
  waybillId: z.string(),
  ok: z.boolean(),
  message: z.string().nullable(),
});
export type UploadOutcome = z.output<typeof uploadOutcomeAnswer>;

// in a module without zod: the web's route table reads it on the first screen (docs/web.md)
export { DOCUMENT_TITLES } from './document-titles.ts';
