import { PERMISSION_TREE } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { toggleGrant } from './grant-tree.ts';

const sorted = (codes: string[]) => [...codes].sort();

describe('toggleGrant', () => {
  it('checking an action grants its screen and group too', () => {
    expect(sorted(toggleGrant(PERMISSION_TREE, [], 'oa/org/roleList:insert', true))).toEqual(
      sorted(['oa', 'oa/org/roleList', 'oa/org/roleList:insert']),
    );
  });

  it('checking a screen grants all its actions; unchecking removes them, keeping the parents', () => {
    const all = toggleGrant(PERMISSION_TREE, [], 'oa/org/roleList', true);
    expect(all).toContain('oa/org/roleList:grant');
    expect(all).toHaveLength(7);
    expect(sorted(toggleGrant(PERMISSION_TREE, all, 'oa/org/roleList', false))).toEqual(['oa']);
  });

  it('a screen may stay granted without its actions', () => {
    const screenOnly = toggleGrant(
      PERMISSION_TREE,
      ['oa', 'oa/org/roleList', 'oa/org/roleList:insert'],
      'oa/org/roleList:insert',
      false,
    );
    expect(sorted(screenOnly)).toEqual(['oa', 'oa/org/roleList']);
  });
});
