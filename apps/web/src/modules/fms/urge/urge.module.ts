import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

const page = () => import('./UrgePage.tsx').then((m) => ({ Component: m.UrgePage }));

const urgeRoutes: AppRoute[] = [
  {
    key: 'fms/urge',
    path: '/fms/urge',
    area: 'staff',
    title: 'urge.title',
    permission: Permission.urge,
    menuGroup: 'fms',
    load: page,
  },
];

/** Overdue bills and reminders (finance). */
export const urgeModule: WebModule = { routes: urgeRoutes };
