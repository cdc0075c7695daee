import { BILL_TITLES } from './bill-labels.ts';

/** Permission codes of statement bills: the staff screen with its actions, and the customer route. */
export const BILL_PERMISSION_CODES = {
  statementBill: 'fms/statementBill',
  statementBillMake: 'fms/statementBill:make',
  statementBillCancel: 'fms/statementBill:cancel',
  statementBillRemark: 'fms/statementBill:remark',
  statementBillExport: 'fms/statementBill:export',
  customerBill: 'fms/bill/customer',
} as const;
export const STATEMENT_BILL_ACTIONS = ['make', 'cancel', 'remark', 'export'] as const;

/** Names of the codes in the grant tree: the screens' titles. */
export const BILL_PERMISSION_LABELS = {
  'fms/statementBill': BILL_TITLES.list,
  'fms/writeOff': BILL_TITLES.writeOffs,
};
