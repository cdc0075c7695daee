import type { UserType } from '@freightdesk/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { isApiError } from '../request/api-error.ts';
import { setRequestSysCode } from '../request/http.ts';
import type { AppRoute } from '../route-types.ts';
import { ensureSession } from '../session/session-store.ts';
import { clearToken, getToken, loginPath } from '../session/token.ts';
import { sessionDecision } from './access.ts';
import { areaDecision } from './area-access.ts';
import { follow, LAST_AREA_KEY, mobile, tokens } from './loaders.ts';

/** Guards of the signed-in areas; loaded with the area routes (area-routes.ts), not with the login page. */

async function loadSession(area: UserType) {
  try {
    return await ensureSession(area);
  } catch (error) {
    if (!getToken(area) || (isApiError(error) && error.kind === 'business')) {
      clearToken(area);
      throw redirect(loginPath(area));
    }
    throw error;
  }
}

/** Guard of the area layout: token of the area (or cross-area redirect) and a loaded session. */
export function layoutLoader(area: UserType): LoaderFunction {
  return async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    follow(areaDecision(area, pathname, tokens(), mobile()));
    await loadSession(area);
    return null;
  };
}

/** Guard of one screen (spec §2 "Access behaviour of routes"). */
export function routeLoader(route: AppRoute): LoaderFunction {
  return async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    follow(areaDecision(route.area, pathname, tokens(), mobile()));
    const session = await loadSession(route.area);
    follow(sessionDecision(route, session));
    sessionStorage.setItem(LAST_AREA_KEY, route.area);
    setRequestSysCode(route.sysCode);
    return null;
  };
}
