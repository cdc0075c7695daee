import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { CustomerBillPage } from './BillListPage.tsx';
import { billRow } from './bill-test-rows.ts';

/** The customer portal's bills: read-only (details, export, PDF), no customer criterion or column. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('CustomerBillPage', () => {
  it('lists the own bills with the criteria of the URL and offers only the read actions', async () => {
    opened = await openAt(
      '/client/fms/bills?status=20&billNo=BL',
      <CustomerBillPage />,
      (path) =>
        path.startsWith('fms/bill/search') ? { records: [billRow()], total: 1, page: 1, size: 50 } : [],
      { userType: 'customer', permissions: [Permission.customerBill] },
    );
    expect(opened.posted('fms/bill/search')[0]).toMatchObject({ criteria: { status: [20], billNo: 'BL' } });
    expect(byTestId('bill-customer')).toBeNull();
    expect(byTestId('bill-make')).toBeNull();
    expect(byTestId('bill-cancel-BL260100001')).toBeNull();
    expect(byTestId('bill-write-off-BL260100001')).toBeNull();
    expect(byTestId('bill-remark-BL260100001')).toBeNull();
    expect(byTestId('bill-detail-BL260100001')).not.toBeNull();
    expect(byTestId('bill-export-BL260100001')).not.toBeNull();
    expect(byTestId('bill-pdf-BL260100001')).not.toBeNull();
    expect(byTestId('bill-table')!.textContent).not.toContain('Bright Trading');
  }, 30_000);
});
