import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { ChargeBillPage } from './ChargeBillPage.tsx';
import { ChargeClaimPage } from './ChargeClaimPage.tsx';

/** A user holding only the screens (no action codes) sees the receipts without any action. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const record = (status: number, chargeNo: string) => ({
  id: `0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6${status ? 'f' : 'e'}`,
  chargeNo,
  customerId: null,
  customerCode: null,
  customerName: null,
  value: '50.00',
  currency: 'USD',
  settledValue: null,
  settlementCurrency: null,
  rate: null,
  writtenOff: '0.00',
  refunded: '0.00',
  unmatched: '50.00',
  status,
  payTime: null,
  ownAccountId: null,
  certificateFileIds: [],
  remark: null,
  rejectReason: null,
  byCustomer: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByName: null,
  confirmTime: null,
  refunds: [],
});
const answer = (path: string) =>
  path.startsWith('fms/chargeBill/search')
    ? { records: [record(0, 'SK1'), record(10, 'SK2')], total: 2 }
    : [];
const signedIn = { permissions: ['fms/chargeBill', 'fms/chargeClaim'] };

describe('receipt actions need their grants', () => {
  it('offers no register, confirm, refund or claim without the action codes', async () => {
    opened = await openAt('/fms/charge-bill', <ChargeBillPage />, answer, signedIn);
    expect(byTestId('charge-bill-table')!.textContent).toContain('SK1');
    expect(byTestId('charge-register')).toBeNull();
    expect(byTestId('charge-confirm-SK1')).toBeNull();
    expect(byTestId('charge-refund-SK2')).toBeNull();
    await opened.unmount();
    opened = await openAt('/fms/charge-claim', <ChargeClaimPage />, answer, signedIn);
    expect(byTestId('charge-claim-table')!.textContent).toContain('SK1');
    expect(byTestId('charge-claim-SK1')).toBeNull();
  }, 30_000);
});
