import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const roles = () => import('./RolePage.tsx').then((m) => ({ Component: m.RolePage }));

/** Roles and their grants (staff, OA menu). */
export const roleModule: WebModule = {
  routes: [
    {
      key: 'oa/role',
      path: '/oa/role',
      area: 'staff',
      title: 'route.oaRole',
      permission: Permission.roleList,
      menuGroup: 'oa',
      load: roles,
    },
  ],
};
