import { eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { EntityRules, RuleIssue } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';
import { organization } from './organization.schema.ts';

/** Deeper than any real organisation; stops the walk on a loop stored before the rule existed. */
const MAX_DEPTH = 100;

/** Whether `candidate` is the unit `id` itself or one of its sub-units (walking up from the candidate). */
export async function isSelfOrDescendant(tx: Db, id: string, candidate: string): Promise<boolean> {
  let current: string | null = candidate;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current.toLowerCase() === id.toLowerCase()) return true;
    const [row] = await tx
      .select({ parentId: organization.parentId })
      .from(organization)
      .where(eq(organization.id, current));
    current = row?.parentId ?? null;
  }
  return false;
}

/** A parent cannot be the unit itself or one of its sub-units (the tree would become a loop). */
async function checkParent(
  values: Record<string, unknown>,
  tx: Db,
  id?: string,
): Promise<RuleIssue | undefined> {
  const parentId = values.parentId;
  if (!id || typeof parentId !== 'string') return undefined;
  if (!(await isSelfOrDescendant(tx, id, parentId))) return undefined;
  return { fields: ['parentId'], error: new BizError('organizationParentCycle') };
}

/** Organisation units and warehouses: no loops in the tree. */
export const organizationRules: EntityRules = {
  check: (values, { tx, id }) => checkParent(values, tx, id),
};
