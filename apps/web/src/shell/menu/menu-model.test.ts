import { describe, expect, it } from 'vitest';
import { ROUTES } from '#web/app/route-table.ts';
import { entityRoutes } from '../entity-routes.ts';
import type { SessionState } from '../session/types.ts';
import { buildMenu, menuGroupKeys, menuGroupTitleKeys, toggleFavourite } from './menu-model.ts';

const session = (
  permissions: string[],
  userType: 'staff' | 'customer' = 'staff',
  features: 'priceCheck'[] = [],
): SessionState => ({
  userType,
  user: { id: '1', code: 'x', username: 'x', name: 'x', userType },
  customer:
    userType === 'customer' ? { id: 'c', code: 'C', name: 'C', enableSysCodes: ['LMS'], features } : null,
  permissions,
});

describe('buildMenu', () => {
  it('lists the permitted built screens of the area, grouped', () => {
    expect(buildMenu(ROUTES, session(['oa/org/roleList']), null)).toEqual([
      { key: 'index', title: 'route.index', path: '/index' },
      {
        key: 'group:oa',
        title: 'menu.group.oa',
        children: [
          {
            key: 'group:oa.internal',
            title: 'menu.subgroup.oa.internal',
            children: [
              { key: 'oa/notification', title: 'route.notificationCentre', path: '/oa/notification' },
              { key: 'oa/todo', title: 'route.todoItems', path: '/oa/todo' },
            ],
          },
          { key: 'oa/role', title: 'route.oaRole', path: '/oa/role' },
        ],
      },
      { key: 'personal/setting', title: 'route.personalSetting', path: '/personal/setting' },
    ]);
  });

  it('drops screens without permission and the refresh helper', () => {
    // every staff user keeps the notification centre and the to-do items (OA, internal affairs)
    const keys = buildMenu(ROUTES, session([]), null).map((n) => n.key);
    expect(keys).toEqual(['index', 'group:oa', 'personal/setting']);
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
      '/client/oa/notification',
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
      ['group:settings.control', 'menu.subgroup.settings.control'],
      ['group:settings.basic', 'menu.subgroup.settings.basic'],
    ]);
    expect(settings.children![1]!.children!.map((n) => n.path)).toEqual([
      '/setting/basic/country',
      '/setting/basic/air-port',
    ]);
    expect(settings.children![1]!.children![0]!.title).toMatchObject({ 'en-US': 'Destination country' });
    expect(menuGroupTitleKeys('oa')).toEqual(['menu.group.oa']);
  });

  it('gives customers the address books they are allowed', () => {
    const menu = buildMenu(ROUTES, session(['setting/recipient'], 'customer'), null);
    expect(menu.find((n) => n.key === 'group:settings')?.children?.map((n) => n.path)).toEqual([
      '/client/setting/recipient',
    ]);
  });
});

describe('menu order and favourites (platform-core §2 "Menu")', () => {
  const every = [
    ...new Set(
      ROUTES.flatMap((r) => (typeof r.permission === 'string' ? [r.permission] : (r.permission ?? []))),
    ),
  ];

  it('orders the staff menu home, logistics, price quoting, finance, CRM, OA, settings centre, tools, personal centre', () => {
    expect(buildMenu(ROUTES, session(every), null).map((n) => n.key)).toEqual([
      'index',
      'group:lms',
      'group:pds',
      'group:price',
      'group:fms',
      'group:crm',
      'group:oa',
      'group:settings',
      'group:tools',
      'personal/setting',
    ]);
  });

  it('keeps price quoting and finance apart: price tables and quotes in one, fee lists and exchange rates in the other', () => {
    const menu = buildMenu(ROUTES, session(every), null);
    const keysOf = (group: string) => menu.find((n) => n.key === group)!.children!.map((n) => n.key);
    expect(keysOf('group:price')).toEqual(
      expect.arrayContaining(['fms/price/customer-price', 'fms/price/query-price', 'fms/price-quote']),
    );
    expect(keysOf('group:price').some((k) => k.includes('fee') || k.includes('exchange'))).toBe(false);
    expect(keysOf('group:fms')).toEqual(
      expect.arrayContaining(['fms/customer-fee/lms', 'fms/agent-fee/lms', 'fms/exchange-rate']),
    );
    expect(keysOf('group:fms').some((k) => k.includes('price'))).toBe(false);
  });

  it('orders the LMS sub-groups scanning, other, documents, customer service, dispatch', () => {
    const lms = buildMenu(ROUTES, session(every), null).find((n) => n.key === 'group:lms')!;
    expect(lms.children!.filter((n) => n.children).map((n) => n.key)).toEqual([
      'group:lms.scanning',
      'group:lms.other',
      'group:lms.documents',
      'group:lms.service',
      'group:lms.dispatch',
    ]);
  });

  it('puts the pinned screens in pin order in the favourites group after home, still in their own group', () => {
    const menu = buildMenu(ROUTES, session(every), null, ['setting/basic/country', 'oa/role', 'gone/screen']);
    expect(menu.slice(0, 3).map((n) => n.key)).toEqual(['index', 'group:favourites', 'group:lms']);
    expect(menu[1]).toMatchObject({ title: 'menu.group.favourites' });
    expect(menu[1]!.children!.map((n) => [n.key, n.path])).toEqual([
      ['fav:setting/basic/country', '/setting/basic/country'],
      ['fav:oa/role', '/oa/role'],
    ]);
    expect(menu.find((n) => n.key === 'group:oa')!.children!.some((n) => n.key === 'oa/role')).toBe(true);
  });

  it('leaves out favourites the user may no longer open, and the empty group', () => {
    const menu = buildMenu(ROUTES, session(['oa/org/roleList']), null, ['setting/basic/country']);
    expect(menu.map((n) => n.key)).toEqual(['index', 'group:oa', 'personal/setting']);
  });

  it('pins at the end, unpins, and refuses past the limit', () => {
    expect(toggleFavourite(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleFavourite(['a', 'b'], 'a', 2)).toEqual(['b']);
    expect(toggleFavourite(['a', 'b'], 'c', 2)).toBeNull();
  });

  it('puts tools above home for a customer with price checking only', () => {
    const perms = ['fms/price/queryPrice', 'tools/track', 'lms/waybill/list'];
    expect(buildMenu(ROUTES, session(perms, 'customer', ['priceCheck']), null)[0]!.key).toBe('group:tools');
    expect(buildMenu(ROUTES, session(perms, 'customer'), null)[0]!.key).toBe('index');
  });

  it('opens the groups around the current screen only', () => {
    expect(menuGroupKeys({ menuGroup: 'lms.scanning' })).toEqual(['group:lms', 'group:lms.scanning']);
    expect(menuGroupKeys({ menuGroup: undefined })).toEqual([]);
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
