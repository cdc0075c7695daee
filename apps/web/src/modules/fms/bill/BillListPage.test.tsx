import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { StatementBillPage } from './BillListPage.tsx';
import { billRow } from './bill-test-rows.ts';

/** The staff list of statement bills: criteria and tab in the URL, rows, make dialog with its preview. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const C1 = '00000000-0000-4000-8000-0000000000c1';
const permissions = [
  Permission.statementBill,
  Permission.statementBillMake,
  Permission.statementBillCancel,
  Permission.statementBillRemark,
  Permission.statementBillExport,
];
const detail = {
  ...billRow(),
  rate: '1',
  localCurrency: 'RMB',
  fees: [
    {
      id: 'bf1',
      feeId: 'f1',
      waybillNo: 'FD0001',
      countryCode: 'US',
      subjectName: 'freight',
      originalValue: '15.00',
      originalCurrency: 'USD',
      value: '105.00',
      writtenOff: '50.00',
      belongTime: '2026-01-05T00:00:00.000Z',
    },
  ],
  byCountry: [{ key: 'US', feeCount: 3, value: '185.00' }],
  bySubject: [{ key: 'freight', feeCount: 3, value: '185.00' }],
};
const writeOff = {
  id: 'w1',
  code: 'WO2601200001',
  customerId: C1,
  customerCode: 'C0001',
  value: '50.00',
  currency: 'RMB',
  exchangeGainLoss: '0.00',
  writeOffTime: '2026-01-20T00:00:00.000Z',
  cancelTime: null,
  createdByName: 'Admin',
  items: [
    { billId: billRow().id, billNo: 'BL260100001', chargeId: 'c1', chargeNo: 'SK2601200001', value: '50.00' },
  ],
};
const answer = (path: string) => {
  if (path.startsWith('fms/bill/search')) return { records: [billRow()], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/statementBill/preview'))
    return { customerId: C1, feeCount: 3, total: '185.00', currency: 'RMB' };
  if (path.startsWith('fms/statementBill/make'))
    return { id: 'b2', billNo: 'BL260200001', feeCount: 3, total: '185.00', currency: 'RMB' };
  if (path.startsWith('fms/bill/detail')) return detail;
  if (path.startsWith('fms/writeOff/search')) return { records: [writeOff], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/statementBill/cancel'))
    return new Response(
      JSON.stringify({ code: -1, msg: 'Bill BL260100001 has write-offs; it cannot be cancelled' }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  if (path.includes('autocomplete')) return [{ id: C1, label: 'C0001 Bright Trading' }];
  return [];
};

describe('StatementBillPage', () => {
  it('posts the criteria and tab kept in the URL and shows the bills with money right-aligned', async () => {
    opened = await openAt(
      `/fms/statement-bill?customerId=${C1}&status=0&status=10&billNo=BL26&tab=cancelled`,
      <StatementBillPage />,
      answer,
      { permissions },
    );
    const [body] = opened.posted('fms/bill/search');
    expect(body).toMatchObject({
      page: 1,
      size: 50,
      criteria: { customerId: C1, status: [0, 10], billNo: 'BL26', cancelled: true },
    });
    const table = byTestId('bill-table')!;
    expect(table.textContent).toContain('BL260100001');
    expect(table.textContent).toContain('2026-01-01 – 2026-01-31');
    expect(table.textContent).toContain('Partly paid');
    const cells = [...table.querySelectorAll('td')].filter((td) => td.textContent === '135.00');
    expect(cells[0]?.outerHTML).toMatch(/right/);
    await act(async () => byTestId('bill-tab-open')!.click());
    await settle();
    expect(opened.search()).not.toContain('tab=cancelled');
    expect(opened.posted('fms/bill/search').at(-1)?.criteria).not.toHaveProperty('cancelled');
  }, 30_000);

  it('the make dialog shows the preview of the period and makes the bill with a request key', async () => {
    opened = await openAt(`/fms/statement-bill?customerId=${C1}`, <StatementBillPage />, answer, {
      permissions,
    });
    await act(async () => byTestId('bill-make')!.click());
    await settle();
    await settle();
    const [preview] = opened.posted('fms/statementBill/preview');
    expect(preview).toMatchObject({ customerId: C1 });
    expect(String(preview!.from)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(String(preview!.to)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(byTestId('bill-make-preview')!.textContent).toBe('Fees to bill: 3, total 185.00 RMB');
    await act(async () => byTestId('bill-make-ok')!.click());
    await settle();
    const made = opened.posted('fms/statementBill/make');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ customerId: C1, from: preview!.from, to: preview!.to });
    expect(String(made[0]!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(byTestId('bill-make-form')).toBeNull();
  }, 30_000);

  it('the detail drawer shows the figures, fees, groupings and the bill’s write-offs', async () => {
    opened = await openAt('/fms/statement-bill', <StatementBillPage />, answer, { permissions });
    await act(async () => byTestId('bill-detail-BL260100001')!.click());
    await settle();
    await settle();
    expect(byTestId('bill-detail-figures')!.textContent).toContain('135.00 RMB');
    expect(byTestId('bill-detail-fees')!.textContent).toContain('15.00 USD');
    expect(opened.posted('fms/writeOff/search')[0]).toMatchObject({ criteria: { billId: billRow().id } });
  }, 30_000);

  it('cancels only after the confirmation, and a refusal leaves the bill listed', async () => {
    opened = await openAt('/fms/statement-bill', <StatementBillPage />, answer, { permissions });
    await act(async () => byTestId('bill-cancel-BL260100001')!.click());
    await settle();
    expect(opened.posted('fms/statementBill/cancel')).toEqual([]);
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/statementBill/cancel')).toEqual([{ id: billRow().id }]);
    expect(document.body.textContent).not.toContain('The bill is cancelled');
    expect(byTestId('bill-table')!.textContent).toContain('BL260100001');
  }, 30_000);
});
