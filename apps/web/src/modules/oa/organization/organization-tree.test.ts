import { describe, expect, it } from 'vitest';
import { branchIds, findNode, type OrganizationNode } from './organization-tree.ts';

const node = (id: string, children: OrganizationNode[] = []): OrganizationNode => ({
  id,
  code: id.toUpperCase(),
  name: id,
  type: 'department',
  parentId: null,
  children,
});

describe('organisation tree helpers', () => {
  const tree = [node('hq', [node('sales', [node('team')]), node('ops')]), node('other')];

  it('lists the units with sub-units, depth first', () => {
    expect(branchIds(tree)).toEqual(['hq', 'sales']);
  });

  it('finds a unit at any depth, nothing for an unknown or missing id', () => {
    expect(findNode(tree, 'team')?.code).toBe('TEAM');
    expect(findNode(tree, 'nope')).toBeUndefined();
    expect(findNode(tree, null)).toBeUndefined();
  });
});
