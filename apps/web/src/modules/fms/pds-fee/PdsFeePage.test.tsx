import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PdsFeePage } from './PdsFeePage.tsx';

/** The parcel fee list: criteria, sort and page from the URL, the sums per currency, confirm after a dialog. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const row = (id: string, status: number, over: Record<string, unknown> = {}) => ({
  id,
  waybillId: `w-${id}`,
  waybillNo: `PD${id}`,
  trackNo: `1Z${id}`,
  customerId: 'c1',
  customerCode: 'C0001',
  customerName: 'Demo Co',
  productId: 'p1',
  productName: 'FD US Parcel',
  subjectName: 'freight',
  value: '100.00',
  currency: 'RMB',
  exchangeRate: '1',
  conversionValue: '100.00',
  status,
  billNo: null,
  belongTime: '2026-01-10T00:00:00.000Z',
  createdAt: '2026-01-10T00:00:00.000Z',
  ...over,
});
const summary = {
  byCurrency: [
    { currency: 'RMB', total: '100.00', count: 1 },
    { currency: 'USD', total: '30.00', count: 1 },
  ],
  count: 2,
};
let empty = false;
const answer = (path: string) => {
  if (path.startsWith('fms/pdsFee/confirm')) return { updated: 1 };
  if (path.startsWith('fms/pdsFee/search'))
    return empty
      ? { records: [], total: 0, page: 1, size: 50, summary: { byCurrency: [], count: 0 } }
      : {
          records: [row('f1', 0), row('f2', 20, { billNo: 'B1', currency: 'USD', value: '30.00' })],
          total: 2,
          page: 2,
          size: 50,
          summary,
        };
  return [];
};
const permissions = [Permission.pdsCustomerFeeList, Permission.pdsCustomerFeeConfirm];

describe('PdsFeePage', () => {
  it('searches with the criteria, sort and page of the address; shows the rows and the sums per currency', async () => {
    opened = await openAt(
      '/fms/customer-fee/pds?numbers=PD1&status=0&status=10&currency=usd&sortBy=-value&page=2',
      <PdsFeePage />,
      answer,
      { permissions },
    );
    expect(opened.posted('fms/pdsFee/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      criteria: { numbers: 'PD1', status: [0, 10], currency: 'USD' },
      sort: [{ field: 'value', order: 'desc' }],
    });
    expect(inputValue('pds-fee-numbers')).toBe('PD1');
    expect(byTestId('pds-fee-table')!.textContent).toContain('PDf1');
    expect(byTestId('pds-fee-table')!.textContent).toContain('Freight');
    expect(byTestId('pds-fee-summary-RMB')!.textContent).toBe('RMB 100.00 (1 row)');
    expect(byTestId('pds-fee-summary-USD')!.textContent).toBe('USD 30.00 (1 row)');
    // without the export code there is no export button
    expect(byTestId('pds-fee-export')).toBeNull();

    // a new search goes back to page 1 and keeps the sort
    await act(async () => byTestId('pds-fee-search')!.click());
    await settle();
    expect(opened.search()).toBe('?numbers=PD1&status=0&status=10&currency=usd&sortBy=-value');
  }, 30_000);

  it('confirms the chosen rows after the dialog; a billed row cannot be chosen', async () => {
    opened = await openAt('/fms/customer-fee/pds', <PdsFeePage />, answer, { permissions });
    const boxes = ['f1', 'f2'].map((id) =>
      document.querySelector<HTMLInputElement>(`tr[data-row-key="${id}"] .ant-checkbox-input`),
    );
    expect(boxes.map((b) => b?.disabled)).toEqual([false, true]);
    expect(byTestId('pds-fee-confirm')!.closest('button')!.disabled).toBe(true);
    await act(async () => boxes[0]!.click());
    await settle();
    await act(async () => byTestId('pds-fee-confirm')!.click());
    await settle();
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/pdsFee/confirm')).toEqual([{ ids: ['f1'] }]);
    expect(opened.posted('fms/pdsFee/unconfirm')).toEqual([]);
  }, 30_000);

  it('shows the empty state when nothing matches', async () => {
    empty = true;
    opened = await openAt('/fms/customer-fee/pds', <PdsFeePage />, answer, { permissions });
    expect(byTestId('pds-fee-table')!.textContent).toContain('No fees match the criteria');
    expect(byTestId('pds-fee-summary')).toBeNull();
    empty = false;
  }, 30_000);
});
