import type { WebModule } from './module-manifest.ts';
import type { ScreenLoad } from './route-types.ts';

const refresh: ScreenLoad = () =>
  import('./pages/RefreshPage.tsx').then((m) => ({ Component: m.RefreshPage }));

/** The shell's own helper screens: the refresh helper of each area (reloads the current tab). */
export const shellModule: WebModule = {
  routes: [
    {
      key: 'refresh',
      path: '/refresh',
      area: 'staff',
      title: 'route.refresh',
      noTab: true,
      hideInMenu: true,
      load: refresh,
    },
    {
      key: 'refresh',
      path: '/client/refresh',
      area: 'customer',
      title: 'route.refresh',
      noTab: true,
      hideInMenu: true,
      load: refresh,
    },
  ],
};
