import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./DelayPage.tsx').then((m) => ({ Component: m.DelayPage }));

/** Delay management (menu "Customer service"). */
export const delayModule: WebModule = {
  routes: [
    {
      key: 'lms/delay',
      path: '/lms/delay',
      area: 'staff',
      title: 'delay.title',
      permission: Permission.lmsDelay,
      menuGroup: 'lms.service',
      load: page,
    },
  ],
};
