import { Permission } from '@freightdesk/domain';
import dayjs from 'dayjs';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { pick, typeInto, uploadInDialog, wait } from '#web/modules/fms/charge-bill/charge-test-kit.tsx';
import { ReceivedInvoicePage } from './ReceivedInvoicePage.tsx';

/** Received invoices: criteria and tab from the URL, the record dialog's parts and amount, cancel after confirming. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const A1 = '00000000-0000-4000-8000-0000000000a1';
const B1 = '00000000-0000-4000-8000-0000000000b1';
const B2 = '00000000-0000-4000-8000-0000000000b2';
const FILE_ID = '00000000-0000-4000-8000-0000000000f1';
const row = {
  id: '00000000-0000-4000-8000-0000000000e1',
  invoiceNo: 'SZH-0087',
  agentId: A1,
  agentCode: 'SZHEAD',
  agentName: 'Shenzhen Head Haul',
  invoiceDate: '2026-02-15',
  currency: 'RMB',
  amount: '2240.50',
  taxRate: '6.00',
  taxAmount: '126.82',
  billCount: 1,
  fileIds: [],
  status: 'received',
  createdAt: '2026-02-16T02:00:00.000Z',
  cancelTime: null,
  remark: null,
  createdByName: 'Admin',
};
const openBill = (billId: string, billNo: string, total: string, invoiced: string, left: string) => ({
  billId,
  billNo,
  billTime: '2026-02-01T02:00:00.000Z',
  currency: 'RMB',
  total,
  invoiced,
  left,
});
const answer = (path: string) => {
  if (path.startsWith('fms/receivedInvoice/search')) return { records: [row], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/receivedInvoice/bills'))
    return [
      openBill(B1, 'AB260200001', '300.00', '0.00', '300.00'),
      openBill(B2, 'AB260200002', '200.00', '150.00', '50.00'),
    ];
  if (path.startsWith('fms/receivedInvoice/record')) return { id: 'r2', currency: 'RMB' };
  if (path.startsWith('fms/receivedInvoice/cancel')) return null;
  if (path.startsWith('common/file/upload'))
    return [
      {
        id: FILE_ID,
        fileName: 'invoice.png',
        size: 1,
        contentType: 'image/png',
        isTemp: true,
        from: null,
        createBy: 'u1',
        createAt: '2026-01-01T00:00:00.000Z',
      },
    ];
  if (path.includes('autocomplete')) return [{ id: A1, label: 'SZHEAD Shenzhen Head Haul' }];
  return [];
};
const GRANTED = [
  Permission.receivedInvoice,
  `${Permission.receivedInvoice}:record`,
  `${Permission.receivedInvoice}:cancel`,
];
const click = async (testId: string) => {
  await act(async () => byTestId(testId)!.click());
  await settle();
};

describe('ReceivedInvoicePage', () => {
  it('posts the criteria and tab kept in the URL and lists the invoices with their agent', async () => {
    opened = await openAt(
      `/fms/received-invoice?agentId=${A1}&invoiceNo=SZH&billNo=AB26&invoiceDate=2026-02-01..2026-02-28&tab=received`,
      <ReceivedInvoicePage />,
      answer,
      { permissions: GRANTED },
    );
    await until(() => opened.posted('fms/receivedInvoice/search').length > 0);
    expect(opened.posted('fms/receivedInvoice/search').at(-1)).toMatchObject({
      page: 1,
      size: 50,
      criteria: {
        agentId: A1,
        invoiceNo: 'SZH',
        billNo: 'AB26',
        invoiceDate: ['2026-02-01', '2026-02-28'],
        status: 'received',
      },
    });
    const table = byTestId('received-invoice-table')!;
    expect(table.textContent).toContain('SZHEAD Shenzhen Head Haul');
    expect(table.textContent).toContain('2240.50');
    expect(table.textContent).toContain('Received');
  }, 30_000);

  it('records an invoice: the parts start at what is left, the amount follows them, files and a request key', async () => {
    opened = await openAt('/fms/received-invoice', <ReceivedInvoicePage />, answer, { permissions: GRANTED });
    await until(() => byTestId('received-invoice-record') !== null);
    await click('received-invoice-record');
    await pick('received-invoice-agent', 'SZHEAD Shenzhen Head Haul');
    await wait(150);
    await pick('received-invoice-bills', 'AB260200001 · total 300.00, 300.00 RMB left');
    await pick('received-invoice-bills', 'AB260200002 · total 200.00, 50.00 RMB left');
    expect(byTestId('received-invoice-parts-total')!.textContent).toContain('The parts add up to 350.00 RMB');
    await typeInto('received-invoice-part-AB260200001', '120');
    expect(byTestId('received-invoice-parts-total')!.textContent).toContain('The parts add up to 170.00 RMB');
    await typeInto('received-invoice-no', ' SZH-0200 ');
    await typeInto('received-invoice-tax-rate', '6');
    await act(async () => byTestId('received-invoice-files-upload')!.click());
    await wait();
    await uploadInDialog(['invoice.png']);
    await click('received-invoice-ok');
    await until(() => opened.posted('fms/receivedInvoice/record').length === 1);
    expect(opened.posted('fms/receivedInvoice/record')[0]).toEqual({
      agentId: A1,
      invoiceNo: 'SZH-0200',
      invoiceDate: dayjs().format('YYYY-MM-DD'),
      amount: '170.00',
      bills: [
        { billId: B1, value: '120' },
        { billId: B2, value: '50.00' },
      ],
      fileIds: [FILE_ID],
      taxRate: '6',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await until(() => document.body.textContent?.includes('Invoice SZH-0200 recorded') ?? false);
  }, 30_000);

  it('cancels only after the confirmation', async () => {
    opened = await openAt('/fms/received-invoice', <ReceivedInvoicePage />, answer, { permissions: GRANTED });
    await until(() => byTestId('received-invoice-cancel-SZH-0087') !== null);
    await click('received-invoice-cancel-SZH-0087');
    expect(document.body.textContent).toContain('Cancel received invoice SZH-0087?');
    expect(opened.posted('fms/receivedInvoice/cancel')).toEqual([]);
    await click('confirm-ok');
    await until(() => opened.posted('fms/receivedInvoice/cancel').length === 1);
    expect(opened.posted('fms/receivedInvoice/cancel')[0]).toEqual({ id: row.id });
  }, 30_000);
});
