import type { OrganizationNode } from '@freightdesk/domain';

export type { OrganizationNode };

/** The ids of every unit that has sub-units (expanded at first). */
export function branchIds(nodes: readonly OrganizationNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...branchIds(n.children)] : []));
}

/** The unit with this id anywhere in the tree. */
export function findNode(
  nodes: readonly OrganizationNode[],
  id: string | null,
): OrganizationNode | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = findNode(n.children, id);
    if (inside) return inside;
  }
  return undefined;
}
