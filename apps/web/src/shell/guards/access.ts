import { hasPermission, type UserType } from '@freightdesk/domain';
import type { AppRoute } from '../routes.ts';
import { hasRoutePath } from '../routes.ts';
import { CLIENT_BASE, homePath, loginPath, MOBILE_BASE } from '../session/token.ts';
import type { SessionState } from '../session/types.ts';

export type Tokens = Record<UserType, boolean>;
export type Decision = { redirect: string } | { allow: true };

export const NOT_FOUND_PATH = '/404';
const ALLOW: Decision = { allow: true };

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPod|iPad|Windows Phone|Mobile|HarmonyOS/i.test(userAgent);
}

function otherType(type: UserType): UserType {
  return type === 'staff' ? 'customer' : 'staff';
}

/** The same screen in the other area when it exists there, else that area's home. */
export function equivalentPath(pathname: string, target: UserType): string {
  const inner = pathname.startsWith(`${CLIENT_BASE}/`) ? pathname.slice(CLIENT_BASE.length) : pathname;
  const candidate = target === 'customer' ? `${CLIENT_BASE}${inner}` : inner;
  return hasRoutePath(candidate) ? candidate : homePath(target);
}

/**
 * Before the session is loaded (spec §2): mobile visitors go to `/m/`; without a token of the
 * route's area, a user signed in to the other area goes to its equivalent there, anyone else to
 * the area's login page.
 */
export function areaDecision(area: UserType, pathname: string, tokens: Tokens, isMobile: boolean): Decision {
  if (isMobile) return { redirect: `${MOBILE_BASE}/` };
  if (tokens[area]) return ALLOW;
  const other = otherType(area);
  if (tokens[other]) return { redirect: equivalentPath(pathname, other) };
  return { redirect: loginPath(area) };
}

/** Permission, customer feature and (for customers) enabled business system of a route. */
export function canAccessRoute(
  route: AppRoute,
  session: Pick<SessionState, 'userType' | 'permissions' | 'customer'>,
) {
  if (!hasPermission(session.permissions, route.permission)) return false;
  if (session.userType !== 'customer') return true;
  const customer = session.customer;
  if (route.customerFeature && !customer?.features?.includes(route.customerFeature)) return false;
  if (route.sysCode && !customer?.enableSysCodes?.includes(route.sysCode)) return false;
  if (route.sysCodes?.length && !route.sysCodes.some((code) => customer?.enableSysCodes?.includes(code)))
    return false;
  return true;
}

/** After the session is loaded: `/404` when the route's checks fail. */
export function sessionDecision(route: AppRoute, session: SessionState): Decision {
  if (session.userType !== route.area) return { redirect: homePath(session.userType) };
  return canAccessRoute(route, session) ? ALLOW : { redirect: NOT_FOUND_PATH };
}

/**
 * A login page opened by a user signed in to that area goes to the area's home. Tokens are kept
 * per area, so the other area's login page stays open: one browser may hold both sessions.
 */
export function publicDecision(area: UserType, tokens: Tokens, isMobile: boolean): Decision {
  if (isMobile) return { redirect: `${MOBILE_BASE}/` };
  if (tokens[area]) return { redirect: homePath(area) };
  return ALLOW;
}

/** `/` → `/index` for staff, `/client` → `/client/index`; the login page when nobody is signed in. */
export function rootDecision(area: UserType, tokens: Tokens, isMobile: boolean): Decision {
  if (isMobile) return { redirect: `${MOBILE_BASE}/` };
  if (tokens[area]) return { redirect: homePath(area) };
  if (tokens[otherType(area)]) return { redirect: homePath(otherType(area)) };
  return { redirect: loginPath(area) };
}
