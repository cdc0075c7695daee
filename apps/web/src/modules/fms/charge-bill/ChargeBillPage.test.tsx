import type { ChargeRecord } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { setRequestUi } from '#web/shell/request/http.ts';
import { ChargeBillPage } from './ChargeBillPage.tsx';
import { wait } from './charge-test-kit.tsx';

/** Receipts: criteria in the URL, actions by status and grant, the server's refusal shown. */

const CUSTOMER = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FILE_ID = '7d4f8a52-3c1b-4e8a-9f0e-2b6d5c4a3e21';
const row = (over: Partial<ChargeRecord>): ChargeRecord => ({
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  chargeNo: 'SK2601010001',
  customerId: CUSTOMER,
  customerCode: 'C001',
  customerName: 'Acme',
  value: '100.00',
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
  ...over,
});
const REGISTERED = row({});
const CONFIRMED = row({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  chargeNo: 'SK2601010002',
  status: 10,
  settledValue: '720.00',
  settlementCurrency: 'CNY',
  rate: '7.2',
  unmatched: '620.00',
  refunded: '100.00',
  certificateFileIds: [FILE_ID],
  refunds: [
    {
      id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      value: '100.00',
      reason: 'overpaid',
      cancelled: false,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
});
const LOCKED = 'The month 2026-01 is locked';

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/chargeBill/search')) return { records: [REGISTERED, CONFIRMED], total: 2 };
  if (path.startsWith('common/file/detail'))
    return {
      id: FILE_ID,
      fileName: 'bank-slip.pdf',
      size: 1,
      contentType: 'application/pdf',
      isTemp: false,
      from: null,
      createBy: 'u2',
      createAt: '2026-01-01T00:00:00.000Z',
    };
  if (path.startsWith('fms/chargeBill/cancelRefund')) return null;
  if (path.startsWith('fms/chargeBill/confirm'))
    return new Response(JSON.stringify({ code: -1, msg: LOCKED, data: null }), {
      headers: { 'content-type': 'application/json' },
    });
  return [];
};
const ALL = [
  'fms/chargeBill',
  ...['register', 'confirm', 'reject', 'cancel', 'cancelConfirm', 'refund', 'cancelRefund'].map(
    (a) => `fms/chargeBill:${a}`,
  ),
];

describe('ChargeBillPage', () => {
  it('searches with the criteria of the address it is opened at', async () => {
    opened = await openAt(
      '/fms/charge-bill?status=0&status=10&chargeNo=SK26&payTime=2026-01-01..2026-01-31&page=2',
      <ChargeBillPage />,
      answer,
      { permissions: ALL },
    );
    const body = opened.posted('fms/chargeBill/search').at(-1)!;
    expect(body).toMatchObject({ page: 2, size: 20 });
    const criteria = body.criteria as Record<string, unknown>;
    expect(criteria.status).toEqual([0, 10]);
    expect(criteria.chargeNo).toBe('SK26');
    expect((criteria.payTime as string[]).map((d) => new Date(d).getTime())).toEqual([
      new Date('2026-01-01T00:00:00').getTime(),
      new Date('2026-01-31T23:59:59.999').getTime(),
    ]);
    expect(inputValue('charge-criteria-no')).toBe('SK26');
  }, 30_000);

  it('offers the actions of each status and shows the server’s refusal of a confirmation', async () => {
    opened = await openAt('/fms/charge-bill', <ChargeBillPage />, answer, { permissions: ALL });
    const notify = vi.fn();
    setRequestUi({ notify, alert: vi.fn(), confirm: vi.fn(async () => true), loginExpired: vi.fn() });
    expect(byTestId('charge-register')).not.toBeNull();
    for (const a of ['confirm', 'reject', 'cancel'])
      expect(byTestId(`charge-${a}-SK2601010001`)).not.toBeNull();
    expect(byTestId('charge-refund-SK2601010001')).toBeNull();
    for (const a of ['cancelConfirm', 'refund']) expect(byTestId(`charge-${a}-SK2601010002`)).not.toBeNull();
    expect(byTestId('charge-confirm-SK2601010002')).toBeNull();

    await act(async () => byTestId('charge-confirm-SK2601010001')!.click());
    await wait(150);
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    const [confirmBody] = opened.posted('fms/chargeBill/confirm');
    expect(confirmBody).toMatchObject({ id: REGISTERED.id });
    expect(String(confirmBody!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith({ title: LOCKED });

    // the confirmed receipt's row opens on its certificates and refunds; a live refund is cancelled
    const rows = [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')];
    const confirmedRow = rows.find((r) => r.textContent?.includes('SK2601010002'))!;
    await act(async () => confirmedRow.querySelector<HTMLElement>('.ant-table-row-expand-icon')!.click());
    await settle();
    expect(byTestId('charge-certificates-SK2601010002')!.textContent).toContain('bank-slip.pdf');
    await act(async () => byTestId(`charge-cancel-refund-${CONFIRMED.refunds[0]!.id}`)!.click());
    await wait(150);
    await act(async () =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="confirm-ok"]')].at(-1)!.click(),
    );
    await settle();
    expect(opened.posted('fms/chargeBill/cancelRefund')).toEqual([{ id: CONFIRMED.refunds[0]!.id }]);
  }, 30_000);
});
