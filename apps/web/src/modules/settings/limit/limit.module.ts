import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./LimitMonitorPage.tsx').then((m) => ({ Component: m.LimitMonitorPage }));

/** The limit monitor (staff, settings centre › control). */
export const limitModule: WebModule = {
  routes: [
    {
      key: 'setting/control/limitMonitor',
      path: '/setting/control/limit-monitor',
      area: 'staff',
      title: 'limitMonitor.title',
      permission: Permission.limitMonitor,
      menuGroup: 'settings.control',
      load: page,
    },
  ],
};
