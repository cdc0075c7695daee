import { CHUNK_LOAD_TIMEOUT_MS, type UserType } from '@freightdesk/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { isApiError } from '../request/api-error.ts';
import { setRequestSysCode } from '../request/http.ts';
import type { AppRoute } from '../routes.ts';
import { ensureSession } from '../session/session-store.ts';
import { clearToken, getToken, loginPath } from '../session/token.ts';
import {
  areaDecision,
  type Decision,
  isMobileAgent,
  publicDecision,
  rootDecision,
  sessionDecision,
  type Tokens,
} from './access.ts';

const LAST_AREA_KEY = 'fd_last_area';

function tokens(): Tokens {
  return { staff: Boolean(getToken('staff')), customer: Boolean(getToken('customer')) };
}

function mobile(): boolean {
  return isMobileAgent(navigator.userAgent);
}

function follow(decision: Decision) {
  if ('redirect' in decision) throw redirect(decision.redirect);
}

/** The area of the last guarded screen (the 404 page sends "back home" there). */
export function lastArea(): UserType {
  return sessionStorage.getItem(LAST_AREA_KEY) === 'customer' ? 'customer' : 'staff';
}

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

/** Login pages: a signed-in visitor goes home. */
export function publicLoader(area: UserType): LoaderFunction {
  return () => {
    follow(publicDecision(area, tokens(), mobile()));
    return null;
  };
}

/** `/` and `/client`. */
export function rootLoader(area: UserType): LoaderFunction {
  return () => {
    follow(rootDecision(area, tokens(), mobile()));
    return null;
  };
}

/** A page chunk that does not arrive within 120 s counts as failed (spec §8). */
export function withChunkTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
