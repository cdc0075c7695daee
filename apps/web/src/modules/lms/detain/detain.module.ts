import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./DetainPage.tsx').then((m) => ({ Component: m.DetainPage }));

/** Detain management (menu "Customer service"). */
export const detainModule: WebModule = {
  routes: [
    {
      key: 'lms/detain',
      path: '/lms/detain',
      area: 'staff',
      title: 'detain.title',
      permission: Permission.lmsDetain,
      menuGroup: 'lms.service',
      load: page,
    },
  ],
};
