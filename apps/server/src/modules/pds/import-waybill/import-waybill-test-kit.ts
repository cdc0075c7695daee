import { PDS_IMPORT_COLUMNS, type PdsImport } from '@freightdesk/domain';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';

/** Test helpers of the parcel batch order: a valid row and a sheet with the template's headers. */

export type Row = Partial<Record<string, string | number>>;
export type Answer = PdsImport;

export const good = (over: Row = {}): Row => ({
  customerNo: 'BATCH-1',
  recipientName: 'John Smith',
  recipientAddress1: '1 Main Street',
  recipientCity: 'Los Angeles',
  recipientState: 'CA',
  recipientPostcode: '90001',
  recipientCountryCode: 'US',
  recipientPhone: '2135550100',
  senderName: 'Li Ming',
  senderCountryCode: 'CN',
  senderAddress1: 'Fuyong Park',
  weight: '2',
  length: '30',
  width: '20',
  height: '10',
  description: 'Cotton T-shirt',
  quantity: 4,
  unitValue: '5',
  ...over,
});

/** An xlsx with the template's headers in a language and the given rows. */
export function sheet(rows: Row[], lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<Buffer> {
  return writeSheet(
    'parcels',
    PDS_IMPORT_COLUMNS.map((c) => ({ header: c.label[lang] })),
    rows.map((r) => PDS_IMPORT_COLUMNS.map((c) => (r[c.key] ?? null) as CellRaw)),
  );
}
