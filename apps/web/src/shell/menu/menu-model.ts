import { canAccessRoute } from '../guards/access.ts';
import type { RouteTitle } from '../i18n/route-title.ts';
import type { AppRoute } from '../routes.ts';
import type { SessionState } from '../session/types.ts';

export type MenuNode = { key: string; title: RouteTitle; path?: string; children?: MenuNode[] };

/**
 * The i18n keys of a menu group code, outermost first: `oa` → `menu.group.oa`;
 * `settings.basic` → `menu.group.settings`, `menu.subgroup.settings.basic`.
 */
export function menuGroupTitleKeys(code: string): string[] {
  const [head, ...rest] = code.split('.');
  return rest.length ? [`menu.group.${head}`, `menu.subgroup.${code}`] : [`menu.group.${head}`];
}

/** The menu group codes of a route's group, outermost first (`settings.basic` → settings, settings.basic). */
function groupCodes(code: string): string[] {
  const [head, ...rest] = code.split('.');
  return rest.length ? [head!, code] : [head!];
}

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
 * The side menu: permitted screens of the area in route-table order, grouped by `menuGroup`
 * (a dotted code nests one level), limited to the saved menu codes when the user saved any (the
 * home item always stays).
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
    const titles = menuGroupTitleKeys(route.menuGroup);
    let container = nodes;
    groupCodes(route.menuGroup).forEach((code, depth) => {
      let group = groups.get(code);
      if (!group) {
        group = { key: `group:${code}`, title: titles[depth]!, children: [] };
        groups.set(code, group);
        container.push(group);
      }
      container = group.children!;
    });
    container.push(item);
  }
  return nodes;
}
