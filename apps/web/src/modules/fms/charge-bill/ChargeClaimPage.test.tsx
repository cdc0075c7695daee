import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ChargeClaimPage } from './ChargeClaimPage.tsx';
import { pick, wait } from './charge-test-kit.tsx';

/** Charge claim: only unclaimed receipts are asked for; the claim dialog sends the picked customer. */

const CHARGE = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const CUSTOMER = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const UNCLAIMED = {
  id: CHARGE,
  chargeNo: 'SK2601010003',
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
  unmatched: '0.00',
  status: 0,
  payTime: null,
  ownAccountId: null,
  certificateFileIds: [],
  remark: null,
  rejectReason: null,
  byCustomer: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByName: 'Tester',
  confirmTime: null,
  refunds: [],
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/chargeBill/search')) return { records: [UNCLAIMED], total: 1 };
  if (path.startsWith('customer/customer/autocomplete')) return [{ id: CUSTOMER, label: 'C001 Acme' }];
  if (path.startsWith('fms/chargeBill/claim')) return null;
  return [];
};

describe('ChargeClaimPage', () => {
  it('lists unclaimed receipts and claims one for the picked customer', async () => {
    opened = await openAt('/fms/charge-claim', <ChargeClaimPage />, answer, {
      permissions: ['fms/chargeClaim', 'fms/chargeClaim:claim'],
    });
    expect(opened.posted('fms/chargeBill/search').at(-1)).toMatchObject({ criteria: { unclaimed: true } });
    await act(async () => byTestId('charge-claim-SK2601010003')!.click());
    await wait(150);
    await act(async () => byTestId('charge-claim-ok')!.click());
    await wait(150);
    expect(document.body.textContent).toContain('Customer cannot be empty');
    expect(opened.posted('fms/chargeBill/claim')).toEqual([]);

    await pick('charge-claim-customer', 'C001 Acme');
    await act(async () => byTestId('charge-claim-ok')!.click());
    await settle();
    expect(opened.posted('fms/chargeBill/claim')).toEqual([{ id: CHARGE, customerId: CUSTOMER }]);
    expect(opened.posted('fms/chargeBill/search').length).toBeGreaterThan(1);
  }, 30_000);
});
