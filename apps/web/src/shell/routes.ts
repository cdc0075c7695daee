import {
  BUSINESS_LOG_TITLE,
  type CustomerFeature,
  ENTITIES,
  type EntityDef,
  Permission,
  type PermissionRequirement,
  type SysCode,
  type UserType,
} from '@freightdesk/domain';
import type { ComponentType } from 'react';
import { lmsFeeStaffRoutes } from '#web/modules/fms/fee/routes.ts';
import { priceCustomerRoutes, priceStaffRoutes } from '#web/modules/fms/price/routes.ts';
import { priceQuoteRoutes } from '#web/modules/fms/price-quote/routes.ts';
import { documentCustomerRoutes, documentStaffRoutes } from '#web/modules/lms/document/routes.ts';
import { ORDER_CUSTOMER_ROUTES, ORDER_STAFF_ROUTES } from '#web/modules/lms/order/routes.ts';
import { PACKAGE_STAFF_ROUTES } from '#web/modules/lms/package/routes.ts';
import { SCAN_CUSTOMER_ROUTES, SCAN_STAFF_ROUTES } from '#web/modules/lms/scan/routes.ts';
import { waybillToolsRoutes } from '#web/modules/lms/track/routes.ts';
import { WAYBILL_LIST_CLIENT_ROUTES, WAYBILL_LIST_STAFF_ROUTES } from '#web/modules/lms/waybill/routes.ts';
import { ENTITY_SCREENS } from './entity-screens.ts';
import type { RouteTitle } from './i18n/route-title.ts';

/**
 * The route table: the single source for the router, the guards, the tabs and the menu.
 * Only screens that are built are listed (a screen not built is not in the menu).
 */
export type AppRoute = {
  /** Stable id, used as menu code (user setting `menuCodes`) and in `data-testid`s. */
  key: string;
  /** Full path; customer routes live under `/client`. */
  path: string;
  area: UserType;
  /** i18n key of the tab and menu title, or the `Message` of an entity description. */
  title: RouteTitle;
  permission?: PermissionRequirement;
  /** Business system; customers need it in `customer.enableSysCodes`. */
  sysCode?: SysCode;
  /** Business systems of an entity screen; customers need one of them enabled. */
  sysCodes?: readonly SysCode[];
  /** Customer feature flag the customer config must have. */
  customerFeature?: CustomerFeature;
  /** Opens no tab (e.g. the refresh helper). */
  noTab?: boolean;
  /** Not listed in the menu. */
  hideInMenu?: boolean;
  /**
   * Menu group code; absent for top-level items. A dotted code nests (`settings.basic`: group
   * `menu.group.settings`, sub-group `menu.subgroup.settings.basic`).
   */
  menuGroup?: string;
  /** The area's home: its tab cannot be closed, its menu item cannot be hidden. */
  home?: boolean;
  load: () => Promise<{ Component: ComponentType }>;
};

const staffHome = () =>
  import('#web/modules/platform/home/StaffHome.tsx').then((m) => ({ Component: m.StaffHome }));
const clientHome = () =>
  import('#web/modules/platform/home/ClientHome.tsx').then((m) => ({ Component: m.ClientHome }));
const personal = () =>
  import('#web/modules/platform/personal/PersonalSetting.tsx').then((m) => ({
    Component: m.PersonalSetting,
  }));
const roles = () => import('#web/modules/oa/role/RolePage.tsx').then((m) => ({ Component: m.RolePage }));
const dictionaries = () =>
  import('#web/modules/settings/dictionary/DictionaryPage.tsx').then((m) => ({
    Component: m.DictionaryPage,
  }));
const businessLog = () =>
  import('#web/modules/settings/business-log/BusinessLogPage.tsx').then((m) => ({
    Component: m.BusinessLogPage,
  }));
const refresh = () => import('#web/shell/pages/RefreshPage.tsx').then((m) => ({ Component: m.RefreshPage }));
const entityScreen = () =>
  import('#web/components/resource/entity-screen.tsx').then((m) => ({ Component: m.EntityScreen }));

/** The menu group of customer-portal entity screens. */
export const CLIENT_ENTITY_MENU_GROUP = 'settings';

/**
 * The list screens of the entity descriptions (`ENTITIES`), generated: staff at `entity.route`
 * with `entity.permission`; customer-scoped entities used by customers also at `entity.clientRoute`
 * with `entity.clientPermission`. Adding an entity to the registry adds its screen and menu entry.
 */
export function entityRoutes(entities: readonly EntityDef[] = ENTITIES): AppRoute[] {
  const staff = entities.map(
    (e): AppRoute => ({
      key: e.route.replace(/^\//, ''),
      path: e.route,
      area: 'staff',
      title: e.title,
      permission: e.permission,
      sysCodes: e.sysCodes,
      menuGroup: e.menuGroup,
      load: ENTITY_SCREENS[e.name] ?? entityScreen,
    }),
  );
  const customer = entities.flatMap((e): AppRoute[] =>
    e.clientRoute
      ? [
          {
            key: e.clientRoute.replace(/^\/client\//, ''),
            path: e.clientRoute,
            area: 'customer',
            title: e.title,
            permission: e.clientPermission ?? e.permission,
            sysCodes: e.sysCodes,
            menuGroup: CLIENT_ENTITY_MENU_GROUP,
            load: ENTITY_SCREENS[e.name] ?? entityScreen,
          },
        ]
      : [],
  );
  return [...staff, ...customer];
}

const GENERATED = entityRoutes();

export const ROUTES: readonly AppRoute[] = [
  { key: 'index', path: '/index', area: 'staff', title: 'route.index', home: true, load: staffHome },
  {
    key: 'oa/role',
    path: '/oa/role',
    area: 'staff',
    title: 'route.oaRole',
    permission: Permission.roleList,
    menuGroup: 'oa',
    load: roles,
  },
  ...GENERATED.filter((r) => r.area === 'staff'),
  {
    key: 'setting/basic/dictionary',
    path: '/setting/basic/dictionary',
    area: 'staff',
    title: 'route.settingDictionary',
    permission: Permission.dictionary,
    menuGroup: 'settings.basic',
    load: dictionaries,
  },
  {
    key: 'setting/business-log',
    path: '/setting/business-log',
    area: 'staff',
    title: BUSINESS_LOG_TITLE,
    permission: Permission.businessLog,
    menuGroup: 'settings',
    load: businessLog,
  },
  ...documentStaffRoutes,
  ...waybillToolsRoutes.filter((r) => r.area === 'staff'),
  ...WAYBILL_LIST_STAFF_ROUTES,
  ...SCAN_STAFF_ROUTES,
  ...PACKAGE_STAFF_ROUTES,
  ...ORDER_STAFF_ROUTES,
  ...priceStaffRoutes,
  ...lmsFeeStaffRoutes,
  ...priceQuoteRoutes,
  {
    key: 'personal/setting',
    path: '/personal/setting',
    area: 'staff',
    title: 'route.personalSetting',
    load: personal,
  },
  {
    key: 'refresh',
    path: '/refresh',
    area: 'staff',
    title: 'route.refresh',
    noTab: true,
    hideInMenu: true,
    load: refresh,
  },

  {
    key: 'index',
    path: '/client/index',
    area: 'customer',
    title: 'route.index',
    home: true,
    load: clientHome,
  },
  ...GENERATED.filter((r) => r.area === 'customer'),
  ...documentCustomerRoutes,
  ...waybillToolsRoutes.filter((r) => r.area === 'customer'),
  ...WAYBILL_LIST_CLIENT_ROUTES,
  ...SCAN_CUSTOMER_ROUTES,
  ...ORDER_CUSTOMER_ROUTES,
  ...priceCustomerRoutes,
  {
    key: 'personal/setting',
    path: '/client/personal/setting',
    area: 'customer',
    title: 'route.personalSetting',
    load: personal,
  },
  {
    key: 'refresh',
    path: '/client/refresh',
    area: 'customer',
    title: 'route.refresh',
    noTab: true,
    hideInMenu: true,
    load: refresh,
  },
];

export function routesOf(area: UserType): AppRoute[] {
  return ROUTES.filter((r) => r.area === area);
}

export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === path);
}

export function hasRoutePath(path: string): boolean {
  return ROUTES.some((r) => r.path === path);
}

export function homeRoute(area: UserType): AppRoute {
  return ROUTES.find((r) => r.area === area && r.home)!;
}
