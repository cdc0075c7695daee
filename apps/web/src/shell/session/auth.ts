import { USER_TYPES, type UserType } from '@freightdesk/domain';
import { callEndpoint } from '../request/endpoint.ts';
import { resetCrypto } from '../request/http.ts';
import { platformContracts } from '../request/lazy-contracts.ts';
import { clearSavedTabs } from '../tabs/tabs-store.ts';
import { getSession } from './session-store.ts';
import { postTabBus } from './tab-bus.ts';
import { areaOfPath, clearToken, getToken, homePath, isLoginPath, loginPath, setToken } from './token.ts';

/**
 * Sign-in done (spec §4): store the token, clear the saved tabs, tell the other tabs, go to the
 * home of the user type and reload.
 */
export function completeLogin(userType: UserType, token: string, target: string = homePath(userType)) {
  setToken(userType, token);
  clearSavedTabs(userType);
  resetCrypto();
  postTabBus({ type: 'login', userType });
  window.location.replace(target);
}

/**
 * Sign-out: tell the server, clear the token, tell the other tabs, then reload to the login page —
 * or, for a customer with a custom login page, go to that URL.
 */
export async function logout() {
  const type = areaOfPath(window.location.pathname);
  const customUrl = type === 'customer' ? getSession()?.customer?.customLoginPageUrl : null;
  try {
    const { AUTH_API } = await platformContracts();
    await callEndpoint(AUTH_API.logout, undefined, { quiet: true });
  } catch {
    // the token is dropped locally whatever the server says
  }
  clearToken(type);
  postTabBus({ type: 'logout', userType: type });
  window.location.replace(customUrl || loginPath(type));
}

/**
 * Login expired (-9000): drop the refused token (found by value, so the right area is logged out
 * even mid-navigation) and, when the page shows that area, reload to its login page.
 */
export function expireLogin(token: string | null) {
  const shown = areaOfPath(window.location.pathname);
  const expired = USER_TYPES.find((type) => token !== null && getToken(type) === token) ?? shown;
  clearToken(expired);
  if (expired === shown && !isLoginPath(window.location.pathname))
    window.location.replace(loginPath(expired));
}
