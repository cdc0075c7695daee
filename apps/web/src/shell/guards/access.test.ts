import { describe, expect, it } from 'vitest';
import { ROUTES } from '#web/app/route-table.ts';
import { findRoute, setRouteTable } from '../route-registry.ts';
import type { AppRoute } from '../route-types.ts';
import type { SessionState } from '../session/types.ts';
import { canAccessRoute, isMobileAgent, publicDecision, rootDecision, sessionDecision } from './access.ts';
import { areaDecision, equivalentPath } from './area-access.ts';

// the route table is handed to the shell by the top floor when the areas load
setRouteTable(ROUTES);

const none = { staff: false, customer: false };
const staffOnly = { staff: true, customer: false };
const customerOnly = { staff: false, customer: true };
function Blank() {
  return null;
}
const load = async () => ({ Component: Blank });

const staff = (permissions: string[]): SessionState => ({
  userType: 'staff',
  user: { id: '1', code: 'E1', username: 'u', name: 'U', userType: 'staff' },
  customer: null,
  permissions,
});
const customer = (over: Partial<NonNullable<SessionState['customer']>> = {}): SessionState => ({
  userType: 'customer',
  user: { id: '2', code: 'C1', username: 'c', name: 'C', userType: 'customer' },
  customer: { id: 'c', code: 'C0001', name: 'Demo', enableSysCodes: ['LMS'], features: [], ...over },
  permissions: ['fms/price/queryPrice'],
});

describe('areaDecision', () => {
  it('lets a user of the area in', () => {
    expect(areaDecision('staff', '/oa/role', staffOnly, false)).toEqual({ allow: true });
  });
  it('sends visitors to the login page of the area', () => {
    expect(areaDecision('staff', '/oa/role', none, false)).toEqual({ redirect: '/login' });
    expect(areaDecision('customer', '/client/index', none, false)).toEqual({ redirect: '/client/login' });
  });
  it('sends a user of the other type to its own area (equivalent screen or home)', () => {
    expect(areaDecision('staff', '/oa/role', customerOnly, false)).toEqual({ redirect: '/client/index' });
    expect(areaDecision('staff', '/personal/setting', customerOnly, false)).toEqual({
      redirect: '/client/personal/setting',
    });
    expect(areaDecision('customer', '/client/index', staffOnly, false)).toEqual({ redirect: '/index' });
  });
  it('sends mobile visitors to /m/', () => {
    expect(areaDecision('staff', '/index', staffOnly, true)).toEqual({ redirect: '/m/' });
  });
});

describe('equivalentPath', () => {
  it('maps a screen to the other area when it exists there', () => {
    expect(equivalentPath('/client/personal/setting', 'staff')).toBe('/personal/setting');
    expect(equivalentPath('/oa/role', 'customer')).toBe('/client/index');
  });
});

describe('sessionDecision and canAccessRoute', () => {
  const roles = findRoute('/oa/role')!;
  it('needs the route permission (404 otherwise)', () => {
    expect(sessionDecision(roles, staff(['oa/org/roleList']))).toEqual({ allow: true });
    expect(sessionDecision(roles, staff(['oa/employeeList']))).toEqual({ redirect: '/404' });
  });
  it('checks customer features and enabled systems for customers only', () => {
    const priced: AppRoute = {
      key: 'fms/price/query-price',
      path: '/client/fms/price/query-price',
      area: 'customer',
      title: 'route.index',
      permission: 'fms/price/queryPrice',
      customerFeature: 'priceCheck',
      load,
    };
    expect(canAccessRoute(priced, customer())).toBe(false);
    expect(canAccessRoute(priced, customer({ features: ['priceCheck'] }))).toBe(true);
    const pds: AppRoute = {
      key: 'pds',
      path: '/client/pds',
      area: 'customer',
      title: 'route.index',
      sysCode: 'PDS',
      load,
    };
    expect(sessionDecision(pds, customer())).toEqual({ redirect: '/404' });
    expect(sessionDecision(pds, customer({ enableSysCodes: ['LMS', 'PDS'] }))).toEqual({ allow: true });
    expect(canAccessRoute({ ...pds, area: 'staff' }, staff([]))).toBe(true);
  });

  it('shows a customer route that needs an API key only once the customer has one (the API documentation)', () => {
    const docs: AppRoute = {
      key: 'open-api',
      path: '/client/open-api',
      area: 'customer',
      title: 'openApi.title',
      customerApiKey: true,
      load,
    };
    expect(sessionDecision(docs, customer())).toEqual({ redirect: '/404' });
    expect(sessionDecision(docs, customer({ hasApiKey: true }))).toEqual({ allow: true });
  });
});

describe('public and root routes', () => {
  it('a signed-in user of the area opening its login page goes home', () => {
    expect(publicDecision('staff', staffOnly, false)).toEqual({ redirect: '/index' });
    expect(publicDecision('customer', customerOnly, false)).toEqual({ redirect: '/client/index' });
    expect(publicDecision('staff', none, false)).toEqual({ allow: true });
  });
  it('the root goes to the home of the signed-in type, else to the login page', () => {
    expect(rootDecision('staff', staffOnly, false)).toEqual({ redirect: '/index' });
    expect(rootDecision('staff', customerOnly, false)).toEqual({ redirect: '/client/index' });
    expect(rootDecision('customer', none, false)).toEqual({ redirect: '/client/login' });
  });
});

describe('isMobileAgent', () => {
  it('tells phones from desktops', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
  });
});
