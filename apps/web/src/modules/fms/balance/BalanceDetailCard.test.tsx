import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { BalanceDetailCard } from './BalanceDetailCard.tsx';
import type { BalanceDetail } from './balance-api.ts';

/** The balance detail card: the position in the settlement currency, credit control by name, warn tips. */

const CUSTOMER = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DETAIL: BalanceDetail = {
  customerId: CUSTOMER,
  currency: 'CNY',
  balance: '-120.50',
  unconfirmedCharges: '300.00',
  unbilledFees: '80.00',
  estimatedBalance: '99.50',
  creditLine: '1000.00',
  available: '1099.50',
  creditControl: 'block',
  warnTips: 'Pays late: call finance first',
};
const wait = () => act(async () => new Promise((r) => setTimeout(r, 80)));
let unmount: () => Promise<void>;
const asked: string[] = [];
beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

async function show(customerId: string | undefined, detail: BalanceDetail) {
  asked.length = 0;
  serveApi((path) => {
    asked.push(path);
    return path.startsWith('fms/balance/detail') ? detail : null;
  });
  unmount = await mount(
    <QueryClientProvider client={new QueryClient()}>
      <BalanceDetailCard customerId={customerId} />
    </QueryClientProvider>,
  );
  await wait();
}

const cell = (label: string) => {
  const th = [...document.querySelectorAll('.ant-descriptions-item-label')].find(
    (e) => e.textContent === label,
  );
  return th?.nextElementSibling?.textContent ?? null;
};

describe('BalanceDetailCard', () => {
  it('shows a customer’s balance, estimated balance, available and credit control with the warn tips', async () => {
    await show(CUSTOMER, DETAIL);
    expect(asked).toContain(`fms/balance/detail?customerId=${CUSTOMER}`);
    expect(cell('Balance')).toBe('-120.50 CNY');
    expect(cell('Unconfirmed receipts')).toBe('300.00 CNY');
    expect(cell('Unbilled fees')).toBe('80.00 CNY');
    expect(cell('Estimated balance')).toBe('99.50 CNY');
    expect(cell('Credit line')).toBe('1000.00 CNY');
    expect(cell('Available')).toBe('1099.50 CNY');
    expect(cell('Credit control')).toBe('Block');
    expect(byTestId('balance-warn-tips')!.textContent).toContain('Pays late: call finance first');
    // a negative balance is shown in red
    expect(byTestId('balance-detail')!.querySelector('.ant-typography-danger')!.textContent).toBe(
      '-120.50 CNY',
    );
  }, 30_000);

  it('asks for the signed-in customer’s own position without an id, and shows no empty tips', async () => {
    await show(undefined, { ...DETAIL, warnTips: null, creditControl: 'off' });
    expect(asked.filter((p) => p.startsWith('fms/balance/detail'))).toEqual(['fms/balance/detail']);
    expect(cell('Credit control')).toBe('Off');
    expect(byTestId('balance-warn-tips')).toBeNull();
  }, 30_000);
});
