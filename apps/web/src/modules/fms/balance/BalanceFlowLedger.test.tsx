import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { BalanceFlowPage } from './BalanceFlowPage.tsx';
import { CustomerLedgerPage } from './CustomerLedgerPage.tsx';

/** Balance flow keeps its criteria in the URL; the customer ledger queries the period of its address. */

const CUSTOMER = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FLOW = {
  id: 'f1',
  customerId: CUSTOMER,
  customerCode: 'C001',
  type: 2,
  value: '100.00',
  balance: '-20.00',
  currency: 'CNY',
  relatedNo: 'SK2601010001',
  remark: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  createdByName: 'Tester',
};
const LEDGER = {
  customerId: CUSTOMER,
  currency: 'CNY',
  opening: '-120.00',
  billed: '300.00',
  billCancelled: '0.00',
  received: '400.00',
  receiptCancelled: '0.00',
  refunded: '50.00',
  refundCancelled: '0.00',
  writtenOff: '250.00',
  closing: '-70.00',
  rows: [FLOW],
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/balanceFlow/search')) return { records: [FLOW], total: 1 };
  if (path.startsWith('fms/customerLedger/search')) return LEDGER;
  if (path.startsWith('customer/customer/autocomplete')) return [{ id: CUSTOMER, label: 'C001 Acme' }];
  return [];
};

describe('balance flow and customer ledger', () => {
  it('searches the flows with the types, related number and page of the address', async () => {
    opened = await openAt(
      '/fms/balance-flow?type=2&type=6&relatedNo=SK26&page=3',
      <BalanceFlowPage />,
      answer,
      {
        permissions: ['fms/balanceFlow', 'fms/customerLedger'],
      },
    );
    expect(opened.posted('fms/balanceFlow/search').at(-1)).toMatchObject({
      page: 3,
      size: 50,
      criteria: { type: [2, 6], relatedNo: 'SK26' },
    });
    expect(inputValue('balance-flow-related-no')).toBe('SK26');
    expect(byTestId('balance-flow-table')!.textContent).toContain('Receipt');
  }, 30_000);

  it('shows the ledger of the customer and period in the address: opening, movements, closing, rows', async () => {
    opened = await openAt(
      `/fms/customer-ledger?customerId=${CUSTOMER}&period=2026-01-01..2026-01-31`,
      <CustomerLedgerPage />,
      answer,
    );
    const [body] = opened.posted('fms/customerLedger/search');
    expect(body!.customerId).toBe(CUSTOMER);
    expect(new Date(String(body!.from)).getTime()).toBe(new Date('2026-01-01T00:00:00').getTime());
    expect(new Date(String(body!.to)).getTime()).toBe(new Date('2026-02-01T00:00:00').getTime());
    const summary = byTestId('ledger-summary')!.textContent;
    expect(summary).toContain('Opening balance-120.00 CNY');
    expect(summary).toContain('Written off250.00 CNY');
    expect(summary).toContain('Closing balance-70.00 CNY');
    expect(byTestId('ledger-rows')!.textContent).toContain('SK2601010001');
  }, 30_000);
});
