import { ENTITIES } from './entities/index.ts';
import { AGENT_BILL_ACTIONS } from './fms/agent-bill/agent-bill.permissions.ts';
import { AGENT_RECONCILE_ACTIONS } from './fms/agent-reconcile/agent-reconcile.permissions.ts';
import { BANK_STATEMENT_ACTIONS } from './fms/bank-statement/bank-statement.permissions.ts';
import { BANK_TRANSFER_ACTIONS } from './fms/bank-transfer/bank-transfer.permissions.ts';
import { STATEMENT_BILL_ACTIONS } from './fms/bill/bill.permissions.ts';
import { CHARGE_BILL_ACTIONS, CHARGE_CLAIM_ACTIONS } from './fms/charge-bill/charge-bill.permissions.ts';
import { LMS_FEE_ACTIONS } from './fms/fee/fee.permissions.ts';
import { INCOME_EXPENSE_ACTIONS } from './fms/income-expense/income-expense.permissions.ts';
import { INVOICE_ACTIONS, RECEIVED_INVOICE_ACTIONS } from './fms/invoice/invoice.permissions.ts';
import { CARRY_OVER_ACTIONS, LOCK_RECORD_ACTIONS } from './fms/lock-record/lock-record.permissions.ts';
import { PAYMENT_BILL_ACTIONS } from './fms/payment-bill/payment-bill.permissions.ts';
import { PDS_FEE_ACTIONS } from './fms/pds-fee/pds-fee.permissions.ts';
import { POINT_ACTIONS } from './fms/point/point.permissions.ts';
import { PRICE_LIST_ACTIONS } from './fms/price/price.permissions.ts';
import { URGE_ACTIONS } from './fms/urge/urge.permissions.ts';
import { WRITE_OFF_ACTIONS } from './fms/write-off/write-off.permissions.ts';
import { DELAY_ACTIONS } from './lms/delay/delay.permissions.ts';
import { DETAIN_ACTIONS } from './lms/detain/detain.permissions.ts';
import { ISSUE_ACTIONS } from './lms/issue/issue.permissions.ts';
import { RETURN_ACTIONS } from './lms/return/return.permissions.ts';
import { WAYBILL_LIST_ACTIONS } from './lms/waybill/waybill.permissions.ts';
import { ANNOUNCEMENT_ACTIONS } from './oa/announcement/announcement.permissions.ts';
import { PARCEL_LIST_ACTIONS } from './pds/parcel/parcel.permissions.ts';
import { Permission, type PermissionNode, permissionActionNodes } from './permissions.ts';
import {
  WORK_ORDER_ACTION_CODES,
  WORK_ORDER_TYPE_ACTION_CODES,
} from './platform/work-order/work-order.permissions.ts';

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
      { code: Permission.requestDetailLog },
      { code: Permission.limitMonitor },
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
  {
    // the parcel system: the codes of the screens built so far (manifest comes with its screen)
    code: 'pds',
    children: [
      { code: Permission.pdsOrder },
      { code: Permission.pdsBatchOrder },
      {
        code: Permission.pdsWaybillList,
        children: permissionActionNodes(Permission.pdsWaybillList, PARCEL_LIST_ACTIONS),
      },
      { code: Permission.pdsEndShipManifest },
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
      {
        code: Permission.pdsCustomerFeeList,
        children: permissionActionNodes(Permission.pdsCustomerFeeList, PDS_FEE_ACTIONS),
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

/**
 * The whole grant tree: the platform screens of `PERMISSION_TREE` with every entity's list and action
 * codes joined to their menu groups.
 */

/** Permission nodes of the entities: the list permission with one child per action, grouped by menu group. */
function entityPermissionNodes(): PermissionNode[] {
  const groups = new Map<string, PermissionNode[]>();
  for (const e of ENTITIES) {
    const list = groups.get(e.menuGroup) ?? [];
    list.push({
      code: e.permission,
      children: permissionActionNodes(e.permission, [...e.actions, ...(e.extraActions ?? [])]),
    });
    if (e.clientPermission) list.push({ code: e.clientPermission });
    groups.set(e.menuGroup, list);
  }
  return [...groups].map(([group, children]) => ({ code: group, children }));
}

/** The whole tree: platform screens plus every entity's list and action codes. */
export const FULL_PERMISSION_TREE: readonly PermissionNode[] = mergeGroups(
  PERMISSION_TREE,
  entityPermissionNodes(),
);

/** Top-level nodes of both lists, the entity groups joining a platform group of the same code (`oa`). */
function mergeGroups(
  platform: readonly PermissionNode[],
  entities: readonly PermissionNode[],
): PermissionNode[] {
  const merged = platform.map((node) => {
    const extra = entities.find((e) => e.code === node.code);
    return extra
      ? { code: node.code, children: [...(node.children ?? []), ...(extra.children ?? [])] }
      : node;
  });
  return [...merged, ...entities.filter((e) => !platform.some((p) => p.code === e.code))];
}

/** Every code in a permission tree, depth first (group nodes included). */
export function flattenPermissionTree(nodes: readonly PermissionNode[] = FULL_PERMISSION_TREE): string[] {
  return nodes.flatMap((n) => [n.code, ...flattenPermissionTree(n.children ?? [])]);
}
