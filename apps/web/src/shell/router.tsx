import type { UserType } from '@freightdesk/domain';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { NOT_FOUND_PATH } from './guards/access.ts';
import { layoutLoader, publicLoader, rootLoader, routeLoader, withChunkTimeout } from './guards/loaders.ts';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { routesOf } from './routes.ts';

const lazyPage = <T,>(load: () => Promise<T>, pick: (m: T) => RouteObject['Component']) =>
  withChunkTimeout(async () => ({ Component: pick(await load()) }));

const loginPage = lazyPage(
  () => import('./login/LoginPage.tsx'),
  (m) => m.LoginPage,
);
const mainLayout = lazyPage(
  () => import('./layout/MainLayout.tsx'),
  (m) => m.MainLayout,
);

function areaLayout(area: UserType): RouteObject {
  return {
    id: `layout-${area}`,
    loader: layoutLoader(area),
    lazy: mainLayout,
    children: routesOf(area).map((route) => ({
      id: `${area}:${route.key}`,
      path: route.path,
      loader: routeLoader(route),
      lazy: withChunkTimeout(route.load),
    })),
  };
}

/**
 * The router, built from the route table: public pages (login, callback, e-commerce
 * authorisation result, 404, mobile pages) and one guarded layout per area.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: rootLoader('staff') },
        { path: 'login', loader: publicLoader('staff'), lazy: loginPage },
        { path: 'client', loader: rootLoader('customer') },
        { path: 'client/login', loader: publicLoader('customer'), lazy: loginPage },
        {
          path: 'callback',
          lazy: lazyPage(
            () => import('./pages/CallbackPage.tsx'),
            (m) => m.CallbackPage,
          ),
        },
        {
          path: 'ecom-auth-result',
          lazy: lazyPage(
            () => import('./pages/EcomAuthResultPage.tsx'),
            (m) => m.EcomAuthResultPage,
          ),
        },
        {
          path: '404',
          lazy: lazyPage(
            () => import('./pages/NotFoundPage.tsx'),
            (m) => m.NotFoundPage,
          ),
        },
        {
          path: 'm',
          lazy: lazyPage(
            () => import('./mobile/MobileLogin.tsx'),
            (m) => m.MobileLogin,
          ),
        },
        {
          path: 'm/track',
          lazy: lazyPage(
            () => import('./mobile/MobileTrack.tsx'),
            (m) => m.MobileTrack,
          ),
        },
        {
          path: 'm/scan',
          lazy: lazyPage(
            () => import('./mobile/MobileScan.tsx'),
            (m) => m.MobileScan,
          ),
        },
        areaLayout('staff'),
        areaLayout('customer'),
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ]);
}
