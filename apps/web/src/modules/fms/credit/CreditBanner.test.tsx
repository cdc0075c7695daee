import { type CreditNotice, Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { CreditBanner } from './CreditBanner.tsx';

/** The customer's credit banner: arrears with the available balance, the warn tips, nothing otherwise. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const notice = (over: Partial<CreditNotice>): CreditNotice => ({
  customerId: 'c1',
  currency: 'RMB',
  available: '120.00',
  creditLine: '0.00',
  creditControl: 'warn',
  inArrears: false,
  warnTips: null,
  show: false,
  ...over,
});
const customer = { userType: 'customer' as const, permissions: [Permission.lmsWaybillList] };
let calls: string[] = [];
const serving = (answer: CreditNotice) => (path: string) => {
  calls.push(path);
  return path.startsWith('fms/credit/notice') ? answer : [];
};

describe('CreditBanner', () => {
  it('shows the arrears with the available balance and the warn tips to a customer user', async () => {
    const n = notice({
      inArrears: true,
      available: '-12.50',
      warnTips: 'Please pay the March bill',
      show: true,
    });
    opened = await openAt('/client/lms/waybill/list', <CreditBanner />, serving(n), customer);
    await until(() => byTestId('credit-banner') !== null);
    expect(byTestId('credit-banner-arrears')?.textContent).toContain('-12.50 RMB');
    expect(byTestId('credit-banner-arrears')?.textContent).toContain('in arrears');
    expect(byTestId('credit-banner-tips')?.textContent).toBe('Please pay the March bill');
  }, 30_000);

  it('shows only the warn tips when available is not below 0', async () => {
    opened = await openAt(
      '/client',
      <CreditBanner />,
      serving(notice({ warnTips: 'Mind the cut-off', show: true })),
      customer,
    );
    expect(byTestId('credit-banner-arrears')).toBeNull();
    expect(byTestId('credit-banner-tips')?.textContent).toBe('Mind the cut-off');
  }, 30_000);

  it('disappears when available ≥ 0 and there are no warn tips', async () => {
    calls = [];
    opened = await openAt('/client', <CreditBanner />, serving(notice({})), customer);
    await until(() => calls.some((p) => p.startsWith('fms/credit/notice')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(byTestId('credit-banner')).toBeNull();
  }, 30_000);

  it('is not shown to staff, and staff never read their own notice', async () => {
    calls = [];
    const n = notice({ inArrears: true, show: true });
    opened = await openAt('/', <CreditBanner />, serving(n), { permissions: [Permission.lmsWaybillList] });
    expect(byTestId('credit-banner')).toBeNull();
    expect(calls.some((p) => p.startsWith('fms/credit/notice'))).toBe(false);
  }, 30_000);
});
