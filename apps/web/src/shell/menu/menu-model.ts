import { canAccessRoute } from '../guards/access.ts';
import type { AppRoute } from '../routes.ts';
import type { SessionState } from '../session/types.ts';

export type MenuNode = { key: string; title: string; path?: string; children?: MenuNode[] };

/** The menu user setting (docs/platform-api.md): `type 'menu'`, `businessKey ''`, `{menuCodes}`. */
export const MENU_SETTING = { type: 'menu', businessKey: '' } as const;
export type MenuSettingContent = { menuCodes?: string[] };

/** Screens of an area the user may open and that appear in menus (home first). */
export function menuRoutes(
  routes: readonly AppRoute[],
  session: Pick<SessionState, 'userType' | 'permissions' | 'customer'>,
) {
  return routes.filter(
    (r) => r.area === session.userType && !r.hideInMenu && !r.noTab && canAccessRoute(r, session),
  );
}

/**
 * The side menu: permitted screens of the area in route-table order, grouped by `menuGroup`,
 * limited to the saved menu codes when the user saved any (the home item always stays).
 */
export function buildMenu(
  routes: readonly AppRoute[],
  session: Pick<SessionState, 'userType' | 'permissions' | 'customer'>,
  menuCodes: readonly string[] | null | undefined,
): MenuNode[] {
  const chosen = menuCodes && menuCodes.length > 0 ? new Set(menuCodes) : null;
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuNode>();
  for (const route of menuRoutes(routes, session)) {
    if (chosen && !route.home && !chosen.has(route.key)) continue;
    const item: MenuNode = { key: route.key, title: route.title, path: route.path };
    if (!route.menuGroup) {
      nodes.push(item);
      continue;
    }
    let group = groups.get(route.menuGroup);
    if (!group) {
      group = { key: `group:${route.menuGroup}`, title: `menu.group.${route.menuGroup}`, children: [] };
      groups.set(route.menuGroup, group);
      nodes.push(group);
    }
    group.children!.push(item);
  }
  return nodes;
}
