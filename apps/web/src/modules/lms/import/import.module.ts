import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./WaybillImportPage.tsx').then((m) => ({ Component: m.WaybillImportPage }));

/** Waybill import screens: staff (customer service) and customer portal. */
export const waybillImportModule: WebModule = {
  routes: [
    {
      key: 'lms/waybill/import',
      path: '/lms/waybill/import',
      area: 'staff',
      title: 'waybillTools.route.import',
      permission: Permission.lmsWaybillImport,
      sysCode: 'LMS',
      menuGroup: 'lms.service',
      load: page,
    },
    {
      key: 'lms/waybill/import',
      path: '/client/lms/waybill/import',
      area: 'customer',
      title: 'waybillTools.route.import',
      permission: Permission.lmsWaybillImport,
      sysCode: 'LMS',
      menuGroup: 'lms',
      load: page,
    },
  ],
};
