import { CHUNK_LOAD_TIMEOUT_MS, type UserType } from '@freightdesk/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { getToken } from '../session/token.ts';
import { type Decision, isMobileAgent, publicDecision, rootDecision, type Tokens } from './access.ts';

export const LAST_AREA_KEY = 'fd_last_area';

export function tokens(): Tokens {
  return { staff: Boolean(getToken('staff')), customer: Boolean(getToken('customer')) };
}

export function mobile(): boolean {
  return isMobileAgent(navigator.userAgent);
}

export function follow(decision: Decision) {
  if ('redirect' in decision) throw redirect(decision.redirect);
}

/** The area of the last guarded screen (the 404 page sends "back home" there). */
export function lastArea(): UserType {
  return sessionStorage.getItem(LAST_AREA_KEY) === 'customer' ? 'customer' : 'staff';
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
