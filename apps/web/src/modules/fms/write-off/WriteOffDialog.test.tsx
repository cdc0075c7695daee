import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { StatementBillPage } from '#web/modules/fms/bill/BillListPage.tsx';
import { billRow } from '#web/modules/fms/bill/bill-test-rows.ts';

/** "Write off" from a bill: the unwritten amount at first and never more, the receipt source, a request key. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const bill = billRow();
const receipt = (id: string, chargeNo: string, unmatched: string) => ({
  id,
  chargeNo,
  customerId: bill.customerId,
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  value: '500.00',
  currency: 'RMB',
  settledValue: '500.00',
  settlementCurrency: 'RMB',
  rate: '1',
  writtenOff: '0.00',
  refunded: '0.00',
  unmatched,
  status: 10,
  payTime: null,
  ownAccountId: null,
  certificateFileIds: [],
  remark: null,
  rejectReason: null,
  byCustomer: false,
  createdAt: '2026-01-05T00:00:00.000Z',
  createdByName: null,
  confirmTime: '2026-01-05T00:00:00.000Z',
  refunds: [],
});
const R1 = '00000000-0000-4000-8000-0000000000a1';
const answer = (path: string) => {
  if (path.startsWith('fms/bill/search')) return { records: [bill], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/chargeBill/search'))
    return {
      records: [
        receipt(R1, 'SK2601050001', '80.00'),
        receipt('00000000-0000-4000-8000-0000000000a2', 'SK0', '0.00'),
      ],
      total: 2,
      page: 1,
      size: 200,
    };
  if (path.startsWith('fms/writeOff/make')) return { id: 'w1', code: 'WO2602010001' };
  return [];
};
const setAmount = async (text: string) => {
  const input = byTestId('write-off-value') as HTMLInputElement;
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.dispatchEvent(new Event('blur', { bubbles: true })));
  await settle();
};

describe('WriteOffDialog', () => {
  it('offers the unwritten amount, refuses more, and writes off from a chosen receipt with a request key', async () => {
    opened = await openAt('/fms/statement-bill', <StatementBillPage />, answer, {
      permissions: [Permission.statementBill, `${Permission.writeOff}:make`],
    });
    await act(async () => byTestId('bill-write-off-BL260100001')!.click());
    await settle();
    expect(inputValue('write-off-value')).toBe('135');
    const [search] = opened.posted('fms/chargeBill/search');
    expect(search).toMatchObject({ criteria: { customerId: bill.customerId, status: [10] } });

    await setAmount('200');
    await act(async () => byTestId('write-off-ok')!.click());
    await settle();
    expect(document.body.textContent).toContain('At most the unwritten amount 135.00');
    expect(opened.posted('fms/writeOff/make')).toEqual([]);

    await setAmount('60');
    const radio = byTestId('write-off-source-receipt')!;
    await act(async () => (radio.querySelector('input') ?? radio).click());
    await settle();
    const select = byTestId('write-off-receipt')!.closest('.ant-select') ?? byTestId('write-off-receipt')!;
    await act(async () => {
      select
        .querySelector('.ant-select-selector, .ant-select-content, input')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['SK2601050001 (unmatched 80.00 RMB)']);
    await act(async () => options[0]!.click());
    await settle();
    await act(async () => byTestId('write-off-ok')!.click());
    await settle();
    const made = opened.posted('fms/writeOff/make');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      customerId: bill.customerId,
      chargeId: R1,
      items: [{ billId: bill.id, value: '60' }],
    });
    expect(String(made[0]!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);
});
