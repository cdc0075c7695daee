import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const packages = () => import('./PackagePage.tsx').then((m) => ({ Component: m.PackagePage }));

/** Packages / pallets (issue 4 "package/pallet (package numbers)"): staff, menu "Scanning". */
export const packageModule: WebModule = {
  routes: [
    {
      key: 'lms/package',
      path: '/lms/package',
      area: 'staff',
      title: 'package.route',
      permission: Permission.lmsPackage,
      menuGroup: 'lms.scanning',
      load: packages,
    },
  ],
};
