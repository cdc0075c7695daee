import { BILL_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Write-offs (issue 15): the list of write-offs with cancel. */
const writeOffs = () => import('./WriteOffPage.tsx').then((m) => ({ Component: m.WriteOffPage }));

export const writeOffModule: WebModule = {
  routes: [
    {
      key: 'fms/writeOff',
      path: '/fms/write-off',
      area: 'staff',
      title: BILL_TITLES.writeOffs,
      permission: Permission.writeOff,
      menuGroup: 'fms',
      load: writeOffs,
    },
  ],
};
