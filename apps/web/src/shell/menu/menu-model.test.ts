import { describe, expect, it } from 'vitest';
import { entityRoutes, ROUTES } from '../routes.ts';
import type { SessionState } from '../session/types.ts';
import { buildMenu, menuGroupTitleKeys } from './menu-model.ts';

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

  it('nests dotted groups under the settings centre, for holders of each screen permission', () => {
    const menu = buildMenu(
      ROUTES,
      session(['setting/basic/country', 'setting/basic/airPort', 'setting/control/goodsDesc']),
      null,
    );
    const settings = menu.find((n) => n.key === 'group:settings')!;
    expect(settings.title).toBe('menu.group.settings');
    expect(settings.children!.map((n) => [n.key, n.title])).toEqual([
      ['group:settings.basic', 'menu.subgroup.settings.basic'],
      ['group:settings.control', 'menu.subgroup.settings.control'],
    ]);
    expect(settings.children![0]!.children!.map((n) => n.path)).toEqual([
      '/setting/basic/country',
      '/setting/basic/air-port',
    ]);
    expect(settings.children![0]!.children![0]!.title).toMatchObject({ 'en-US': 'Destination country' });
    expect(menuGroupTitleKeys('oa')).toEqual(['menu.group.oa']);
  });

  it('gives customers the address books they are allowed', () => {
    const menu = buildMenu(ROUTES, session(['setting/recipient'], 'customer'), null);
    expect(menu.find((n) => n.key === 'group:settings')?.children?.map((n) => n.path)).toEqual([
      '/client/setting/recipient',
    ]);
  });
});

describe('entity routes', () => {
  it('are generated from the entity descriptions', () => {
    const routes = entityRoutes();
    const country = routes.find((r) => r.path === '/setting/basic/country')!;
    expect(country).toMatchObject({
      key: 'setting/basic/country',
      area: 'staff',
      permission: 'setting/basic/country',
      menuGroup: 'settings.basic',
    });
    expect(routes.find((r) => r.path === '/client/setting/recipient')).toMatchObject({
      key: 'setting/recipient',
      area: 'customer',
      permission: 'setting/recipient',
    });
    expect(new Set(ROUTES.map((r) => `${r.area}:${r.path}`)).size).toBe(ROUTES.length);
  });
});
