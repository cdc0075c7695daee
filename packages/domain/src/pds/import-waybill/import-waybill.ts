import type { z } from 'zod';
import { WEIGHT_KG_LABEL } from '../../lms/import/index.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message, MessageKey } from '../../platform/messages/catalogue.ts';
import { parcelOrderSchema } from '../parcel/index.ts';

/**
 * The parcel batch order (`pds/pdsImportWaybill`, back-office §2 "PDS batch order", §4 "Import
 * waybill (PDS)"): an Excel file of parcels, one row each, priced against the PDS products
 * (`comparePrice`), the product chosen per row (`confirmPrice`), then placed row by row (`submit`).
 */

/** Status of an import (back-office §4): 0 wait (compare price), 10 waitConfirmPrice, 20 waitSubmit. */
export const PDS_IMPORT_STATUS = { wait: 0, waitConfirmPrice: 10, waitSubmit: 20 } as const;
export type PdsImportStatus = (typeof PDS_IMPORT_STATUS)[keyof typeof PDS_IMPORT_STATUS];
/** Result of a row: 0 wait submit, 10 success, 20 fail. */
export const PDS_IMPORT_RESULT = { waitSubmit: 0, success: 10, fail: 20 } as const;
export type PdsImportResult = (typeof PDS_IMPORT_RESULT)[keyof typeof PDS_IMPORT_RESULT];

export const PDS_IMPORT_STATUS_LABELS: Record<PdsImportStatus, Message> = {
  0: l('待比价', 'Wait (compare price)', 'Chờ so sánh giá'),
  10: l('待确认价格', 'Wait confirm price', 'Chờ xác nhận giá'),
  20: l('待提交', 'Wait submit', 'Chờ gửi'),
};
export const PDS_IMPORT_RESULT_LABELS: Record<PdsImportResult, Message> = {
  0: l('待提交', 'Wait submit', 'Chờ gửi'),
  10: l('成功', 'Success', 'Thành công'),
  20: l('失败', 'Fail', 'Thất bại'),
};

/** Most rows (parcels) of one file. */
export const PDS_IMPORT_MAX_ROWS = 500;

/** A column of the batch order template; headers are written in the caller's language, read in any. */
export type ParcelImportColumn = { key: string; label: Message; required?: boolean; width?: number };

export const PDS_IMPORT_COLUMNS: readonly ParcelImportColumn[] = [
  { key: 'customerNo', label: l('客户单号', 'Customer reference', 'Mã tham chiếu khách hàng'), width: 18 },
  { key: 'recipientName', label: l('收件人', 'Recipient name', 'Người nhận'), required: true },
  { key: 'recipientCompany', label: l('收件公司', 'Recipient company', 'Công ty nhận') },
  {
    key: 'recipientAddress1',
    label: l('收件地址1', 'Recipient address 1', 'Địa chỉ nhận 1'),
    required: true,
    width: 24,
  },
  { key: 'recipientAddress2', label: l('收件地址2', 'Recipient address 2', 'Địa chỉ nhận 2') },
  { key: 'recipientCity', label: l('收件城市', 'Recipient city', 'Thành phố nhận'), required: true },
  { key: 'recipientState', label: l('收件州/省', 'Recipient state', 'Bang/Tỉnh nhận') },
  { key: 'recipientPostcode', label: l('收件邮编', 'Recipient postcode', 'Mã bưu chính nhận') },
  {
    key: 'recipientCountryCode',
    label: l('收件国家', 'Recipient country', 'Nước nhận'),
    required: true,
  },
  { key: 'recipientPhone', label: l('收件人电话', 'Recipient phone', 'SĐT người nhận') },
  { key: 'recipientEmail', label: l('收件人邮箱', 'Recipient email', 'Email người nhận') },
  { key: 'senderName', label: l('发件人', 'Sender name', 'Người gửi'), required: true },
  { key: 'senderPhone', label: l('发件人电话', 'Sender phone', 'SĐT người gửi') },
  { key: 'senderCountryCode', label: l('发件国家', 'Sender country', 'Nước gửi'), required: true },
  { key: 'senderCity', label: l('发件城市', 'Sender city', 'Thành phố gửi') },
  { key: 'senderAddress1', label: l('发件地址', 'Sender address', 'Địa chỉ gửi'), required: true },
  { key: 'weight', label: WEIGHT_KG_LABEL, required: true },
  { key: 'length', label: l('长(cm)', 'Length (cm)', 'Dài (cm)') },
  { key: 'width', label: l('宽(cm)', 'Width (cm)', 'Rộng (cm)') },
  { key: 'height', label: l('高(cm)', 'Height (cm)', 'Cao (cm)') },
  {
    key: 'description',
    label: l('英文品名', 'Commodity description', 'Mô tả hàng hóa'),
    required: true,
    width: 20,
  },
  { key: 'quantity', label: l('数量', 'Quantity', 'Số lượng'), required: true },
  { key: 'unitValue', label: l('单价', 'Unit value', 'Đơn giá'), required: true },
  { key: 'currency', label: l('申报币种', 'Currency', 'Tiền tệ') },
  { key: 'hsCode', label: l('海关编码', 'HS code', 'Mã HS') },
  { key: 'origin', label: l('原产国', 'Origin country', 'Nước xuất xứ') },
];

/** The cells of a sheet row by column key (trimmed text; empty → undefined). */
export type ParcelImportValues = Partial<Record<string, string>>;

/** What a batch row orders: the parcel order without product, channel and customer. */
export const parcelImportRowSchema = parcelOrderSchema.omit({
  productId: true,
  channelId: true,
  customerId: true,
  labelNow: true,
});
export type ParcelImportOrder = z.infer<typeof parcelImportRowSchema>;

/** A problem of a row: a Zod issue or a spec message, on a column of the sheet. */
export type ParcelImportProblem =
  | { column: string; issue: z.core.$ZodIssue }
  | { column: string; key: MessageKey; params: (string | number)[] };

const num = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const PIECE_COLUMNS: Record<string, string> = {
  receiveActualWeight: 'weight',
  receiveLength: 'length',
  receiveWidth: 'width',
  receiveHeight: 'height',
};
const LINE_COLUMNS: Record<string, string> = {
  nameEn: 'description',
  quantity: 'quantity',
  unitPrice: 'unitValue',
  hsCode: 'hsCode',
  origin: 'origin',
};

/** The sheet column a payload path points at. */
export function importColumnOf(path: readonly PropertyKey[]): string {
  const [head, , third] = path.map(String);
  const second = String(path[1] ?? '');
  if (head === 'sender' || head === 'recipient') return `${head}${cap(second)}`;
  if (head === 'pieces') return PIECE_COLUMNS[third ?? ''] ?? 'weight';
  if (head === 'commodities') return LINE_COLUMNS[third ?? ''] ?? 'description';
  if (head === 'declareCurrency') return 'currency';
  return head ?? '';
}

/** The parcel payload of a row, before Zod. */
function candidateOf(v: ParcelImportValues) {
  return {
    customerNo: v.customerNo,
    declareCurrency: v.currency ?? 'USD',
    sender: {
      name: v.senderName,
      phone: v.senderPhone,
      countryCode: v.senderCountryCode,
      city: v.senderCity,
      address1: v.senderAddress1,
    },
    recipient: {
      name: v.recipientName,
      company: v.recipientCompany,
      phone: v.recipientPhone,
      email: v.recipientEmail,
      countryCode: v.recipientCountryCode,
      state: v.recipientState,
      city: v.recipientCity,
      postcode: v.recipientPostcode,
      address1: v.recipientAddress1,
      address2: v.recipientAddress2,
    },
    pieces: [
      {
        receiveActualWeight: v.weight,
        receiveLength: v.length,
        receiveWidth: v.width,
        receiveHeight: v.height,
      },
    ],
    commodities: [
      {
        nameEn: v.description,
        quantity: num(v.quantity),
        unitPrice: v.unitValue,
        hsCode: v.hsCode,
        origin: v.origin,
      },
    ],
  };
}

/** Sizes all given or none; weight and sizes above zero (the spec's row messages). */
function pieceProblems(v: ParcelImportValues, row: number): ParcelImportProblem[] {
  const sizes = [v.length, v.width, v.height];
  const given = sizes.filter((s) => s !== undefined).length;
  if (given > 0 && given < 3) return [{ column: 'length', key: 'lmsRowSizeWeightIncomplete', params: [row] }];
  const zero = [v.weight, ...sizes].some((s) => s !== undefined && Number(s) === 0);
  return zero ? [{ column: 'weight', key: 'lmsRowSizeWeightZero', params: [row] }] : [];
}

/**
 * Reads and checks one row of the batch order sheet (`row`: its sheet row number): the parcel it
 * orders, or every problem found with the column it is on.
 */
export function parseParcelImportRow(
  values: ParcelImportValues,
  row: number,
): { ok: true; order: ParcelImportOrder } | { ok: false; problems: ParcelImportProblem[] } {
  const problems = pieceProblems(values, row);
  const parsed = parcelImportRowSchema.safeParse(candidateOf(values), { reportInput: true });
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems.push({ column: importColumnOf(issue.path), issue });
  if (problems.length || !parsed.success) return { ok: false, problems };
  return { ok: true, order: parsed.data };
}

/** The label of a column key in a language (empty when it is no sheet column). */
export function parcelImportColumnLabel(key: string): Message | undefined {
  return PDS_IMPORT_COLUMNS.find((c) => c.key === key)?.label;
}

/** Business-log record name of a batch order import. */
export const PDS_IMPORT_ENTITY = 'pdsImportWaybill';
/** Names of the batch order's actions in the business log. */
export const PDS_IMPORT_LOG_ACTIONS = {
  pdsImportCompare: l('比价', 'Compare price', 'So sánh giá'),
  pdsImportConfirm: l('确认价格', 'Confirm price', 'Xác nhận giá'),
  pdsImportSubmit: l('提交', 'Submit', 'Gửi'),
} as const satisfies Record<string, Message>;
