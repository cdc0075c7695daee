import type { CustomerFeature, PermissionRequirement, SysCode, UserType } from '@freightdesk/domain';
import type { ComponentType } from 'react';
import type { RouteTitle } from './i18n/route-title.ts';

/** Loads a screen's chunk (screens are never imported eagerly). */
export type ScreenLoad = () => Promise<{ Component: ComponentType }>;

/**
 * One screen of a signed-in area. The route table (assembled in `app/route-table.ts` from the
 * modules' manifests) is the single source for the router, the guards, the tabs and the menu.
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
  /** Customers see it only once an API key was made for their customer. */
  customerApiKey?: boolean;
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
  load: ScreenLoad;
};

/** A page outside the signed-in areas (no guard, no layout), e.g. the public mobile track query. */
export type PublicRoute = {
  /** Path below the root, without the leading slash (`m/track`). */
  path: string;
  load: ScreenLoad;
};
