import type { BillRow } from './bill-api.ts';

/** A bill row as `fms/bill/search` answers it (web tests). */
export const billRow = (over: Partial<BillRow> = {}): BillRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  billNo: 'BL260100001',
  customerId: '00000000-0000-4000-8000-0000000000c1',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  billTime: '2026-02-01T02:00:00.000Z',
  periodFrom: '2026-01-01',
  periodTo: '2026-02-01',
  feeCount: 3,
  total: '185.00',
  totalLocal: '185.00',
  writtenOff: '50.00',
  unwritten: '135.00',
  currency: 'RMB',
  status: 10,
  remark: null,
  cancelTime: null,
  createdByName: 'Admin',
  ...over,
});
