import { eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { role } from './role.schema.ts';

/** The seeded roles, for the demo users; customer service sees the customers it follows. */
export async function seedCompanyRoles(tx: Tx, company: DemoCompany): Promise<void> {
  for (const r of await tx.select({ id: role.id, code: role.code }).from(role))
    company.set('role', r.code, r.id);
  await tx
    .update(role)
    .set({ dataScopes: ['followed'] })
    .where(eq(role.code, 'customerService'));
}
