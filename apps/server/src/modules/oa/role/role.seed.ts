import { flattenPermissionTree, type Language, Permission } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/db.ts';
import { role, rolePermission } from './role.schema.ts';

type Names = Record<Language, string>;
const n = (zh: string, en: string, vi: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });

const P = Permission;
/** Built-in roles: everything, customer service, and the default customer-side role. */
export const SEED_ROLES = [
  {
    code: 'admin',
    name: n('系统管理员', 'System administrator', 'Quản trị hệ thống'),
    userType: 'staff',
    remark: 'Every permission',
    permissions: flattenPermissionTree(),
  },
  {
    code: 'customerService',
    name: n('客服', 'Customer service', 'Chăm sóc khách hàng'),
    userType: 'staff',
    remark: 'Customer service: employees list and logistics screens',
    permissions: [
      'oa',
      P.employeeList,
      'lms',
      P.lmsWaybillList,
      P.lmsWaybillOrder,
      P.lmsWaybillDelete,
      P.lmsWaybillConfirm,
      P.lmsWaybillReceive,
      P.lmsWaybillOperate,
      P.lmsWaybillFlag,
      P.lmsWaybillTrack,
      P.lmsWaybillFile,
      P.lmsWeightConfirm,
      P.lmsUploadCenter,
      P.lmsUpdateWaybill,
      P.lmsPickUpTask,
      P.lmsPickUpTaskInsert,
      P.lmsPickUpTaskCancel,
      P.lmsServiceWaybillUpdate,
      P.lmsWaybillExport,
      P.lmsWaybillImport,
      P.lmsWaybillPrint,
      P.lmsScanRecord,
      P.lmsMakeDocument,
      P.lmsDocumentAudit,
      // customer service: exceptions on waybills
      P.lmsDetain,
      P.lmsDetainDetain,
      P.lmsDetainRelease,
      P.lmsDelay,
      P.lmsDelayDelay,
      P.lmsDelayCancel,
      P.lmsIssue,
      P.lmsIssueRaise,
      P.lmsIssueFollow,
      P.lmsIssueClose,
      P.lmsCustomerReturn,
      P.lmsCustomerReturnRegister,
      P.lmsCustomerReturnCancel,
      P.lmsAgentReturn,
      P.lmsAgentReturnRegister,
      P.lmsAgentReturnCancel,
      'tools',
      P.printCenter,
      P.trackQuery,
      // the service desk
      P.workOrder,
      P.workOrderInsert,
      P.workOrderAssign,
      P.workOrderReply,
      P.workOrderClose,
      P.workOrderReOpen,
      P.workOrderPending,
      P.workOrderExport,
      P.workOrderType,
      // parcels (PDS)
      'pds',
      P.pdsOrder,
      P.pdsBatchOrder,
      P.pdsWaybillList,
      P.pdsWaybillCancel,
      P.pdsWaybillPrint,
      P.pdsWaybillShipConfirm,
      P.pdsWaybillFile,
      P.pdsWaybillExport,
      P.pdsEndShipManifest,
    ],
  },
  {
    code: 'customerDefault',
    name: n('客户默认角色', 'Customer default role', 'Vai trò mặc định của khách hàng'),
    userType: 'customer',
    remark: 'Customer area',
    permissions: [
      P.lmsWaybillList,
      P.lmsWaybillOrder,
      P.lmsWaybillDelete,
      P.lmsWaybillConfirm,
      P.lmsWaybillFile,
      P.lmsWaybillExport,
      P.lmsWaybillImport,
      P.lmsWaybillPrint,
      P.lmsWeightConfirm,
      P.lmsUploadCenter,
      P.lmsPickUpTask,
      P.lmsPickUpTaskInsert,
      P.lmsPickUpTaskCancel,
      // batch update of the customer's own waybills not yet received
      P.lmsUpdateWaybill,
      'tools',
      P.printCenter,
      P.trackQuery,
      P.queryPrice,
      P.priceQuote,
      `${P.priceQuote}:insert`,
      // address books of the customer portal (customer-scoped entities)
      'setting/recipient',
      'setting/sender',
      'setting/notifier',
      // the customer's own webhooks (next to its API key)
      'setting/webhook',
      // the finance routes of the portal: own bills, receipts, balance and its flows, points
      P.customerBill,
      P.payRecord,
      P.balance,
      P.balanceFlow,
      P.point,
      // the customer's own work orders
      P.workOrder,
      P.workOrderInsert,
      P.workOrderReply,
      P.workOrderClose,
      P.workOrderReOpen,
      P.workOrderEvaluation,
      // the customer's own parcels (PDS)
      P.pdsOrder,
      P.pdsBatchOrder,
      P.pdsWaybillList,
      P.pdsWaybillCancel,
      P.pdsWaybillPrint,
      P.pdsWaybillFile,
      P.pdsWaybillExport,
    ],
  },
] as const;

/** The built-in roles with their grants (existing roles are kept); the admin role keeps every permission. */
export async function seedRoles(tx: Tx): Promise<void> {
  for (const r of SEED_ROLES) {
    const [created] = await tx
      .insert(role)
      .values({
        code: r.code,
        name: r.name['zh-CN'],
        nameEn: r.name['en-US'],
        nameVi: r.name['vi-VN'],
        userType: r.userType,
        remark: r.remark,
      })
      .onConflictDoNothing()
      .returning({ id: role.id });
    if (created) {
      await tx
        .insert(rolePermission)
        .values(r.permissions.map((permission) => ({ roleId: created.id, permission })));
    }
  }
  // including codes added by later releases
  const [admin] = await tx.select({ id: role.id }).from(role).where(eq(role.code, 'admin'));
  if (admin) {
    await tx
      .insert(rolePermission)
      .values(flattenPermissionTree().map((permission) => ({ roleId: admin.id, permission })))
      .onConflictDoNothing();
  }
}
