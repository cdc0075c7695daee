import { WAYBILL_IMPORT_COLUMNS } from '@freightdesk/domain';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';

/** Test helpers of the waybill import: a valid row and a sheet with the template's headers. */

export type Preview = {
  importId: string;
  total: number;
  rows: Record<string, unknown>[];
  errors: { row: number; column: string; message: string }[];
};
export type Row = Partial<Record<string, string | number>>;

export const good = (over: Row = {}): Row => ({
  customerNo: 'IMP-1',
  productCode: 'FDUSEXP',
  senderName: 'Li Ming',
  senderCountryCode: 'CN',
  senderAddress1: 'Fuyong Logistics Park',
  recipientName: 'John Smith',
  recipientCountryCode: 'US',
  recipientCity: 'Los Angeles',
  recipientAddress1: '1 Main Street',
  declareValue: '120',
  nameEn: 'Cotton T-shirt',
  quantity: 10,
  unitPrice: '5',
  ...over,
});

/** An xlsx with the template's English headers and the given rows. */
export function sheet(rows: Row[], lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<Buffer> {
  return writeSheet(
    'waybills',
    WAYBILL_IMPORT_COLUMNS.map((c) => ({ header: c.label[lang] })),
    rows.map((r) => WAYBILL_IMPORT_COLUMNS.map((c) => (r[c.key] ?? null) as CellRaw)),
  );
}
