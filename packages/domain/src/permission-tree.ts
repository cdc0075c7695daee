import { ENTITIES } from './entities/index.ts';
import { PERMISSION_TREE, type PermissionNode, permissionActionNodes } from './permissions.ts';

/**
 * The whole grant tree: the platform screens of `PERMISSION_TREE` with every entity's list and action
 * codes joined to their menu groups.
 */

/** Permission nodes of the entities: the list permission with one child per action, grouped by menu group. */
function entityPermissionNodes(): PermissionNode[] {
  const groups = new Map<string, PermissionNode[]>();
  for (const e of ENTITIES) {
    const list = groups.get(e.menuGroup) ?? [];
    list.push({
      code: e.permission,
      children: permissionActionNodes(e.permission, [...e.actions, ...(e.extraActions ?? [])]),
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
