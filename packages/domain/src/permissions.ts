import {
  ACCOUNT_FLOW_PERMISSION_CODES,
  ACCOUNT_FLOW_PERMISSION_LABELS,
} from './fms/account-flow/account-flow.permissions.ts';
import {
  AGENT_BILL_PERMISSION_CODES,
  AGENT_BILL_PERMISSION_LABELS,
} from './fms/agent-bill/agent-bill.permissions.ts';
import {
  AGENT_RECONCILE_PERMISSION_CODES,
  AGENT_RECONCILE_PERMISSION_LABELS,
} from './fms/agent-reconcile/agent-reconcile.permissions.ts';
import { BALANCE_PERMISSION_CODES, BALANCE_PERMISSION_LABELS } from './fms/balance/balance.permissions.ts';
import {
  BANK_STATEMENT_PERMISSION_CODES,
  BANK_STATEMENT_PERMISSION_LABELS,
} from './fms/bank-statement/bank-statement.permissions.ts';
import {
  BANK_TRANSFER_PERMISSION_CODES,
  BANK_TRANSFER_PERMISSION_LABELS,
} from './fms/bank-transfer/bank-transfer.permissions.ts';
import { BILL_PERMISSION_CODES, BILL_PERMISSION_LABELS } from './fms/bill/bill.permissions.ts';
import {
  BILL_AGE_PERMISSION_CODES,
  BILL_AGE_PERMISSION_LABELS,
} from './fms/bill-age/bill-age.permissions.ts';
import {
  CHARGE_BILL_PERMISSION_CODES,
  CHARGE_BILL_PERMISSION_LABELS,
} from './fms/charge-bill/charge-bill.permissions.ts';
import { FEE_PERMISSION_CODES, LMS_FEE_ACTIONS } from './fms/fee/fee.permissions.ts';
import {
  INCOME_EXPENSE_PERMISSION_CODES,
  INCOME_EXPENSE_PERMISSION_LABELS,
} from './fms/income-expense/income-expense.permissions.ts';
import { INVOICE_PERMISSION_CODES, INVOICE_PERMISSION_LABELS } from './fms/invoice/invoice.permissions.ts';
import {
  CARRY_OVER_ACTIONS,
  LOCK_RECORD_PERMISSION_CODES,
  LOCK_RECORD_PERMISSION_LABELS,
} from './fms/lock-record/lock-record.permissions.ts';
import {
  PAYMENT_BILL_PERMISSION_CODES,
  PAYMENT_BILL_PERMISSION_LABELS,
} from './fms/payment-bill/payment-bill.permissions.ts';
import { PDS_FEE_PERMISSION_CODES, PDS_FEE_PERMISSION_LABELS } from './fms/pds-fee/pds-fee.permissions.ts';
import { POINT_PERMISSION_CODES } from './fms/point/point.permissions.ts';
import { PRICE_LIST_ACTIONS, PRICE_PERMISSION_CODES } from './fms/price/price.permissions.ts';
import { PRICE_QUOTE_PERMISSION_CODES } from './fms/price-quote/price-quote.permissions.ts';
import {
  STATISTICS_PERMISSION_CODES,
  STATISTICS_PERMISSION_LABELS,
} from './fms/statistics/statistics.permissions.ts';
import { URGE_PERMISSION_CODES, URGE_PERMISSION_LABELS } from './fms/urge/urge.permissions.ts';
import { WRITE_OFF_PERMISSION_CODES } from './fms/write-off/write-off.permissions.ts';
import { DELAY_PERMISSION_CODES, DELAY_PERMISSION_LABELS } from './lms/delay/delay.permissions.ts';
import { DETAIN_PERMISSION_CODES, DETAIN_PERMISSION_LABELS } from './lms/detain/detain.permissions.ts';
import { DOCUMENT_PERMISSION_CODES } from './lms/document/document.permissions.ts';
import { ISSUE_PERMISSION_CODES, ISSUE_PERMISSION_LABELS } from './lms/issue/issue.permissions.ts';
import { PACKAGE_PERMISSION_CODES } from './lms/package/package.permissions.ts';
import { RETURN_PERMISSION_CODES, RETURN_PERMISSION_LABELS } from './lms/return/return.permissions.ts';
import { SCAN_PERMISSION_CODES } from './lms/scan/scan-permissions.ts';
import { WAYBILL_LIST_ACTIONS, WAYBILL_PERMISSION_CODES } from './lms/waybill/waybill.permissions.ts';
import {
  ANNOUNCEMENT_PERMISSION_CODES,
  ANNOUNCEMENT_PERMISSION_LABELS,
} from './oa/announcement/announcement.permissions.ts';
import { EMPLOYEE_PERMISSION_CODES } from './oa/employee/employee.permissions.ts';
import { ROLE_PERMISSION_CODES } from './oa/role/role.permissions.ts';
import {
  PARCEL_API_ONLY_PERMISSIONS,
  PARCEL_PERMISSION_CODES,
  PARCEL_PERMISSION_LABELS,
} from './pds/parcel/parcel.permissions.ts';
import type { Message } from './platform/messages/catalogue.ts';
import {
  WORK_ORDER_PERMISSION_CODES,
  WORK_ORDER_PERMISSION_LABELS,
} from './platform/work-order/work-order.permissions.ts';
import { LIMIT_PERMISSION_CODES, LIMIT_PERMISSION_LABELS } from './settings/limit/limit.permissions.ts';

export { LMS_FEE_ACTIONS, PRICE_LIST_ACTIONS, WAYBILL_LIST_ACTIONS };

/**
 * Permission codes (`module/path:action`, spec §6). Route keys come from the spec's route table;
 * action codes sit under their screen. The tree drives the role grant screen and the admin seed.
 * Each module names its own codes (`<thing>.permissions.ts`); they are assembled here.
 */
export type PermissionNode = { code: string; children?: readonly PermissionNode[] };

/** The action nodes of a screen (`<screen>:<action>`). */
export const permissionActionNodes = (screen: string, names: readonly string[]): PermissionNode[] =>
  names.map((a) => ({ code: `${screen}:${a}` }));

/**
 * Every permission code by name: the modules' codes, one line per module, plus the codes of screens
 * that have no rules in this package (settings, pick-up, weight confirm, tools) and the route keys of
 * screens not built yet.
 */
export const Permission = {
  ...ROLE_PERMISSION_CODES,
  ...EMPLOYEE_PERMISSION_CODES,
  ...ANNOUNCEMENT_PERMISSION_CODES,
  systemSetting: 'setting/system',
  systemSettingUpdate: 'setting/system:update',
  dictionary: 'setting/dictionary',
  dictionaryUpdate: 'setting/dictionary:update',
  clientErrorLog: 'setting/clientErrorLog',
  businessLog: 'setting/businessLog',
  requestDetailLog: 'setting/requestDetailLog',
  ...LIMIT_PERMISSION_CODES,
  // route keys of the spec's route table whose screens come with later issues
  ecomOrder: 'ecom/order',
  declareManage: 'addService/declareManage',
  policyManage: 'addService/policyManage',
  ecomAuth: 'setting/ecom-auth',
  ...PARCEL_PERMISSION_CODES,
  ...WAYBILL_PERMISSION_CODES,
  ...SCAN_PERMISSION_CODES,
  ...PACKAGE_PERMISSION_CODES,
  ...DOCUMENT_PERMISSION_CODES,
  ...DETAIN_PERMISSION_CODES,
  ...DELAY_PERMISSION_CODES,
  ...ISSUE_PERMISSION_CODES,
  ...RETURN_PERMISSION_CODES,
  lmsWeightConfirm: 'lms/weightConfirm',
  lmsPickUpTask: 'lms/pickUpTask',
  lmsPickUpTaskInsert: 'lms/pickUpTask:insert',
  lmsPickUpTaskCancel: 'lms/pickUpTask:cancel',
  printCenter: 'tools/printCenter',
  trackQuery: 'tools/track',
  ...PRICE_PERMISSION_CODES,
  ...PRICE_QUOTE_PERMISSION_CODES,
  ...FEE_PERMISSION_CODES,
  ...PDS_FEE_PERMISSION_CODES,
  ...BALANCE_PERMISSION_CODES,
  ...BILL_PERMISSION_CODES,
  ...CHARGE_BILL_PERMISSION_CODES,
  ...WRITE_OFF_PERMISSION_CODES,
  ...LOCK_RECORD_PERMISSION_CODES,
  ...POINT_PERMISSION_CODES,
  ...BILL_AGE_PERMISSION_CODES,
  ...URGE_PERMISSION_CODES,
  ...ACCOUNT_FLOW_PERMISSION_CODES,
  ...BANK_TRANSFER_PERMISSION_CODES,
  ...BANK_STATEMENT_PERMISSION_CODES,
  ...INCOME_EXPENSE_PERMISSION_CODES,
  ...AGENT_BILL_PERMISSION_CODES,
  ...PAYMENT_BILL_PERMISSION_CODES,
  ...INVOICE_PERMISSION_CODES,
  ...STATISTICS_PERMISSION_CODES,
  ...AGENT_RECONCILE_PERMISSION_CODES,
  ...WORK_ORDER_PERMISSION_CODES,
} as const;

/**
 * Names of codes the grant tree shows where no entity, route or locale text names them, one line
 * per module (the web's grant tree reads them with `permissionLabels`).
 */
export const MODULE_PERMISSION_LABELS: Readonly<Record<string, Message>> = {
  ...BILL_PERMISSION_LABELS,
  ...CHARGE_BILL_PERMISSION_LABELS,
  ...BALANCE_PERMISSION_LABELS,
  ...BILL_AGE_PERMISSION_LABELS,
  ...URGE_PERMISSION_LABELS,
  ...LOCK_RECORD_PERMISSION_LABELS,
  ...ACCOUNT_FLOW_PERMISSION_LABELS,
  ...BANK_TRANSFER_PERMISSION_LABELS,
  ...BANK_STATEMENT_PERMISSION_LABELS,
  ...INCOME_EXPENSE_PERMISSION_LABELS,
  ...AGENT_BILL_PERMISSION_LABELS,
  ...PAYMENT_BILL_PERMISSION_LABELS,
  ...INVOICE_PERMISSION_LABELS,
  ...STATISTICS_PERMISSION_LABELS,
  ...AGENT_RECONCILE_PERMISSION_LABELS,
  ...WORK_ORDER_PERMISSION_LABELS,
  ...ANNOUNCEMENT_PERMISSION_LABELS,
  ...DETAIN_PERMISSION_LABELS,
  ...DELAY_PERMISSION_LABELS,
  ...ISSUE_PERMISSION_LABELS,
  ...RETURN_PERMISSION_LABELS,
  ...PARCEL_PERMISSION_LABELS,
  ...PDS_FEE_PERMISSION_LABELS,
  ...LIMIT_PERMISSION_LABELS,
};

export type PermissionCode = (typeof Permission)[keyof typeof Permission];

/** Any of these allows editing commodities (spec §6). */
export const COMMODITY_EDIT_PERMISSIONS = [
  Permission.lmsServiceWaybillUpdate,
  Permission.fmsWaybillUpdate,
  Permission.customerFeeDetailOneUpdate,
  Permission.agentFeeDetailOneUpdate,
] as const;

/**
 * Codes that guard API calls but have no screen of their own: functions used from another screen
 * (commodity edit and the fee actions of the waybill drawer) and settings changed through the API only.
 * Every other code of the tree names a built screen or an action of one (web test
 * `permission-screens.test.ts`); each of these guards an API route (server test
 * `permission-routes.test.ts`, COMMODITY_EDIT_PERMISSIONS checked in the waybill edit service).
 */
export const API_ONLY_PERMISSIONS: readonly string[] = [
  Permission.systemSettingUpdate,
  Permission.clientErrorLog,
  Permission.lmsServiceWaybillUpdate,
  Permission.fmsWaybillUpdate,
  ...LMS_FEE_ACTIONS.map((a) => `fms/lmsFee:${a}`),
  // carry-over is a button of the month-lock screen
  ...CARRY_OVER_ACTIONS.map((a) => `${LOCK_RECORD_PERMISSION_CODES.carryOver}:${a}`),
  // the parcel API (pds/pdsWaybill); its screens come with the parcel web part
  ...PARCEL_API_ONLY_PERMISSIONS,
];
