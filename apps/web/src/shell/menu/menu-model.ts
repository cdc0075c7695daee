import { canAccessRoute } from '../guards/access.ts';
import type { RouteTitle } from '../i18n/route-title.ts';
import type { AppRoute } from '../route-types.ts';
import type { SessionState } from '../session/types.ts';

export type MenuNode = { key: string; title: RouteTitle; path?: string; children?: MenuNode[] };

type MenuSession = Pick<SessionState, 'userType' | 'permissions' | 'customer'>;

/**
 * The top-level order of the menu (platform-core §2 "Menu"): home, favourites, logistics management,
 * overseas warehouse, sea and air transport, value-added services, price quoting, finance, CRM, OA,
 * settings centre, tools, internal services, personal centre. A group appears only when it holds a
 * built screen the user may open. Price quoting (`price`) and finance (`fms`) are separate groups
 * though every code of both starts with `fms/` (the API contract's permission codes).
 */
export const MENU_GROUP_ORDER = [
  'favourites',
  'lms',
  'pds',
  'owms',
  'mts',
  'addService',
  'price',
  'fms',
  'crm',
  'oa',
  'settings',
  'tools',
  'internal',
] as const;

/** Sub-group order inside a group (the LMS menu of §2; the settings centre of back-office §2). */
export const MENU_SUBGROUP_ORDER: Record<string, readonly string[]> = {
  lms: ['scanning', 'other', 'documents', 'service', 'dispatch', 'mainLine', 'statistics'],
  settings: ['control', 'api', 'basic', 'system'],
};

/** Key of the favourites group and prefix of its items (a pinned screen also stays in its own group). */
export const FAVOURITES_GROUP_KEY = 'group:favourites';
export const FAVOURITE_KEY_PREFIX = 'fav:';

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

/** The menu node keys of the groups around a route, outermost first (what is open when it is current). */
export function menuGroupKeys(route: Pick<AppRoute, 'menuGroup'> | undefined): string[] {
  return route?.menuGroup ? groupCodes(route.menuGroup).map((code) => `group:${code}`) : [];
}

/** The menu user setting (docs/platform-api.md): `type 'menu'`, `businessKey ''`, `{menuCodes}`. */
export const MENU_SETTING = { type: 'menu', businessKey: '' } as const;
export type MenuSettingContent = { menuCodes?: string[] };

/** The favourites user setting: `type 'menuFavourites'`, `businessKey ''`, `{menuCodes}` in pin order. */
export const FAVOURITES_SETTING = { type: 'menuFavourites', businessKey: '' } as const;

/** Screens of an area the user may open and that appear in menus (home first). */
export function menuRoutes(routes: readonly AppRoute[], session: MenuSession) {
  return routes.filter(
    (r) => r.area === session.userType && !r.hideInMenu && !r.noTab && canAccessRoute(r, session),
  );
}

/** Sort rank of a top-level node: home, the groups in spec order, then ungrouped items (personal centre). */
function topRank(node: MenuNode, homeKey: string | undefined): number {
  if (node.key === homeKey) return -1;
  const code = node.key.startsWith('group:') ? node.key.slice('group:'.length) : null;
  const index = code ? (MENU_GROUP_ORDER as readonly string[]).indexOf(code) : -1;
  return index >= 0 ? index : MENU_GROUP_ORDER.length;
}

/** Sub-groups first in their listed order, then the group's own items in route-table order. */
function sortChildren(group: string, children: MenuNode[]): MenuNode[] {
  const order = MENU_SUBGROUP_ORDER[group] ?? [];
  const rank = (n: MenuNode) => {
    if (!n.children) return Number.MAX_SAFE_INTEGER;
    const index = order.indexOf(n.key.slice(`group:${group}.`.length));
    return index >= 0 ? index : order.length;
  };
  return children
    .map((node, i) => ({ node, i }))
    .sort((a, b) => rank(a.node) - rank(b.node) || a.i - b.i)
    .map((x) => x.node);
}

/** For a customer with price checking the Tools group (which holds the price query) comes above home. */
function toolsFirst(session: MenuSession): boolean {
  return session.userType === 'customer' && Boolean(session.customer?.features?.includes('priceCheck'));
}

/** The favourites group: pinned screens the user may still open, in pin order. */
function favouritesGroup(permitted: readonly AppRoute[], favourites: readonly string[]): MenuNode | null {
  const children = favourites.flatMap((key) => {
    const route = permitted.find((r) => r.key === key);
    return route
      ? [{ key: `${FAVOURITE_KEY_PREFIX}${route.key}`, title: route.title, path: route.path }]
      : [];
  });
  return children.length ? { key: FAVOURITES_GROUP_KEY, title: 'menu.group.favourites', children } : null;
}

/**
 * The side menu: permitted screens of the area grouped by `menuGroup` (a dotted code nests one
 * level) in the spec's order, limited to the saved menu codes when the user saved any (the home
 * item always stays), with the pinned screens in the favourites group after home.
 */
export function buildMenu(
  routes: readonly AppRoute[],
  session: MenuSession,
  menuCodes: readonly string[] | null | undefined,
  favourites: readonly string[] = [],
): MenuNode[] {
  const chosen = menuCodes && menuCodes.length > 0 ? new Set(menuCodes) : null;
  const permitted = menuRoutes(routes, session);
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuNode>();
  for (const route of permitted) {
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
  for (const [code, group] of groups) {
    if (!code.includes('.')) group.children = sortChildren(code, group.children!);
  }
  const pinned = favouritesGroup(permitted, favourites);
  if (pinned) nodes.push(pinned);
  const homeKey = permitted.find((r) => r.home)?.key;
  const sorted = nodes
    .map((node, i) => ({ node, i }))
    .sort((a, b) => topRank(a.node, homeKey) - topRank(b.node, homeKey) || a.i - b.i)
    .map((x) => x.node);
  if (!toolsFirst(session)) return sorted;
  const tools = sorted.find((n) => n.key === 'group:tools');
  return tools ? [tools, ...sorted.filter((n) => n !== tools)] : sorted;
}

/** Pins a screen at the end of the favourites, or unpins it; refuses (null) past the limit. */
export function toggleFavourite(favourites: readonly string[], key: string, max: number): string[] | null {
  if (favourites.includes(key)) return favourites.filter((k) => k !== key);
  if (favourites.length >= max) return null;
  return [...favourites, key];
}
