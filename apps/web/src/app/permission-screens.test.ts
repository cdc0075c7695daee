import {
  API_ONLY_PERMISSIONS,
  FULL_PERMISSION_TREE,
  type PermissionNode,
  type PermissionRequirement,
} from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table.ts';

/** The codes a route of either area asks for (any of a list counts). */
function codesOf(required: PermissionRequirement | undefined): string[] {
  if (required === null || required === undefined) return [];
  return typeof required === 'string' ? [required] : [...required];
}

const SCREEN_CODES = new Set(ROUTES.flatMap((r) => codesOf(r.permission)));

/** Why a code may be granted: its screen is built, it is an action of a built screen, or it guards an API. */
function backed(code: string): boolean {
  if (SCREEN_CODES.has(code) || API_ONLY_PERMISSIONS.includes(code)) return true;
  const screen = code.split(':')[0]!;
  return code.includes(':') && SCREEN_CODES.has(screen);
}

/** Codes of the tree with nothing behind them (a node with children counts through them). */
function unbacked(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => {
    const children = node.children ?? [];
    if (children.length === 0) return backed(node.code) ? [] : [node.code];
    const below = unbacked(children);
    return below.length === children.length && !backed(node.code) ? [node.code, ...below] : below;
  });
}

describe('the role grant tree (issue 13 §5)', () => {
  it('offers a code only when a built screen or an API stands behind it', () => {
    expect(unbacked(FULL_PERMISSION_TREE)).toEqual([]);
  });

  it('would report a code without a screen', () => {
    const made: PermissionNode[] = [
      { code: 'ecom', children: [{ code: 'ecom/order' }] },
      { code: 'oa', children: [{ code: 'oa/org/roleList', children: [{ code: 'oa/org/roleList:insert' }] }] },
    ];
    expect(unbacked(made)).toEqual(['ecom', 'ecom/order']);
  });
});
