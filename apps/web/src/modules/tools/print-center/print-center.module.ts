import { DOCUMENT_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** The print centre (staff and customers) and the print scan (staff, scanning menu). */
const printCenter = () => import('./PrintCenterPage.tsx').then((m) => ({ Component: m.PrintCenterPage }));
const printScan = () => import('./PrintScanPage.tsx').then((m) => ({ Component: m.PrintScanPage }));

const routes: AppRoute[] = [
  {
    key: 'lms/scan/print',
    path: '/lms/scan/print',
    area: 'staff',
    title: DOCUMENT_TITLES.printScan,
    permission: Permission.lmsWaybillPrint,
    menuGroup: 'lms.scanning',
    load: printScan,
  },
  {
    key: 'tools/print-center',
    path: '/tools/print-center',
    area: 'staff',
    title: DOCUMENT_TITLES.printCenter,
    permission: Permission.printCenter,
    menuGroup: 'tools',
    load: printCenter,
  },
  {
    key: 'tools/print-center',
    path: '/client/tools/print-center',
    area: 'customer',
    title: DOCUMENT_TITLES.printCenter,
    permission: Permission.printCenter,
    menuGroup: 'tools',
    load: printCenter,
  },
];

export const printCenterModule: WebModule = { routes };
