import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const monthLock = () => import('./MonthLockPage.tsx').then((m) => ({ Component: m.MonthLockPage }));

/** Month lock and carry-over (staff, finance menu). */
export const lockRecordModule: WebModule = {
  routes: [
    {
      key: 'fms/lockRecord',
      path: '/fms/lock-record',
      area: 'staff',
      title: 'lockRecord.title',
      permission: Permission.lockRecord,
      menuGroup: 'fms',
      load: monthLock,
    },
  ],
};
