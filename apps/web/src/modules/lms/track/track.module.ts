import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const maintenance = () =>
  import('./TrackMaintenancePage.tsx').then((m) => ({ Component: m.TrackMaintenancePage }));

/** Track maintenance (staff, customer service). */
export const trackMaintenanceModule: WebModule = {
  routes: [
    {
      key: 'lms/track/maintenance',
      path: '/lms/track/maintenance',
      area: 'staff',
      title: 'waybillTools.route.trackMaintenance',
      permission: Permission.lmsWaybillTrack,
      sysCode: 'LMS',
      menuGroup: 'lms.service',
      load: maintenance,
    },
  ],
};
