import type { PermissionNode } from '@freightdesk/domain';

/** Parent of every code in a permission tree. */
export function parentIndex(nodes: readonly PermissionNode[]): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (list: readonly PermissionNode[], parent?: string) => {
    for (const n of list) {
      if (parent) parents.set(n.code, parent);
      walk(n.children ?? [], n.code);
    }
  };
  walk(nodes);
  return parents;
}

function descendants(nodes: readonly PermissionNode[], code: string): string[] {
  const find = (list: readonly PermissionNode[]): PermissionNode | undefined => {
    for (const n of list) {
      if (n.code === code) return n;
      const hit = find(n.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  const all: string[] = [];
  const collect = (n: PermissionNode) => {
    for (const c of n.children ?? []) {
      all.push(c.code);
      collect(c);
    }
  };
  const node = find(nodes);
  if (node) collect(node);
  return all;
}

/**
 * Checks or unchecks one code of the grant tree. Checking grants the code, all below it and all
 * above it (an action is useless without its screen); unchecking removes it and all below it.
 * Every code is stored on its own, so a screen can be granted without any of its actions.
 */
export function toggleGrant(
  nodes: readonly PermissionNode[],
  granted: readonly string[],
  code: string,
  checked: boolean,
): string[] {
  const next = new Set(granted);
  const below = descendants(nodes, code);
  if (checked) {
    next.add(code);
    for (const c of below) next.add(c);
    const parents = parentIndex(nodes);
    for (let p = parents.get(code); p; p = parents.get(p)) next.add(p);
  } else {
    next.delete(code);
    for (const c of below) next.delete(c);
  }
  return [...next];
}
