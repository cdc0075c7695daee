import type { WebModule } from '#web/shell/module-manifest.ts';

const staffHome = () => import('./StaffHome.tsx').then((m) => ({ Component: m.StaffHome }));
const clientHome = () => import('./ClientHome.tsx').then((m) => ({ Component: m.ClientHome }));

/** The home of each area (its tab cannot be closed, its menu item cannot be hidden). */
export const homeModule: WebModule = {
  routes: [
    { key: 'index', path: '/index', area: 'staff', title: 'route.index', home: true, load: staffHome },
    {
      key: 'index',
      path: '/client/index',
      area: 'customer',
      title: 'route.index',
      home: true,
      load: clientHome,
    },
  ],
};
