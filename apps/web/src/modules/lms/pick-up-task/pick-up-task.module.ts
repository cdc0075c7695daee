import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./PickUpTaskPage.tsx').then((m) => ({ Component: m.PickUpTaskPage }));

/** Pick-up task screens: staff dispatch and customer portal. */
export const pickUpTaskModule: WebModule = {
  routes: [
    {
      key: 'lms/pick-up-task',
      path: '/lms/pick-up-task',
      area: 'staff',
      title: 'waybillTools.route.pickUpTask',
      permission: Permission.lmsPickUpTask,
      sysCode: 'LMS',
      menuGroup: 'lms.dispatch',
      load: page,
    },
    {
      key: 'lms/pick-up-task',
      path: '/client/lms/pick-up-task',
      area: 'customer',
      title: 'waybillTools.route.pickUpTask',
      permission: Permission.lmsPickUpTask,
      sysCode: 'LMS',
      menuGroup: 'lms',
      load: page,
    },
  ],
};
