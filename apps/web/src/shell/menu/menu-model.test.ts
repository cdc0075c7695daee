import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.ts';
import type { SessionState } from '../session/types.ts';
import { buildMenu } from './menu-model.ts';

const session = (permissions: string[], userType: 'staff' | 'customer' = 'staff'): SessionState => ({
  userType,
  user: { id: '1', code: 'x', username: 'x', name: 'x', userType },
  customer:
    userType === 'customer' ? { id: 'c', code: 'C', name: 'C', enableSysCodes: [], features: [] } : null,
  permissions,
});

describe('buildMenu', () => {
  it('lists the permitted built screens of the area, grouped', () => {
    expect(buildMenu(ROUTES, session(['oa/org/roleList']), null)).toEqual([
      { key: 'index', title: 'route.index', path: '/index' },
      {
        key: 'group:oa',
        title: 'menu.group.oa',
        children: [{ key: 'oa/role', title: 'route.oaRole', path: '/oa/role' }],
      },
      { key: 'personal/setting', title: 'route.personalSetting', path: '/personal/setting' },
    ]);
  });

  it('drops screens without permission and the refresh helper', () => {
    const keys = buildMenu(ROUTES, session([]), null).map((n) => n.key);
    expect(keys).toEqual(['index', 'personal/setting']);
  });

  it('follows the saved menu codes but always keeps home', () => {
    const menu = buildMenu(ROUTES, session(['oa/org/roleList']), ['oa/role']);
    expect(menu.map((n) => n.key)).toEqual(['index', 'group:oa']);
    expect(buildMenu(ROUTES, session(['oa/org/roleList']), []).length).toBe(3);
  });

  it('gives customers their own area', () => {
    expect(buildMenu(ROUTES, session(['oa/org/roleList'], 'customer'), null).map((n) => n.path)).toEqual([
      '/client/index',
      '/client/personal/setting',
    ]);
  });
});
