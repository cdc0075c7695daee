import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const waiting = () => import('./WaitingRoutePage.tsx').then((m) => ({ Component: m.WaitingRoutePage }));

/** The channel route rule screen (settings centre › control) and the waiting channel route list (logistics). */
export const channelRouteModule: WebModule = {
  screens: {
    channelRoute: () => import('./ChannelRoutePage.tsx').then((m) => ({ Component: m.ChannelRoutePage })),
  },
  routes: [
    {
      key: 'lms/waybill/wait-channel-route',
      path: '/lms/waybill/wait-channel-route',
      area: 'staff',
      title: 'channelRoute.waitingTitle',
      permission: Permission.lmsWaybillRoute,
      menuGroup: 'lms.service',
      load: waiting,
    },
  ],
};
