/** Rows of the bank-transfer screens' tests: cash accounts (as the balances answer them) and a transfer. */

export const A_RMB = '00000000-0000-4000-8000-0000000000a1';
export const A_USD = '00000000-0000-4000-8000-0000000000a2';
export const A_CASH = '00000000-0000-4000-8000-0000000000a3';
export const A_OFF = '00000000-0000-4000-8000-0000000000a4';

const account = (accountId: string, name: string, currency: string, enabled = true) => ({
  accountId,
  name,
  currency,
  enabled,
  opening: '0.00',
  in: '0.00',
  out: '0.00',
  closing: '5000.00',
  balance: '5000.00',
});
export const ACCOUNTS = [
  account(A_RMB, 'ICBC Basic', 'RMB'),
  account(A_USD, 'HSBC USD', 'USD'),
  account(A_CASH, 'Cash box', 'RMB'),
  account(A_OFF, 'Closed account', 'RMB', false),
];

export const transfer = (over: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  transferNo: 'ZZ2601050001',
  fromAccountId: A_RMB,
  fromAccountName: 'ICBC Basic',
  fromCurrency: 'RMB',
  value: '1000.00',
  toAccountId: A_USD,
  toAccountName: 'HSBC USD',
  toCurrency: 'USD',
  rate: '0.1400',
  bookRate: '0.1412',
  toValue: '140.00',
  exchangeGainLoss: '-12.50',
  transferTime: '2026-01-05T08:00:00.000Z',
  remark: null,
  cancelTime: null,
  createdByName: 'Treasurer',
  ...over,
});
