import { FULL_PERMISSION_TREE, LANGUAGES, type PermissionNode } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { allTextsIn } from '#web/app/all-texts.ts';
import { permissionLabel, permissionLabels } from './permission-label.ts';

const labels = { 'oa/org/roleList': 'Roles', 'lms/x:update': 'Edit waybills' };
const actions = { insert: 'New', update: 'Edit' };

describe('permissionLabel', () => {
  it('names groups and screens by their own text and actions by their action', () => {
    expect(permissionLabel('oa/org/roleList', 'oa', labels, actions)).toBe('Roles');
    expect(permissionLabel('oa/org/roleList:insert', 'oa/org/roleList', labels, actions)).toBe('New');
    expect(permissionLabel('oa/org/roleList:insert', 'oa', labels, actions)).toBe('Roles · New');
    expect(permissionLabel('lms/x:update', 'lms', labels, actions)).toBe('Edit waybills');
    expect(permissionLabel('unknown/screen', 'x', labels, actions)).toBe('unknown/screen');
  });

  it('every code of the permission tree has a real label in every language', () => {
    for (const lang of LANGUAGES) {
      const locale = allTextsIn(lang);
      const walk = (nodes: readonly PermissionNode[], parent?: string) => {
        for (const node of nodes) {
          const labels = permissionLabels(lang, locale.permission as Record<string, string>);
          const actions = locale.permissionAction as Record<string, string>;
          const label = permissionLabel(node.code, parent, labels, actions);
          // a code without a text falls back to (part of) the code itself
          expect(label, `${lang} ${node.code}`).not.toContain(node.code.split(':')[0]);
          expect(label, `${lang} ${node.code}`).not.toBe(node.code);
          walk(node.children ?? [], node.code);
        }
      };
      walk(FULL_PERMISSION_TREE);
    }
  });
});
