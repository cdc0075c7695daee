import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { A_RMB, ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';
import { PaymentBillPage } from './PaymentBillPage.tsx';
import { AGENT, payment } from './payment-test-kit.ts';

/** The payment bill list: criteria from the URL, actions by status and grant, approve and pay. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const applied = payment();
const paid = payment({
  id: '00000000-0000-4000-8000-0000000000f2',
  paymentNo: 'FK260100002',
  status: 20,
  paidValue: '500.00',
  value: '500.00',
  unpaidValue: '0.00',
  unmatched: '200.00',
  cashAccountName: 'ICBC Basic',
});
const answer = (path: string) => {
  if (path.startsWith('fms/paymentBill/search'))
    return { records: [applied, paid], total: 2, page: 1, size: 50 };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/paymentBill/pay'))
    return {
      id: applied.id,
      paymentNo: applied.paymentNo,
      writtenOff: '1280.00',
      unmatched: '0.00',
      exchangeGainLoss: '0.00',
    };
  return null;
};
const all = [
  Permission.paymentBill,
  `${Permission.paymentBill}:approve`,
  `${Permission.paymentBill}:pay`,
  `${Permission.paymentBill}:cancelPay`,
  `${Permission.paymentBill}:cancel`,
];

describe('PaymentBillPage', () => {
  it('searches by the URL, shows paid, unpaid and unmatched, offers actions by status, approves and pays', async () => {
    opened = await openAt(
      `/fms/payment-bill?agentId=${AGENT}&status=0&status=20&paymentNo=FK26`,
      <PaymentBillPage />,
      answer,
      {
        permissions: all,
      },
    );
    await until(() => Boolean(byTestId('payment-bill-table')?.textContent?.includes('FK260100002')));
    expect(opened.posted('fms/paymentBill/search')[0]).toMatchObject({
      criteria: { agentId: AGENT, status: [0, 20], paymentNo: 'FK26' },
    });
    const rows = [...byTestId('payment-bill-table')!.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows[0]!.textContent).toContain('1280.00 RMB');
    expect(rows[0]!.textContent).toContain('Applied');
    expect(rows[1]!.textContent).toContain('200.00');
    expect(rows[1]!.textContent).toContain('ICBC Basic');
    expect(byTestId('payment-approve-FK260100001')).not.toBeNull();
    expect(byTestId('payment-cancel-FK260100001')).not.toBeNull();
    expect(byTestId('payment-cancel-pay-FK260100001')).toBeNull();
    expect(byTestId('payment-cancel-pay-FK260100002')).not.toBeNull();
    expect(byTestId('payment-pay-FK260100002')).toBeNull();
    expect(byTestId('payment-match-FK260100002')).toBeNull(); // no match grant
    expect(byTestId('payment-bill-apply')).toBeNull(); // no apply grant

    await act(async () => byTestId('payment-approve-FK260100001')!.click());
    await settle();
    expect(document.body.textContent).toContain('Approve payment bill FK260100001?');
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/paymentBill/approve')).toEqual([{ id: applied.id }]);

    await act(async () => byTestId('payment-pay-FK260100001')!.click());
    await settle();
    const host = byTestId('payment-pay-account')!;
    const select = host.closest('.ant-select') ?? host;
    const trigger = select.querySelector('.ant-select-selector, .ant-select-content, input') ?? select;
    await act(async () => {
      trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    expect(options.map((o) => o.textContent).join()).not.toContain('HSBC USD'); // only the payment's currency
    await act(async () => options.find((o) => o.textContent?.startsWith('ICBC Basic'))!.click());
    await settle();
    await act(async () => byTestId('payment-pay-ok')!.click());
    await until(() => opened.posted('fms/paymentBill/pay').length === 1);
    const [sent] = opened.posted('fms/paymentBill/pay') as { requestKey: string }[];
    expect(sent).toMatchObject({ id: applied.id, cashAccountId: A_RMB });
    expect(sent!.requestKey.length).toBeGreaterThanOrEqual(8);
  }, 30_000);
});
