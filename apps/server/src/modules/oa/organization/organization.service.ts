import type { OrganizationNode } from '@freightdesk/domain';
import { asc, eq } from 'drizzle-orm';
import type { AuthedContext } from '#platform/http/route.ts';
import { organization } from './organization.schema.ts';

/** The units in display order (sort, then code). */
function unitsInOrder(ctx: AuthedContext, type?: 'department' | 'warehouse') {
  return ctx.db
    .select({
      id: organization.id,
      code: organization.code,
      name: organization.name,
      type: organization.type,
      parentId: organization.parentId,
    })
    .from(organization)
    .where(type ? eq(organization.type, type) : undefined)
    .orderBy(asc(organization.sort), asc(organization.code));
}

/** Nests units under their parents; a unit whose parent is missing is a root. */
export function buildTree(units: readonly Omit<OrganizationNode, 'children'>[]): OrganizationNode[] {
  const nodes = new Map(units.map((u) => [u.id, { ...u, children: [] as OrganizationNode[] }]));
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The whole organisation as a tree: `[{id, code, name, type, parentId, children}]`. */
export async function organizationTree(ctx: AuthedContext): Promise<OrganizationNode[]> {
  return buildTree(await unitsInOrder(ctx));
}

/** Every department or every warehouse, flat: `[{id, code, name, parentId}]`. */
export async function unitsOfType(ctx: AuthedContext, type: 'department' | 'warehouse') {
  return (await unitsInOrder(ctx, type)).map(({ type: _, ...unit }) => unit);
}
