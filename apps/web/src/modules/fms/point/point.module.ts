import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const pointPage = () => import('./PointPage.tsx').then((m) => ({ Component: m.PointPage }));

/** Customer points: staff under finance, customers in the portal's finance group. */
export const pointModule: WebModule = {
  routes: [
    {
      key: 'fms/point',
      path: '/fms/point',
      area: 'staff',
      title: 'point.title',
      permission: Permission.point,
      menuGroup: 'fms',
      load: pointPage,
    },
    {
      key: 'fms/point',
      path: '/client/fms/point',
      area: 'customer',
      title: 'point.title',
      permission: Permission.point,
      menuGroup: 'fms',
      load: pointPage,
    },
  ],
};
