import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const weightConfirm = () =>
  import('./WeightConfirmPage.tsx').then((m) => ({ Component: m.WeightConfirmPage }));

/** Weight confirmation: staff (menu "Customer service") and customers. */
export const weightConfirmModule: WebModule = {
  routes: [
    {
      key: 'lms/weight-confirm',
      path: '/lms/weight-confirm',
      area: 'staff',
      title: 'scan.route.weightConfirm',
      permission: Permission.lmsWeightConfirm,
      menuGroup: 'lms.service',
      load: weightConfirm,
    },
    {
      key: 'lms/weight-confirm',
      path: '/client/lms/weight-confirm',
      area: 'customer',
      title: 'scan.route.weightConfirm',
      permission: Permission.lmsWeightConfirm,
      menuGroup: 'lms',
      load: weightConfirm,
    },
  ],
};
