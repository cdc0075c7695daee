import { Permission } from '@freightdesk/domain';
import type { AppRoute } from '#web/shell/routes.ts';

const page = () => import('./TrackQueryPage.tsx').then((m) => ({ Component: m.TrackQueryPage }));

/** The track query page: staff and customer portal (tools menu). The public mobile page is `/m/track`. */
export const trackQueryRoutes: AppRoute[] = [
  {
    key: 'tools/track',
    path: '/tools/track',
    area: 'staff',
    title: 'waybillTools.route.trackQuery',
    permission: Permission.trackQuery,
    menuGroup: 'tools',
    load: page,
  },
  {
    key: 'tools/track',
    path: '/client/tools/track',
    area: 'customer',
    title: 'waybillTools.route.trackQuery',
    permission: Permission.trackQuery,
    menuGroup: 'tools',
    load: page,
  },
];
