import type { RuleGroup } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  appendNode,
  issuesAt,
  newCondition,
  removeNode,
  replaceNode,
  setGroupMode,
  withOp,
} from './condition-edit.ts';

const tree: RuleGroup = {
  all: [
    { field: 'destinationCountry', op: 'eq', value: 'US' },
    { any: [{ field: 'chargeWeight', op: 'gt', value: '30' }] },
  ],
};

describe('condition edits', () => {
  it('adds, replaces and removes by path, leaving the rest alone', () => {
    const added = appendNode(tree, ['all', 1], newCondition('isArrears'));
    expect(added).toEqual({
      all: [
        tree.all[0],
        {
          any: [
            { field: 'chargeWeight', op: 'gt', value: '30' },
            { field: 'isArrears', op: 'eq', value: true },
          ],
        },
      ],
    });
    expect(tree.all).toHaveLength(2);
    const replaced = replaceNode(added, ['all', 0], { field: 'zone', op: 'isEmpty' });
    expect((replaced as { all: unknown[] }).all[0]).toEqual({ field: 'zone', op: 'isEmpty' });
    expect(removeNode(replaced, ['all', 1, 'any', 0])).toEqual({
      all: [{ field: 'zone', op: 'isEmpty' }, { any: [{ field: 'isArrears', op: 'eq', value: true }] }],
    });
    expect(removeNode(tree, ['all', 1])).toEqual({ all: [tree.all[0]] });
  });

  it('switches a group between all and any', () => {
    expect(setGroupMode(tree, [], 'any')).toEqual({ any: tree.all });
    expect(setGroupMode(tree, ['all', 1], 'all')).toEqual({
      all: [tree.all[0], { all: [{ field: 'chargeWeight', op: 'gt', value: '30' }] }],
    });
  });

  it('starts a field at its first operator and keeps a value only of the same shape', () => {
    expect(newCondition('chargeWeight')).toEqual({ field: 'chargeWeight', op: 'eq', value: '' });
    expect(newCondition('goodsTypes')).toEqual({ field: 'goodsTypes', op: 'contains', value: '' });
    const c = { field: 'chargeWeight', op: 'gt' as const, value: '3' };
    expect(withOp(c, 'lte')).toEqual({ ...c, op: 'lte' });
    expect(withOp(c, 'between')).toEqual({ field: 'chargeWeight', op: 'between', value: ['', ''] });
    expect(withOp(c, 'in')).toEqual({ field: 'chargeWeight', op: 'in', value: [] });
    expect(withOp(c, 'isEmpty')).toEqual({ field: 'chargeWeight', op: 'isEmpty', value: undefined });
  });

  it('finds the issues addressed at a path', () => {
    const issues = [
      { path: ['all', 1, 'any', 0, 'value'], key: 'ruleValueRequired' as const, params: [] },
      { path: ['all', 0, 'field'], key: 'ruleFieldUnknown' as const, params: [] },
    ];
    expect(issuesAt(issues, ['all', 1, 'any', 0, 'value'])).toEqual([issues[0]]);
    expect(issuesAt(issues, ['all', 1])).toEqual([]);
  });
});
