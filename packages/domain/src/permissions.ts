import { ENTITIES } from './entities/index.ts';
import { FEE_PERMISSION_CODES, LMS_FEE_ACTIONS } from './fms/fee/fee.permissions.ts';
import { PRICE_LIST_ACTIONS, PRICE_PERMISSION_CODES } from './fms/price/price.permissions.ts';
import { PRICE_QUOTE_PERMISSION_CODES } from './fms/price-quote/price-quote.permissions.ts';
import { DOCUMENT_PERMISSION_CODES } from './lms/document/document.permissions.ts';
import { PACKAGE_PERMISSION_CODES } from './lms/package/package.permissions.ts';
import { SCAN_PERMISSION_CODES } from './lms/scan/scan-permissions.ts';
import { WAYBILL_LIST_ACTIONS, WAYBILL_PERMISSION_CODES } from './lms/waybill/waybill.permissions.ts';
import { EMPLOYEE_PERMISSION_CODES } from './oa/employee/employee.permissions.ts';
import { ROLE_PERMISSION_CODES } from './oa/role/role.permissions.ts';

export { LMS_FEE_ACTIONS, PRICE_LIST_ACTIONS, WAYBILL_LIST_ACTIONS };

/**
 * Permission codes (`module/path:action`, spec §6). Route keys come from the spec's route table;
 * action codes sit under their screen. The tree drives the role grant screen and the admin seed.
 * Each module names its own codes (`<thing>.permissions.ts`); they are assembled here.
 */
export type PermissionNode = { code: string; children?: readonly PermissionNode[] };

const actions = (screen: string, names: readonly string[]): PermissionNode[] =>
  names.map((a) => ({ code: `${screen}:${a}` }));

/**
 * Every permission code by name: the modules' codes, one line per module, plus the codes of screens
 * that have no rules in this package (settings, pick-up, weight confirm, tools) and the route keys of
 * screens not built yet.
 */
export const Permission = {
  ...ROLE_PERMISSION_CODES,
  ...EMPLOYEE_PERMISSION_CODES,
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
  balanceFlow: 'fms/balanceFlow',
  customerBill: 'fms/bill/customer',
  payRecord: 'fms/payRecord',
  balance: 'fms/balance',
  point: 'fms/point',
  ecomAuth: 'setting/ecom-auth',
  pdsOrder: 'pds/waybill/order',
  pdsBatchOrder: 'pds/waybill/batchOrder',
  pdsWaybillList: 'pds/waybill/list',
  pdsEndShipManifest: 'pds/endShipManifest',
  ...WAYBILL_PERMISSION_CODES,
  ...SCAN_PERMISSION_CODES,
  ...PACKAGE_PERMISSION_CODES,
  ...DOCUMENT_PERMISSION_CODES,
  lmsWeightConfirm: 'lms/weightConfirm',
  lmsPickUpTask: 'lms/pickUpTask',
  lmsPickUpTaskInsert: 'lms/pickUpTask:insert',
  lmsPickUpTaskCancel: 'lms/pickUpTask:cancel',
  printCenter: 'tools/printCenter',
  trackQuery: 'tools/track',
  ...PRICE_PERMISSION_CODES,
  ...PRICE_QUOTE_PERMISSION_CODES,
  ...FEE_PERMISSION_CODES,
} as const;

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
];

/**
 * The grant tree of the platform screens. A code is offered only when its screen is built (the
 * parcel, e-commerce, value-added, bill, balance, payment, point and e-commerce authorisation
 * screens come back with the issues that build them: their codes stay in `Permission`).
 */
export const PERMISSION_TREE: readonly PermissionNode[] = [
  {
    code: 'oa',
    children: [
      {
        code: Permission.roleList,
        children: actions(Permission.roleList, ['insert', 'update', 'copy', 'delete', 'grant']),
      },
      // the employee list (oa/employeeList) and its actions come from the employee entity
    ],
  },
  {
    code: 'setting',
    children: [
      { code: Permission.systemSetting, children: actions(Permission.systemSetting, ['update']) },
      { code: Permission.dictionary, children: actions(Permission.dictionary, ['update']) },
      { code: Permission.clientErrorLog },
      { code: Permission.businessLog },
    ],
  },
  {
    code: 'lms',
    children: [
      {
        code: Permission.lmsWaybillList,
        children: actions(Permission.lmsWaybillList, WAYBILL_LIST_ACTIONS),
      },
      { code: Permission.lmsWeightConfirm },
      { code: Permission.lmsUploadCenter },
      { code: Permission.lmsUpdateWaybill },
      { code: Permission.lmsPickUpTask, children: actions(Permission.lmsPickUpTask, ['insert', 'cancel']) },
      { code: Permission.lmsServiceWaybillUpdate },
      { code: Permission.lmsScanRecord },
      { code: Permission.lmsPackage, children: actions(Permission.lmsPackage, ['update', 'print']) },
      { code: Permission.lmsMakeDocument },
      { code: Permission.lmsDocumentAudit },
    ],
  },
  { code: 'tools', children: [{ code: Permission.printCenter }, { code: Permission.trackQuery }] },
  {
    code: 'price',
    children: [
      { code: Permission.queryPrice },
      { code: Permission.priceQuote, children: actions(Permission.priceQuote, ['insert']) },
      { code: Permission.customerPrice, children: actions(Permission.customerPrice, PRICE_LIST_ACTIONS) },
      { code: Permission.agentPrice, children: actions(Permission.agentPrice, PRICE_LIST_ACTIONS) },
      { code: Permission.salesPrice, children: actions(Permission.salesPrice, PRICE_LIST_ACTIONS) },
    ],
  },
  {
    code: 'fms',
    children: [
      { code: Permission.fmsWaybillUpdate },
      {
        code: Permission.customerFeeList,
        children: actions(Permission.customerFeeList, ['export', 'check', 'detailOneUpdate']),
      },
      {
        code: Permission.agentFeeList,
        children: actions(Permission.agentFeeList, ['export', 'check', 'detailOneUpdate']),
      },
      { code: 'fms/lmsFee', children: actions('fms/lmsFee', LMS_FEE_ACTIONS) },
    ],
  },
];

/** Permission nodes of the entities: the list permission with one child per action, grouped by menu group. */
function entityPermissionNodes(): PermissionNode[] {
  const groups = new Map<string, PermissionNode[]>();
  for (const e of ENTITIES) {
    const list = groups.get(e.menuGroup) ?? [];
    list.push({
      code: e.permission,
      children: actions(e.permission, [...e.actions, ...(e.extraActions ?? [])]),
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
