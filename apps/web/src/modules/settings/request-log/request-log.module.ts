import { Permission, requestLogView } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const requestLog = () => import('./RequestLogPage.tsx').then((m) => ({ Component: m.RequestLogPage }));

/** The request log of outside calls (staff, settings centre › API). */
export const requestLogModule: WebModule = {
  routes: [
    {
      key: 'setting/request-log',
      path: requestLogView.route,
      area: 'staff',
      title: requestLogView.title,
      permission: Permission.requestDetailLog,
      menuGroup: 'settings.api',
      load: requestLog,
    },
  ],
};
