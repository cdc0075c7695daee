import type { UserType } from '@freightdesk/domain';
import type { AppRoute } from './route-types.ts';

/**
 * The route table, set once by the top floor (`app/area-routes.ts`) when the signed-in areas load;
 * the guards, the layout, the menu and the screens read it here instead of importing the modules.
 */
let table: readonly AppRoute[] = [];

export function setRouteTable(routes: readonly AppRoute[]) {
  table = routes;
}

/** Every route of both areas, in table order. */
export function allRoutes(): readonly AppRoute[] {
  return table;
}

export function routesOf(area: UserType): AppRoute[] {
  return table.filter((r) => r.area === area);
}

export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.find((r) => r.path === path);
}

export function hasRoutePath(path: string): boolean {
  return table.some((r) => r.path === path);
}

export function homeRoute(area: UserType): AppRoute {
  return table.find((r) => r.area === area && r.home)!;
}
