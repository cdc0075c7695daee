import { eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { jobPositionTable } from './job-position.schema.ts';
import { organization } from './organization.schema.ts';

/** Demo departments under the headquarters (the headquarters and warehouses are seeded everywhere). */
export const DEMO_DEPARTMENTS = [
  { code: 'SALES', name: '销售部 Sales', sort: 1 },
  { code: 'CS', name: '客服部 Customer Service', sort: 2 },
  { code: 'OPS', name: '操作部 Operations', sort: 3 },
  { code: 'FIN', name: '财务部 Finance', sort: 4 },
] as const;

/** Demo job positions: department code and approval role codes. */
export const DEMO_JOB_POSITIONS = [
  { code: 'SALESREP', name: '销售代表 Sales representative', department: 'SALES', approvalRoles: ['admin'] },
  { code: 'CSREP', name: '客服专员 Customer service agent', department: 'CS', approvalRoles: ['admin'] },
  { code: 'OPERATOR', name: '操作员 Operator', department: 'OPS', approvalRoles: ['customerService'] },
  { code: 'ACCOUNTANT', name: '会计 Accountant', department: 'FIN', approvalRoles: ['admin'] },
] as const;

/** The demo company's departments and job positions; the warehouses move under the headquarters. */
export async function seedCompanyOrganization(tx: Tx, company: DemoCompany): Promise<void> {
  const orgs = await tx.select({ id: organization.id, code: organization.code }).from(organization);
  for (const o of orgs) company.set('org', o.code, o.id);
  const hq = company.id('org', 'HQ');
  for (const d of DEMO_DEPARTMENTS) {
    const [row] = await tx
      .insert(organization)
      .values({ ...d, type: 'department', parentId: hq })
      .returning({ id: organization.id });
    company.set('org', d.code, row!.id);
  }
  await tx.update(organization).set({ parentId: hq }).where(eq(organization.type, 'warehouse'));
  for (const p of DEMO_JOB_POSITIONS) {
    const [row] = await tx
      .insert(jobPositionTable)
      .values({
        code: p.code,
        name: p.name,
        departmentId: company.id('org', p.department),
        approvalRoleIds: p.approvalRoles.map((r) => company.id('role', r)),
      })
      .returning({ id: jobPositionTable.id });
    company.set('position', p.code, String(row!.id));
  }
}
