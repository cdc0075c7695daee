import type { PdsImport, PdsImportRow } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { BatchOrderPage } from './BatchOrderPage.tsx';

/** The batch order screen: upload → compare table → confirm → submit with progress → results → labels. */

const PRODUCT = '6a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const IMPORT = '7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const quote = {
  productId: PRODUCT,
  productName: 'Parcel Express',
  channelId: null,
  channelName: null,
  total: '42.50',
  currency: 'RMB',
  chargeWeight: '2.000',
};
const line = (row: number, over: Partial<PdsImportRow> = {}): PdsImportRow => ({
  row,
  customerNo: `B-${row}`,
  recipientName: 'John Smith',
  countryCode: 'US',
  weight: '2',
  errors: [],
  quotes: [quote],
  productId: PRODUCT,
  channelId: null,
  result: 0,
  reason: null,
  parcelId: null,
  waybillNo: null,
  trackNo: null,
  ...over,
});
const bad = line(4, {
  errors: [{ column: 'Recipient name', message: 'Recipient name is required' }],
  quotes: [],
  productId: null,
});
const imported = (status: number, rows: PdsImportRow[]): PdsImport => ({
  importId: IMPORT,
  customerId: '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status,
  total: rows.length,
  valid: rows.filter((r) => !r.errors.length).length,
  success: rows.filter((r) => r.result === 10).length,
  fail: rows.filter((r) => r.result === 20).length,
  rows,
});
const compared = imported(10, [line(2), line(3), bad]);
const submitted = imported(20, [
  line(2, { result: 10, parcelId: 'p-2', waybillNo: 'PD0001', trackNo: 'SB00000000011' }),
  line(3, { result: 10, parcelId: 'p-3', waybillNo: 'PD0002', trackNo: 'SB00000000022' }),
  { ...bad, result: 20, reason: 'Recipient name: Recipient name is required' },
]);

let job: PdsImport = compared;
const answer = (path: string) => {
  if (path.startsWith('common/file/upload')) return [{ id: 'f1a2b3c4-0000-4000-8000-000000000001' }];
  if (path.startsWith('pds/pdsImportWaybill/comparePrice')) {
    job = compared;
    return { progressId: 'job-1' };
  }
  if (path.startsWith('pds/pdsImportWaybill/confirmPrice')) return imported(20, compared.rows);
  if (path.startsWith('pds/pdsImportWaybill/submit')) {
    job = submitted;
    return { progressId: 'job-2' };
  }
  if (path.startsWith('common/progress/detail'))
    return { progressId: 'job', status: 'done', done: 3, total: 3, message: null, result: job, error: null };
  if (path.startsWith('pds/pdsWaybill/print'))
    return new Response(new Blob(['%PDF-1.7']), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="labels.pdf"',
      },
    });
  return [];
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('BatchOrderPage', () => {
  it('a customer uploads, compares, confirms, submits and prints the successful labels', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:x') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    opened = await openAt('/client/pds/waybill/batchOrder', <BatchOrderPage />, answer, {
      userType: 'customer',
      permissions: ['pds/waybill/batchOrder'],
    });
    expect(byTestId('batch-customer')).toBeNull();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await act(async () => {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'parcels.xlsx')] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await act(async () => byTestId('batch-compare')!.click());
    await until(() => Boolean(byTestId('batch-compare-table')));
    expect(opened.posted('pds/pdsImportWaybill/comparePrice')[0]).toMatchObject({
      fileId: 'f1a2b3c4-0000-4000-8000-000000000001',
    });
    const table = byTestId('batch-compare-table')!.textContent ?? '';
    expect(table).toContain('Parcel Express: 42.50 RMB');
    expect(byTestId('batch-error-4')!.textContent).toBe('Recipient name: Recipient name is required');
    expect(document.body.textContent).toContain('3 rows, 2 can be ordered');

    await act(async () => byTestId('batch-confirm')!.click());
    await until(() => Boolean(byTestId('batch-submit')));
    expect(opened.posted('pds/pdsImportWaybill/confirmPrice')[0]).toEqual({
      importId: IMPORT,
      rows: [
        { row: 2, productId: PRODUCT, channelId: null },
        { row: 3, productId: PRODUCT, channelId: null },
      ],
    });

    await act(async () => byTestId('batch-submit')!.click());
    await until(() => Boolean(byTestId('batch-results')));
    expect(byTestId('batch-results')!.textContent).toBe('2 succeeded, 1 failed');
    const results = byTestId('batch-result-table')!.textContent ?? '';
    expect(results).toContain('SB00000000011');
    expect(results).toContain('Recipient name: Recipient name is required');

    await act(async () => byTestId('batch-print')!.click());
    await until(() => opened.posted('pds/pdsWaybill/print').length > 0);
    expect(opened.posted('pds/pdsWaybill/print')[0]).toEqual({ ids: ['p-2', 'p-3'], format: 'pdf' });
  });
});
