import { Permission } from '@freightdesk/domain';
import { waybillImportRoutes } from '#web/modules/lms/import/routes.ts';
import { pickUpTaskRoutes } from '#web/modules/lms/pick-up-task/routes.ts';
import { trackQueryRoutes } from '#web/modules/tools/track/routes.ts';
import type { AppRoute } from '#web/shell/routes.ts';

const maintenance = () =>
  import('./TrackMaintenancePage.tsx').then((m) => ({ Component: m.TrackMaintenancePage }));

/** Track maintenance (staff, customer service). */
export const trackMaintenanceRoutes: AppRoute[] = [
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
];

/** Every screen of the waybill tools (import, pick-up tasks, track maintenance, track query), both areas. */
export const waybillToolsRoutes: AppRoute[] = [
  ...waybillImportRoutes,
  ...pickUpTaskRoutes,
  ...trackMaintenanceRoutes,
  ...trackQueryRoutes,
];
