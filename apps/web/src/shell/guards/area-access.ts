import type { UserType } from '@freightdesk/domain';
import { hasRoutePath } from '../route-registry.ts';
import { CLIENT_BASE, homePath, loginPath, MOBILE_BASE } from '../session/token.ts';
import { ALLOW, type Decision, otherType, type Tokens } from './access.ts';

/*
 * The decisions that need the route table, apart from access.ts so that the public pages (login)
 * load without the table: this file travels with the area routes (area-routes.ts).
 */

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
