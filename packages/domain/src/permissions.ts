import {
  ACCOUNT_FLOW_PERMISSION_CODES,
  ACCOUNT_FLOW_PERMISSION_LABELS,
} from './fms/account-flow/account-flow.permissions.ts';
import {
  AGENT_BILL_ACTIONS,
  AGENT_BILL_PERMISSION_CODES,
  AGENT_BILL_PERMISSION_LABELS,
} from './fms/agent-bill/agent-bill.permissions.ts';
import {
  AGENT_RECONCILE_ACTIONS,
  AGENT_RECONCILE_PERMISSION_CODES,
  AGENT_RECONCILE_PERMISSION_LABELS,
} from './fms/agent-reconcile/agent-reconcile.permissions.ts';
import { BALANCE_PERMISSION_CODES, BALANCE_PERMISSION_LABELS } from './fms/balance/balance.permissions.ts';
import {
  BANK_STATEMENT_ACTIONS,
  BANK_STATEMENT_PERMISSION_CODES,
  BANK_STATEMENT_PERMISSION_LABELS,
} from './fms/bank-statement/bank-statement.permissions.ts';
import {
  BANK_TRANSFER_ACTIONS,
  BANK_TRANSFER_PERMISSION_CODES,
  BANK_TRANSFER_PERMISSION_LABELS,
} from './fms/bank-transfer/bank-transfer.permissions.ts';
import {
  BILL_PERMISSION_CODES,
  BILL_PERMISSION_LABELS,
  STATEMENT_BILL_ACTIONS,
} from './fms/bill/bill.permissions.ts';
import {
  BILL_AGE_PERMISSION_CODES,
  BILL_AGE_PERMISSION_LABELS,
} from './fms/bill-age/bill-age.permissions.ts';
import {
  CHARGE_BILL_ACTIONS,
  CHARGE_BILL_PERMISSION_CODES,
  CHARGE_BILL_PERMISSION_LABELS,
  CHARGE_CLAIM_ACTIONS,
} from './fms/charge-bill/charge-bill.permissions.ts';
import { FEE_PERMISSION_CODES, LMS_FEE_ACTIONS } from './fms/fee/fee.permissions.ts';
import {
  INCOME_EXPENSE_ACTIONS,
  INCOME_EXPENSE_PERMISSION_CODES,
  INCOME_EXPENSE_PERMISSION_LABELS,
} from './fms/income-expense/income-expense.permissions.ts';
import {
  INVOICE_ACTIONS,
  INVOICE_PERMISSION_CODES,
  INVOICE_PERMISSION_LABELS,
  RECEIVED_INVOICE_ACTIONS,
} from './fms/invoice/invoice.permissions.ts';
import {
  CARRY_OVER_ACTIONS,
  LOCK_RECORD_ACTIONS,
  LOCK_RECORD_PERMISSION_CODES,
  LOCK_RECORD_PERMISSION_LABELS,
} from './fms/lock-record/lock-record.permissions.ts';
import {
  PAYMENT_BILL_ACTIONS,
  PAYMENT_BILL_PERMISSION_CODES,
  PAYMENT_BILL_PERMISSION_LABELS,
} from './fms/payment-bill/payment-bill.permissions.ts';
import { POINT_ACTIONS, POINT_PERMISSION_CODES } from './fms/point/point.permissions.ts';
import { PRICE_LIST_ACTIONS, PRICE_PERMISSION_CODES } from './fms/price/price.permissions.ts';
import { PRICE_QUOTE_PERMISSION_CODES } from './fms/price-quote/price-quote.permissions.ts';
import {
  STATISTICS_PERMISSION_CODES,
  STATISTICS_PERMISSION_LABELS,
} from './fms/statistics/statistics.permissions.ts';
import { URGE_ACTIONS, URGE_PERMISSION_CODES, URGE_PERMISSION_LABELS } from './fms/urge/urge.permissions.ts';
import { WRITE_OFF_ACTIONS, WRITE_OFF_PERMISSION_CODES } from './fms/write-off/write-off.permissions.ts';
import {
  DELAY_ACTIONS,
  DELAY_PERMISSION_CODES,
  DELAY_PERMISSION_LABELS,
} from './lms/delay/delay.permissions.ts';
import {
  DETAIN_ACTIONS,
  DETAIN_PERMISSION_CODES,
  DETAIN_PERMISSION_LABELS,
} from './lms/detain/detain.permissions.ts';
import { DOCUMENT_PERMISSION_CODES } from './lms/document/document.permissions.ts';
import {
  ISSUE_ACTIONS,
  ISSUE_PERMISSION_CODES,
  ISSUE_PERMISSION_LABELS,
} from './lms/issue/issue.permissions.ts';
import { PACKAGE_PERMISSION_CODES } from './lms/package/package.permissions.ts';
import {
  RETURN_ACTIONS,
  RETURN_PERMISSION_CODES,
  RETURN_PERMISSION_LABELS,
} from './lms/return/return.permissions.ts';
import { SCAN_PERMISSION_CODES } from './lms/scan/scan-permissions.ts';
import { WAYBILL_LIST_ACTIONS, WAYBILL_PERMISSION_CODES } from './lms/waybill/waybill.permissions.ts';
import {
  ANNOUNCEMENT_ACTIONS,
  ANNOUNCEMENT_PERMISSION_CODES,
  ANNOUNCEMENT_PERMISSION_LABELS,
} from './oa/announcement/announcement.permissions.ts';
import { EMPLOYEE_PERMISSION_CODES } from './oa/employee/employee.permissions.ts';
import { ROLE_PERMISSION_CODES } from './oa/role/role.permissions.ts';
import type { Message } from './platform/messages/catalogue.ts';
import {
  WORK_ORDER_ACTION_CODES,
  WORK_ORDER_PERMISSION_CODES,
  WORK_ORDER_PERMISSION_LABELS,
  WORK_ORDER_TYPE_ACTION_CODES,
} from './platform/work-order/work-order.permissions.ts';

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
  // route keys of the spec's route table whose screens come with later issues
  ecomOrder: 'ecom/order',
  declareManage: 'addService/declareManage',
  policyManage: 'addService/policyManage',
  ecomAuth: 'setting/ecom-auth',
  pdsOrder: 'pds/waybill/order',
  pdsBatchOrder: 'pds/waybill/batchOrder',
  pdsWaybillList: 'pds/waybill/list',
  pdsEndShipManifest: 'pds/endShipManifest',
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
];

/**
 * The grant tree of the platform screens. A code is offered only when its screen is built (the
 * parcel, e-commerce, value-added and e-commerce authorisation screens come back with the issues
 * that build them: their codes stay in `Permission`).
 */
export const PERMISSION_TREE: readonly PermissionNode[] = [
  {
    code: 'oa',
    children: [
      {
        code: Permission.roleList,
        children: permissionActionNodes(Permission.roleList, ['insert', 'update', 'copy', 'delete', 'grant']),
      },
      {
        code: Permission.workOrder,
        children: permissionActionNodes(Permission.workOrder, WORK_ORDER_ACTION_CODES),
      },
      {
        code: Permission.workOrderType,
        children: permissionActionNodes(Permission.workOrderType, WORK_ORDER_TYPE_ACTION_CODES),
      },
      // the employee list (oa/employeeList) and its actions come from the employee entity
      {
        code: Permission.announcement,
        children: permissionActionNodes(Permission.announcement, ANNOUNCEMENT_ACTIONS),
      },
    ],
  },
  {
    code: 'setting',
    children: [
      {
        code: Permission.systemSetting,
        children: permissionActionNodes(Permission.systemSetting, ['update']),
      },
      { code: Permission.dictionary, children: permissionActionNodes(Permission.dictionary, ['update']) },
      { code: Permission.clientErrorLog },
      { code: Permission.businessLog },
    ],
  },
  {
    code: 'lms',
    children: [
      {
        code: Permission.lmsWaybillList,
        children: permissionActionNodes(Permission.lmsWaybillList, WAYBILL_LIST_ACTIONS),
      },
      { code: Permission.lmsWeightConfirm },
      { code: Permission.lmsUploadCenter },
      { code: Permission.lmsUpdateWaybill },
      {
        code: Permission.lmsPickUpTask,
        children: permissionActionNodes(Permission.lmsPickUpTask, ['insert', 'cancel']),
      },
      { code: Permission.lmsServiceWaybillUpdate },
      { code: Permission.lmsScanRecord },
      {
        code: Permission.lmsPackage,
        children: permissionActionNodes(Permission.lmsPackage, ['update', 'print']),
      },
      { code: Permission.lmsMakeDocument },
      { code: Permission.lmsDocumentAudit },
      // customer service: exceptions on waybills
      { code: Permission.lmsDetain, children: permissionActionNodes(Permission.lmsDetain, DETAIN_ACTIONS) },
      { code: Permission.lmsDelay, children: permissionActionNodes(Permission.lmsDelay, DELAY_ACTIONS) },
      { code: Permission.lmsIssue, children: permissionActionNodes(Permission.lmsIssue, ISSUE_ACTIONS) },
      {
        code: Permission.lmsCustomerReturn,
        children: permissionActionNodes(Permission.lmsCustomerReturn, RETURN_ACTIONS),
      },
      {
        code: Permission.lmsAgentReturn,
        children: permissionActionNodes(Permission.lmsAgentReturn, RETURN_ACTIONS),
      },
    ],
  },
  { code: 'tools', children: [{ code: Permission.printCenter }, { code: Permission.trackQuery }] },
  {
    code: 'price',
    children: [
      { code: Permission.queryPrice },
      { code: Permission.priceQuote, children: permissionActionNodes(Permission.priceQuote, ['insert']) },
      {
        code: Permission.customerPrice,
        children: permissionActionNodes(Permission.customerPrice, PRICE_LIST_ACTIONS),
      },
      {
        code: Permission.agentPrice,
        children: permissionActionNodes(Permission.agentPrice, PRICE_LIST_ACTIONS),
      },
      {
        code: Permission.salesPrice,
        children: permissionActionNodes(Permission.salesPrice, PRICE_LIST_ACTIONS),
      },
    ],
  },
  {
    code: 'fms',
    children: [
      { code: Permission.fmsWaybillUpdate },
      {
        code: Permission.customerFeeList,
        children: permissionActionNodes(Permission.customerFeeList, [
          'export',
          'check',
          'confirm',
          'detailOneUpdate',
        ]),
      },
      {
        code: Permission.agentFeeList,
        children: permissionActionNodes(Permission.agentFeeList, ['export', 'check', 'detailOneUpdate']),
      },
      { code: 'fms/lmsFee', children: permissionActionNodes('fms/lmsFee', LMS_FEE_ACTIONS) },
      {
        code: Permission.statementBill,
        children: permissionActionNodes(Permission.statementBill, STATEMENT_BILL_ACTIONS),
      },
      {
        code: Permission.chargeBill,
        children: permissionActionNodes(Permission.chargeBill, CHARGE_BILL_ACTIONS),
      },
      {
        code: Permission.chargeClaim,
        children: permissionActionNodes(Permission.chargeClaim, CHARGE_CLAIM_ACTIONS),
      },
      { code: Permission.writeOff, children: permissionActionNodes(Permission.writeOff, WRITE_OFF_ACTIONS) },
      { code: Permission.billAge },
      { code: Permission.urge, children: permissionActionNodes(Permission.urge, URGE_ACTIONS) },
      { code: Permission.balance },
      { code: Permission.balanceFlow },
      { code: Permission.customerLedger },
      {
        code: Permission.lockRecord,
        children: permissionActionNodes(Permission.lockRecord, LOCK_RECORD_ACTIONS),
      },
      {
        code: Permission.carryOver,
        children: permissionActionNodes(Permission.carryOver, CARRY_OVER_ACTIONS),
      },
      { code: Permission.point, children: permissionActionNodes(Permission.point, POINT_ACTIONS) },
      // the treasurer's cash
      { code: Permission.accountFlow },
      {
        code: Permission.bankTransfer,
        children: permissionActionNodes(Permission.bankTransfer, BANK_TRANSFER_ACTIONS),
      },
      {
        code: Permission.bankStatement,
        children: permissionActionNodes(Permission.bankStatement, BANK_STATEMENT_ACTIONS),
      },
      {
        code: Permission.operatingIncomeExpense,
        children: permissionActionNodes(Permission.operatingIncomeExpense, INCOME_EXPENSE_ACTIONS),
      },
      {
        code: Permission.nonOperatingIncomeExpense,
        children: permissionActionNodes(Permission.nonOperatingIncomeExpense, INCOME_EXPENSE_ACTIONS),
      },
      // agent settlement
      {
        code: Permission.agentBill,
        children: permissionActionNodes(Permission.agentBill, AGENT_BILL_ACTIONS),
      },
      { code: Permission.agentBillAge },
      { code: Permission.agentLedger },
      {
        code: Permission.paymentBill,
        children: permissionActionNodes(Permission.paymentBill, PAYMENT_BILL_ACTIONS),
      },
      { code: Permission.advancePayment },
      { code: Permission.invoice, children: permissionActionNodes(Permission.invoice, INVOICE_ACTIONS) },
      {
        code: Permission.receivedInvoice,
        children: permissionActionNodes(Permission.receivedInvoice, RECEIVED_INVOICE_ACTIONS),
      },
      // finance statistics
      { code: Permission.feeStatistics },
      { code: Permission.profitStatistics },
      { code: Permission.collectionStatistics },
      { code: Permission.nonOperatingStatistics },
      { code: Permission.fundStatistics },
      {
        code: Permission.agentReconcile,
        children: permissionActionNodes(Permission.agentReconcile, AGENT_RECONCILE_ACTIONS),
      },
      // the customer portal's finance routes
      { code: Permission.customerBill },
      { code: Permission.payRecord },
    ],
  },
];
