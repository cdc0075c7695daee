import { A_RMB, ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';

/** Answers of the bank-statement screens' tests: two lines (one unmatched, one booked) and the calls they make. */

const line = (row: number, value: string, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000b00${row}`,
  statementId: '00000000-0000-4000-8000-0000000000c1',
  row,
  accountId: A_RMB,
  accountName: 'ICBC Basic',
  currency: 'RMB',
  tradeTime: '2026-11-02T02:00:00.000Z',
  value,
  counterpartyName: 'Unknown Trading',
  counterpartyCard: null,
  summary: 'goods',
  bankRef: null,
  matchKind: null,
  matchNo: null,
  matchSource: null,
  ruleName: null,
  matchedAt: null,
  matchedByName: null,
  ...over,
});
export const lines = [
  line(2, '1880.00'),
  line(3, '-25.00', {
    matchKind: 'book',
    matchNo: 'SZ2611020001',
    matchSource: 'expense',
    ruleName: 'Bank charges',
  }),
];
export const answer = (path: string) => {
  if (path.startsWith('fms/accountFlow/statementLines'))
    return {
      records: lines,
      total: 2,
      page: 1,
      size: 50,
      totals: { in: '1880.00', out: '-25.00', matched: '-25.00', unmatched: '1880.00' },
    };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/accountFlow/claim')) return { chargeId: 'c', chargeNo: 'SK2611020001' };
  if (path.startsWith('fms/accountFlow/smartCategory'))
    return { matched: 1, booked: 0, claimed: 0, notFound: 0, unmatched: 1 };
  if (path.startsWith('common/file/upload')) return [{ id: '00000000-0000-4000-8000-0000000000f1' }];
  if (path.startsWith('fms/accountFlow/importPreview'))
    return {
      headers: ['Date', 'Amount'],
      sample: [['2026-11-02', '10']],
      mapping: {},
      remembered: false,
      rows: 1,
    };
  return null;
};
