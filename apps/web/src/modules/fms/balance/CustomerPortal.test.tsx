import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { PayRecordPage } from '#web/modules/fms/charge-bill/PayRecordPage.tsx';
import { BalanceFlowPage } from './BalanceFlowPage.tsx';
import { CustomerBalancePage } from './CustomerBalancePage.tsx';

/** The customer portal's finance screens: own rows only, no customer picker, register only. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const DETAIL = {
  customerId: '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  currency: 'CNY',
  balance: '10.00',
  unconfirmedCharges: '0.00',
  unbilledFees: '0.00',
  estimatedBalance: '10.00',
  creditLine: '0.00',
  available: '10.00',
  creditControl: 'warn',
  warnTips: 'Please pay before the 5th',
};
const answer = (path: string) => {
  if (path.startsWith('fms/chargeBill/search') || path.startsWith('fms/balanceFlow/search'))
    return { records: [], total: 0 };
  if (path.startsWith('fms/balance/detail')) return DETAIL;
  return [];
};
const customer = {
  userType: 'customer' as const,
  permissions: ['fms/payRecord', 'fms/balance', 'fms/balanceFlow'],
};

describe('customer portal finance screens', () => {
  it('pay records: own receipts, a register button and no customer criterion or row action', async () => {
    opened = await openAt('/client/fms/pay-record?status=0', <PayRecordPage />, answer, customer);
    expect(opened.posted('fms/chargeBill/search').at(-1)).toMatchObject({ criteria: { status: [0] } });
    expect(byTestId('charge-criteria-customer')).toBeNull();
    expect(byTestId('charge-register')).not.toBeNull();
    expect(byTestId('pay-record-table')!.textContent).not.toContain('Actions');
    await opened.unmount();

    opened = await openAt('/client/fms/balance-flow?type=2', <BalanceFlowPage />, answer, customer);
    expect(opened.posted('fms/balanceFlow/search').at(-1)).toMatchObject({ criteria: { type: [2] } });
    expect(byTestId('balance-flow-customer')).toBeNull();
    await opened.unmount();

    opened = await openAt('/client/fms/balance', <CustomerBalancePage />, answer, customer);
    expect(byTestId('balance-warn-tips')!.textContent).toContain('Please pay before the 5th');
    expect(byTestId('balance-detail')!.textContent).toContain('10.00 CNY');
  }, 30_000);
});
