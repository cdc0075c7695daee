/** One unit of `user/organization/tree`. */
export type OrganizationNode = {
  id: string;
  code: string;
  name: string;
  type: 'department' | 'warehouse';
  parentId: string | null;
  children: OrganizationNode[];
};

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
