import type { UserType } from '@freightdesk/domain';

/**
 * Tokens are kept per user type, so a staff tab and a customer tab of one browser can live side
 * by side and the tab bus can tell their messages apart (spec §4 "Session").
 */
const TOKEN_KEY: Record<UserType, string> = { staff: 'fd_token_staff', customer: 'fd_token_customer' };
const MOBILE_TYPE_KEY = 'fd_mobile_user_type';

export const CLIENT_BASE = '/client';
export const MOBILE_BASE = '/m';

export function isCustomerPath(pathname: string): boolean {
  return pathname === CLIENT_BASE || pathname.startsWith(`${CLIENT_BASE}/`);
}

export function isMobilePath(pathname: string): boolean {
  return pathname === MOBILE_BASE || pathname.startsWith(`${MOBILE_BASE}/`);
}

/** The user type a path belongs to: `/client/…` is the customer area, `/m/…` the mobile pages. */
export function areaOfPath(pathname: string): UserType {
  if (isCustomerPath(pathname)) return 'customer';
  if (isMobilePath(pathname)) return getMobileUserType();
  return 'staff';
}

export function getToken(type: UserType): string | null {
  return localStorage.getItem(TOKEN_KEY[type]);
}

export function setToken(type: UserType, token: string) {
  localStorage.setItem(TOKEN_KEY[type], token);
}

export function clearToken(type: UserType) {
  localStorage.removeItem(TOKEN_KEY[type]);
}

/** The token of the area the browser is showing now. */
export function currentToken(pathname: string = window.location.pathname): string | null {
  return getToken(areaOfPath(pathname));
}

export function getMobileUserType(): UserType {
  return localStorage.getItem(MOBILE_TYPE_KEY) === 'customer' ? 'customer' : 'staff';
}

export function setMobileUserType(type: UserType) {
  localStorage.setItem(MOBILE_TYPE_KEY, type);
}

export function homePath(type: UserType): string {
  return type === 'customer' ? `${CLIENT_BASE}/index` : '/index';
}

export function loginPath(type: UserType): string {
  return type === 'customer' ? `${CLIENT_BASE}/login` : '/login';
}

export function isLoginPath(pathname: string): boolean {
  return pathname === '/login' || pathname === `${CLIENT_BASE}/login` || pathname === `${MOBILE_BASE}/`;
}
