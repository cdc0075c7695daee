import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./TrackQueryPage.tsx').then((m) => ({ Component: m.TrackQueryPage }));
const mobilePage = () => import('./MobileTrack.tsx').then((m) => ({ Component: m.MobileTrack }));

/** The track query page: staff and customer portal (tools menu), and the public mobile page `/m/track`. */
export const trackQueryModule: WebModule = {
  routes: [
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
  ],
  publicRoutes: [{ path: 'm/track', load: mobilePage }],
};
