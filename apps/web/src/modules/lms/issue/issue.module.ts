import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./IssuePage.tsx').then((m) => ({ Component: m.IssuePage }));

/** Waybill issues (menu "Customer service"). */
export const issueModule: WebModule = {
  routes: [
    {
      key: 'lms/issue',
      path: '/lms/issue',
      area: 'staff',
      title: 'issue.title',
      permission: Permission.lmsIssue,
      menuGroup: 'lms.service',
      load: page,
    },
  ],
};
