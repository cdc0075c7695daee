import { Permission, SCAN_PERMISSIONS } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';
import { SCAN_SCREENS } from './scan-screens.ts';

/**
 * Routes of the scanning part of issue 4: one scan screen per scan type (menu "Scanning") and the
 * scan records (menu "Other"); staff only.
 */
const scanScreen = () => import('./ScanPages.tsx').then((m) => ({ Component: m.ScanRoutePage }));
const scanRecords = () => import('./ScanRecordPage.tsx').then((m) => ({ Component: m.ScanRecordPage }));

export const scanModule: WebModule = {
  routes: [
    ...SCAN_SCREENS.map(
      (s): AppRoute => ({
        key: `lms/scan/${s.slug}`,
        path: `/lms/scan/${s.slug}`,
        area: 'staff',
        title: `scan.route.${s.type}`,
        permission: SCAN_PERMISSIONS[s.type],
        menuGroup: 'lms.scanning',
        load: scanScreen,
      }),
    ),
    {
      key: 'lms/scan-record',
      path: '/lms/scan-record',
      area: 'staff',
      title: 'scan.route.scanRecord',
      permission: Permission.lmsScanRecord,
      menuGroup: 'lms.other',
      load: scanRecords,
    },
  ],
};
