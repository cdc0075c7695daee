import { ENTITIES } from './entities/index.ts';

/**
 * Permission codes (`module/path:action`, spec §6). Route keys come from the spec's route table;
 * action codes sit under their screen. The tree drives the role grant screen and the admin seed.
 */
export type PermissionNode = { code: string; children?: readonly PermissionNode[] };

const actions = (screen: string, names: readonly string[]): PermissionNode[] =>
  names.map((a) => ({ code: `${screen}:${a}` }));

export const Permission = {
  roleList: 'oa/org/roleList',
  roleInsert: 'oa/org/roleList:insert',
  roleUpdate: 'oa/org/roleList:update',
  roleCopy: 'oa/org/roleList:copy',
  roleDelete: 'oa/org/roleList:delete',
  roleGrant: 'oa/org/roleList:grant',
  employeeList: 'oa/employeeList',
  employeeUpdateRole: 'oa/employeeList:updateRole',
  employeeResetPassword: 'oa/employeeList:resetPassword',
  employeeAuthDevice: 'oa/employeeList:authDevice',
  systemSetting: 'setting/system',
  systemSettingUpdate: 'setting/system:update',
  dictionary: 'setting/dictionary',
  dictionaryUpdate: 'setting/dictionary:update',
  clientErrorLog: 'setting/clientErrorLog',
  businessLog: 'setting/businessLog',
  // route keys of the spec's route table
  ecomOrder: 'ecom/order',
  declareManage: 'addService/declareManage',
  policyManage: 'addService/policyManage',
  queryPrice: 'fms/price/queryPrice',
  priceQuote: 'fms/priceQuote',
  balanceFlow: 'fms/balanceFlow',
  customerBill: 'fms/bill/customer',
  payRecord: 'fms/payRecord',
  balance: 'fms/balance',
  point: 'fms/point',
  ecomAuth: 'setting/ecom-auth',
  lmsWaybillList: 'lms/waybill/list',
  // freight waybill actions (lms/waybill/list:…)
  lmsWaybillOrder: 'lms/waybill/list:order',
  lmsWaybillDelete: 'lms/waybill/list:delete',
  lmsWaybillConfirm: 'lms/waybill/list:confirm',
  lmsWaybillReceive: 'lms/waybill/list:receive',
  lmsWaybillOperate: 'lms/waybill/list:operate',
  lmsWaybillFlag: 'lms/waybill/list:flag',
  lmsWaybillTrack: 'lms/waybill/list:track',
  lmsWaybillFile: 'lms/waybill/list:file',
  lmsWeightConfirm: 'lms/weightConfirm',
  lmsUploadCenter: 'lms/uploadCenter',
  lmsUpdateWaybill: 'lms/updateWaybill',
  lmsPickUpTask: 'lms/pickUpTask',
  lmsPickUpTaskInsert: 'lms/pickUpTask:insert',
  lmsPickUpTaskCancel: 'lms/pickUpTask:cancel',
  // waybill list extras, scanning, documents and tools (issue 4)
  lmsWaybillExport: 'lms/waybill/list:export',
  lmsWaybillImport: 'lms/waybill/list:import',
  lmsWaybillPrint: 'lms/waybill/list:print',
  lmsScanRecord: 'lms/scanRecord',
  lmsPackage: 'lms/package',
  lmsPackageUpdate: 'lms/package:update',
  lmsPackagePrint: 'lms/package:print',
  lmsMakeDocument: 'lms/makeDocument',
  lmsDocumentAudit: 'lms/documentAudit',
  printCenter: 'tools/printCenter',
  trackQuery: 'tools/track',
  pdsOrder: 'pds/waybill/order',
  pdsBatchOrder: 'pds/waybill/batchOrder',
  pdsWaybillList: 'pds/waybill/list',
  pdsEndShipManifest: 'pds/endShipManifest',
  // commodity edit (spec §6)
  lmsServiceWaybillUpdate: 'lms/service/waybill/list:update',
  fmsWaybillUpdate: 'fms/waybill:update',
  customerFeeDetailOneUpdate: 'fms/customerFee/lmsFee:detailOneUpdate',
  agentFeeDetailOneUpdate: 'fms/agentFee/lmsFee:detailOneUpdate',
  // fee lists (issue 5): the LMS customer / agent fee screens with export and check
  customerFeeList: 'fms/customerFee/lmsFee',
  customerFeeExport: 'fms/customerFee/lmsFee:export',
  customerFeeCheck: 'fms/customerFee/lmsFee:check',
  agentFeeList: 'fms/agentFee/lmsFee',
  agentFeeExport: 'fms/agentFee/lmsFee:export',
  agentFeeCheck: 'fms/agentFee/lmsFee:check',
  // price tables (issue 5): list screens per kind, actions `{list}:{insert|update|delete|import|export|batch}`
  customerPrice: 'fms/price/customerPrice',
  agentPrice: 'fms/price/agentPrice',
  salesPrice: 'fms/price/salesPrice',
  // waybill fees (issue 5): calculation actions and the profit summary, staff only
  lmsFeeRecalculate: 'fms/lmsFee:recalculate',
  lmsFeeInsert: 'fms/lmsFee:insert',
  lmsFeeSupplement: 'fms/lmsFee:supplement',
  lmsFeeDelete: 'fms/lmsFee:delete',
  lmsFeeSplit: 'fms/lmsFee:split',
  lmsFeeProfit: 'fms/lmsFee:profit',
} as const;

/** Actions on waybill fees (`fms/lmsFee:{action}`). */
export const LMS_FEE_ACTIONS = ['recalculate', 'insert', 'supplement', 'delete', 'split', 'profit'] as const;

/** Actions of the price lists (batch = batch expire / adjust; save-as needs insert). */
export const PRICE_LIST_ACTIONS = ['insert', 'update', 'delete', 'import', 'export', 'batch'] as const;
export type PermissionCode = (typeof Permission)[keyof typeof Permission];

/** Any of these allows editing commodities (spec §6). */
export const COMMODITY_EDIT_PERMISSIONS = [
  Permission.lmsServiceWaybillUpdate,
  Permission.fmsWaybillUpdate,
  Permission.customerFeeDetailOneUpdate,
  Permission.agentFeeDetailOneUpdate,
] as const;

/**
 * Actions of the freight waybill list: order, delete (before receive), confirm (the customer's
 * confirmations: waybill, pick-up, charge weight), receive (weigh and measure), operate (the other
 * status changes: scans and carrier events), flag (delay, detain, locks, issue), track (append
 * track rows), file (waybill files).
 */
export const WAYBILL_LIST_ACTIONS = [
  'order',
  'export',
  'import',
  'print',
  'delete',
  'confirm',
  'receive',
  'operate',
  'flag',
  'track',
  'file',
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
