import { BUSINESS_LOG_TITLE, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const businessLog = () => import('./BusinessLogPage.tsx').then((m) => ({ Component: m.BusinessLogPage }));

/** The business log screen (staff, settings centre) and the change history of every entity record. */
export const businessLogModule: WebModule = {
  routes: [
    {
      key: 'setting/business-log',
      path: '/setting/business-log',
      area: 'staff',
      title: BUSINESS_LOG_TITLE,
      permission: Permission.businessLog,
      menuGroup: 'settings',
      load: businessLog,
    },
  ],
  changeHistory: () => import('./ChangeHistory.tsx').then((m) => m.ChangeHistory),
};
