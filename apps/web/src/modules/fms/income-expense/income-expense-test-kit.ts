import { ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';

/** Rows of the income-and-expense screens' tests: subjects of both kinds, cash accounts and entries. */

export { A_RMB, A_USD, ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';

export const S_RENT = '00000000-0000-4000-8000-0000000000b1';
export const S_SALE = '00000000-0000-4000-8000-0000000000b2';
export const S_OLD = '00000000-0000-4000-8000-0000000000b3';
export const S_FXGAIN = '00000000-0000-4000-8000-0000000000b4';
export const S_FINE = '00000000-0000-4000-8000-0000000000b5';

const subject = (id: string, code: string, name: string, kind: string, direction: string, over = {}) => ({
  id,
  code,
  name,
  kind,
  direction,
  firstCategory: 'General',
  isSystem: false,
  enabled: true,
  ...over,
});
/** Subjects as the subject search answers them (its criteria are not applied here). */
export const SUBJECTS = [
  subject(S_RENT, 'RENT', 'Office rent', 'operating', 'expense'),
  subject(S_SALE, 'SALE', 'Scrap sale', 'operating', 'income'),
  subject(S_OLD, 'OLD', 'Old subject', 'operating', 'expense', { enabled: false }),
  subject(S_FXGAIN, 'FXGAIN', 'Exchange gain', 'operating', 'income', { isSystem: true }),
  subject(S_FINE, 'FINE', 'Fine paid', 'nonOperating', 'expense'),
];
export const subjectsOf = (kind: string) => SUBJECTS.filter((s) => s.kind === kind);

export const entry = (over: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  code: 'SZ2601050001',
  kind: 'operating',
  direction: 'expense',
  subjectId: S_RENT,
  subjectCode: 'RENT',
  subjectName: 'Office rent',
  accountId: ACCOUNTS[0]!.accountId,
  accountName: 'ICBC Basic',
  currency: 'RMB',
  value: '3000.00',
  localValue: '3000.00',
  occurTime: '2026-01-05T08:00:00.000Z',
  counterparty: 'Landlord Ltd',
  counterpartyAccount: null,
  needInvoice: true,
  invoiceNo: 'INV-77',
  relatedNo: null,
  certificateFileIds: [],
  reimbursementUserName: null,
  remark: null,
  bySystem: false,
  cancelTime: null,
  createdByName: 'Treasurer',
  ...over,
});
