import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { NOT_FOUND_PATH } from '#web/shell/guards/access.ts';
import { publicLoader, rootLoader, withChunkTimeout } from '#web/shell/guards/loaders.ts';
import { PageSpinner } from '#web/shell/pages/PageSpinner.tsx';
import { RouteError } from '#web/shell/pages/RouteError.tsx';

const ROOT_ID = 'root';

const lazyPage = <T,>(load: () => Promise<T>, pick: (m: T) => RouteObject['Component']) =>
  withChunkTimeout(async () => ({ Component: pick(await load()) }));

const loginPage = lazyPage(
  () => import('#web/shell/login/LoginPage.tsx'),
  (m) => m.LoginPage,
);
/**
 * The signed-in areas' routes and the modules' public pages (`/m/track`) join the router on the
 * first navigation that only the catch-all matches (React Router calls this for such paths): their
 * chunk holds the module list and the route table, so the login page never loads them.
 */
function addAreaRoutes(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const { lazyRoutes } = await withChunkTimeout(() => import('./area-routes.ts'))();
    if (added || signal.aborted) return;
    patch(ROOT_ID, lazyRoutes());
    added = true;
  };
}

/**
 * The router: public pages (login, callback, e-commerce authorisation result, 404, mobile pages),
 * then, added when first needed, one guarded layout per area built from the route table and the
 * modules' public pages.
 */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        id: ROOT_ID,
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
              () => import('#web/shell/pages/CallbackPage.tsx'),
              (m) => m.CallbackPage,
            ),
          },
          {
            path: 'ecom-auth-result',
            lazy: lazyPage(
              () => import('#web/shell/pages/EcomAuthResultPage.tsx'),
              (m) => m.EcomAuthResultPage,
            ),
          },
          {
            path: '404',
            lazy: lazyPage(
              () => import('#web/shell/pages/NotFoundPage.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
          {
            path: 'm',
            lazy: lazyPage(
              () => import('#web/shell/mobile/MobileLogin.tsx'),
              (m) => m.MobileLogin,
            ),
          },
          {
            path: 'm/scan',
            lazy: lazyPage(
              () => import('#web/shell/mobile/MobileScan.tsx'),
              (m) => m.MobileScan,
            ),
          },
          { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
        ],
      },
    ],
    { patchRoutesOnNavigation: addAreaRoutes() },
  );
}
