import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { permissionScope } from '#platform/permissions/permission-scope.schema.ts';

/** Two demo data scopes: a team of employees and a set of key customers. */
export async function seedCompanyScopes(tx: Tx, company: DemoCompany): Promise<void> {
  await tx.insert(permissionScope).values([
    {
      code: 'serviceTeam',
      type: 'specifiedEmployee',
      name: { 'zh-CN': '客服组', 'en-US': 'Service team', 'vi-VN': 'Nhóm chăm sóc khách hàng' },
      config: { userIds: [company.id('user', 'service'), company.id('user', 'ops01')] },
    },
    {
      code: 'keyAccounts',
      type: 'customer',
      name: { 'zh-CN': '重点客户', 'en-US': 'Key accounts', 'vi-VN': 'Khách hàng trọng điểm' },
      config: { customerIds: [company.id('customer', 'C0001')] },
    },
  ]);
}
