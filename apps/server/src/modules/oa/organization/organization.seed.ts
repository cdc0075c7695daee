import type { Tx } from '#platform/db/db.ts';
import { organization } from './organization.schema.ts';

/** Organisation: head office and two warehouses. */
export const SEED_ORGANIZATIONS = [
  { code: 'HQ', name: '深圳总部 Shenzhen HQ', type: 'department' },
  { code: 'SZX', name: '深圳仓 Shenzhen Warehouse', type: 'warehouse' },
  { code: 'HKG', name: '香港仓 Hong Kong Warehouse', type: 'warehouse' },
] as const;

/** The head office and the two warehouses (existing rows are kept). */
export async function seedOrganizations(tx: Tx): Promise<void> {
  await tx
    .insert(organization)
    .values([...SEED_ORGANIZATIONS])
    .onConflictDoNothing();
}
