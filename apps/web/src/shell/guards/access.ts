import { hasPermission, type UserType } from '@freightdesk/domain';
import type { AppRoute } from '../route-types.ts';
import { homePath, loginPath, MOBILE_BASE } from '../session/token.ts';
import type { SessionState } from '../session/types.ts';

export type Tokens = Record<UserType, boolean>;
export type Decision = { redirect: string } | { allow: true };

export const NOT_FOUND_PATH = '/404';
export const ALLOW: Decision = { allow: true };

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPod|iPad|Windows Phone|Mobile|HarmonyOS/i.test(userAgent);
}

export function otherType(type: UserType): UserType {
  return type === 'staff' ? 'customer' : 'staff';
}

/** Permission, customer feature, API key and (for customers) enabled business system of a route. */
export function canAccessRoute(
  route: AppRoute,
  session: Pick<SessionState, 'userType' | 'permissions' | 'customer'>,
) {
  if (!hasPermission(session.permissions, route.permission)) return false;
  if (session.userType !== 'customer') return true;
  const customer = session.customer;
  if (route.customerFeature && !customer?.features?.includes(route.customerFeature)) return false;
  if (route.customerApiKey && !customer?.hasApiKey) return false;
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
