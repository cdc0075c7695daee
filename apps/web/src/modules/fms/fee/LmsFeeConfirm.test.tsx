import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { AgentFeePage, CustomerFeePage } from './LmsFeePage.tsx';

/** Confirm / unconfirm on the fee list: customer fees only, with the permission, after a confirmation dialog. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const totals = { byCurrency: [], conversionTotal: '0.00' };
const ROW = {
  id: 'f1',
  waybillId: 'w1',
  waybillNo: 'FD1',
  customerNo: null,
  receiveTime: null,
  partyId: null,
  partyCode: null,
  partyName: null,
  subjectName: 'Freight',
  value: '100.00',
  currency: 'RMB',
  exchangeRate: '1',
  conversionValue: '100.00',
  formula: null,
  status: 0,
  isManual: false,
  isCheck: false,
  calErrorMsg: null,
  belongTime: null,
  billNo: null,
  createdAt: '2026-01-10T00:00:00.000Z',
};
const answer = (path: string) => {
  if (path.startsWith('fms/lmsFee/confirm')) return { updated: 1 };
  if (path.startsWith('fms/lmsFee/') && path.includes('/search'))
    return { records: [ROW], total: 1, page: 1, size: 50, totals };
  return [];
};
const permissions = [Permission.customerFeeList, Permission.agentFeeList, Permission.customerFeeConfirm];

describe('LmsFeePage confirm / unconfirm', () => {
  // the session (and its permissions) is loaded once per file: the list without the code is in LmsFeePage.test.tsx
  it('shows the buttons on the customer list only, not on the agent list', async () => {
    opened = await openAt('/fms/agent-fee/lms', <AgentFeePage />, answer, { permissions });
    expect(byTestId('lms-fee-confirm')).toBeNull();
    await opened.unmount();
    opened = await openAt('/fms/customer-fee/lms', <CustomerFeePage />, answer, { permissions });
    expect(byTestId('lms-fee-confirm')).not.toBeNull();
    expect(byTestId('lms-fee-unconfirm')).not.toBeNull();
  }, 30_000);

  it('confirms the selected rows after the dialog', async () => {
    opened = await openAt('/fms/customer-fee/lms', <CustomerFeePage />, answer, { permissions });
    const box = document.querySelector<HTMLInputElement>('tbody .ant-checkbox-input');
    await act(async () => box!.click());
    await settle();
    await act(async () => byTestId('lms-fee-confirm')!.click());
    await settle();
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/lmsFee/confirm')).toEqual([{ kind: 'customer', ids: ['f1'] }]);
  }, 30_000);
});
