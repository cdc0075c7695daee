import { Permission, SCAN_PERMISSIONS } from '@freightdesk/domain';
import type { AppRoute } from '#web/shell/routes.ts';
import { SCAN_SCREENS } from './scan-screens.ts';

/**
 * Routes of the scanning part of issue 4: one scan screen per scan type (menu "Scanning"), the scan
 * records (menu "Other"), and weight confirmation for staff (menu "Customer service") and customers.
 */
const scanScreen = () => import('./ScanPages.tsx').then((m) => ({ Component: m.ScanRoutePage }));
const scanRecords = () => import('./ScanRecordPage.tsx').then((m) => ({ Component: m.ScanRecordPage }));
const weightConfirm = () =>
  import('#web/modules/lms/weight-confirm/WeightConfirmPage.tsx').then((m) => ({
    Component: m.WeightConfirmPage,
  }));

export const SCAN_STAFF_ROUTES: AppRoute[] = [
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
  {
    key: 'lms/weight-confirm',
    path: '/lms/weight-confirm',
    area: 'staff',
    title: 'scan.route.weightConfirm',
    permission: Permission.lmsWeightConfirm,
    menuGroup: 'lms.service',
    load: weightConfirm,
  },
];

export const SCAN_CUSTOMER_ROUTES: AppRoute[] = [
  {
    key: 'lms/weight-confirm',
    path: '/client/lms/weight-confirm',
    area: 'customer',
    title: 'scan.route.weightConfirm',
    permission: Permission.lmsWeightConfirm,
    menuGroup: 'lms',
    load: weightConfirm,
  },
];
