import { USER_PATHS, type UserType } from '@freightdesk/domain';
import { useSyncExternalStore } from 'react';
import { get } from '../request/http.ts';
import { getToken } from './token.ts';
import type { CurrentUser, SessionState, User } from './types.ts';

let state: SessionState | null = null;
let loading: { type: UserType; promise: Promise<SessionState> } | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/**
 * Loads the current user, customer and permissions once per page load (the first navigation after
 * sign-in, spec §2). Rejects when the area has no token or the session is not valid any more.
 */
export function ensureSession(type: UserType): Promise<SessionState> {
  if (state && state.userType === type) return Promise.resolve(state);
  const token = getToken(type);
  if (!token) return Promise.reject(new Error('no token'));
  if (loading?.type === type) return loading.promise;
  const promise = (async () => {
    // the token is given explicitly: during a redirect the address bar still shows the old area
    const [current, permissions] = await Promise.all([
      get<CurrentUser>(USER_PATHS.current, undefined, { token }),
      get<string[]>(USER_PATHS.userPermissions, undefined, { token }),
    ]);
    state = {
      userType: current.userType ?? current.user.userType,
      user: current.user,
      customer: current.customer ?? null,
      permissions: permissions ?? [],
    };
    emit();
    return state;
  })().finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { type, promise };
  return promise;
}

export function getSession(): SessionState | null {
  return state;
}

/** After a change of the user record (e.g. current warehouse). */
export function updateSessionUser(user: User) {
  if (!state) return;
  state = { ...state, user };
  emit();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The session of the area shown; screens under the guarded layout always have one. */
export function useSession(): SessionState {
  const value = useSyncExternalStore(subscribeSession, getSession);
  if (!value) throw new Error('useSession outside a signed-in area');
  return value;
}

export function useOptionalSession(): SessionState | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
