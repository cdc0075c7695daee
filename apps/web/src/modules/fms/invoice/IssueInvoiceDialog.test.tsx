import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { StatementBillPage } from '#web/modules/fms/bill/BillListPage.tsx';
import { billRow } from '#web/modules/fms/bill/bill-test-rows.ts';
import { pick, typeInto } from '#web/modules/fms/charge-bill/charge-test-kit.tsx';
import { InvoiceListPage } from './InvoiceListPage.tsx';
import { sumMoney } from './IssueInvoiceDialog.tsx';

/** "Issue invoice" from the invoice list (a customer and its bills) and from the bill list (chosen bills); cancel with a reason. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const C1 = '00000000-0000-4000-8000-0000000000c1';
const B2 = '00000000-0000-4000-8000-000000000002';
const TITLE = `${C1}:0`;
const title = {
  title: 'Bright Trading Ltd',
  taxNo: 'TAX01',
  email: 'ap@bright.example',
  address: '',
  phone: '',
  bank: '',
  account: '',
};
const invoice = {
  id: '00000000-0000-4000-8000-0000000000e1',
  invoiceNo: 'FP2601200001',
  kind: 'customer',
  customerId: C1,
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  title,
  currency: 'RMB',
  amount: '185.00',
  taxRate: null,
  taxAmount: null,
  billCount: 1,
  status: 'issued',
  issueTime: '2026-01-20T02:00:00.000Z',
  sentTime: null,
  cancelTime: null,
  cancelReason: null,
  remark: null,
  createdByName: 'Admin',
};
const answer = (path: string) => {
  if (path.startsWith('fms/invoice/search')) return { records: [invoice], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/bill/search'))
    return {
      records: [billRow(), billRow({ id: B2, billNo: 'BL260100002', total: '100.50' })],
      total: 2,
      page: 1,
      size: 200,
    };
  if (path.startsWith('fms/invoice/titles')) return [{ id: TITLE, ...title }];
  if (path.startsWith('fms/invoice/issue'))
    return { id: 'i2', invoiceNo: 'FP2601200002', amount: '285.50', currency: 'RMB' };
  if (path.startsWith('fms/invoice/cancel')) return null;
  if (path.includes('autocomplete')) return [{ id: C1, label: 'C0001 Bright Trading' }];
  return [];
};
const GRANTED = [
  Permission.invoice,
  `${Permission.invoice}:issue`,
  `${Permission.invoice}:cancel`,
  Permission.statementBill,
];
const click = async (testId: string) => {
  await act(async () => byTestId(testId)!.click());
  await settle();
};

describe('IssueInvoiceDialog', () => {
  it('sums money exactly', () => {
    expect(sumMoney(['185.00', '100.5', '0.1', '-20.00'])).toBe('265.60');
  });

  it('from the invoice list: a customer, some of its open bills with their sum, one of its titles, a tax rate', async () => {
    opened = await openAt('/fms/invoice', <InvoiceListPage />, answer, { permissions: GRANTED });
    await until(() => byTestId('invoice-issue') !== null);
    await click('invoice-issue');
    await click('invoice-issue-ok');
    expect(opened.posted('fms/invoice/issue')).toEqual([]);
    await pick('invoice-issue-customer', 'C0001 Bright Trading');
    await until(() => opened.posted('fms/bill/search').length > 0);
    expect(opened.posted('fms/bill/search').at(-1)).toMatchObject({ criteria: { customerId: C1 } });
    await pick('invoice-issue-bills', 'BL260100001 · 185.00 RMB');
    await pick('invoice-issue-bills', 'BL260100002 · 100.50 RMB');
    expect(byTestId('invoice-issue-total')!.textContent).toContain('2 bills, 285.50 RMB in all');
    await pick('invoice-issue-title', 'Bright Trading Ltd (TAX01)');
    await typeInto('invoice-issue-tax-rate', '6');
    await click('invoice-issue-ok');
    await until(() => opened.posted('fms/invoice/issue').length === 1);
    expect(opened.posted('fms/invoice/issue')[0]).toEqual({
      billIds: [billRow().id, B2],
      invoiceTitleId: TITLE,
      taxRate: '6',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await until(() => document.body.textContent?.includes('Invoice FP2601200002 issued') ?? false);
  }, 30_000);

  it('from the bill list: the chosen bills, fixed; only the title to choose', async () => {
    opened = await openAt('/fms/statement-bill', <StatementBillPage />, answer, { permissions: GRANTED });
    await until(() => byTestId('bill-invoice') !== null);
    expect(byTestId('bill-invoice')!.hasAttribute('disabled')).toBe(true);
    const box = document.querySelector<HTMLInputElement>('.ant-table-row .ant-checkbox-input')!;
    await act(async () => box.click());
    await settle();
    await click('bill-invoice');
    expect(byTestId('invoice-issue-total')!.textContent).toContain('1 bills, 185.00 RMB in all');
    await pick('invoice-issue-title', 'Bright Trading Ltd (TAX01)');
    await click('invoice-issue-ok');
    await until(() => opened.posted('fms/invoice/issue').length === 1);
    expect(opened.posted('fms/invoice/issue')[0]).toMatchObject({
      billIds: [billRow().id],
      invoiceTitleId: TITLE,
    });
  }, 30_000);

  it('a cancel asks for the reason before it is sent', async () => {
    opened = await openAt('/fms/invoice?tab=issued', <InvoiceListPage />, answer, { permissions: GRANTED });
    await until(() => byTestId('invoice-cancel-FP2601200001') !== null);
    expect(opened.posted('fms/invoice/search').at(-1)).toMatchObject({ criteria: { status: 'issued' } });
    await click('invoice-cancel-FP2601200001');
    expect(document.body.textContent).toContain(
      'Cancel invoice FP2601200001? Its bills can be invoiced again.',
    );
    await click('invoice-cancel-ok');
    expect(opened.posted('fms/invoice/cancel')).toEqual([]);
    await typeInto('invoice-cancel-reason', 'Wrong title');
    await click('invoice-cancel-ok');
    await until(() => opened.posted('fms/invoice/cancel').length === 1);
    expect(opened.posted('fms/invoice/cancel')[0]).toEqual({ id: invoice.id, reason: 'Wrong title' });
  }, 30_000);
});
