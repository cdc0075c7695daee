import type { WebModule } from '#web/shell/module-manifest.ts';
import { NotificationBell } from './NotificationBell.tsx';

const centre = () => import('./NotificationCentre.tsx').then((m) => ({ Component: m.NotificationCentre }));
const todos = () => import('./TodoPage.tsx').then((m) => ({ Component: m.TodoPage }));

/** The notification centre, the to-do items and the header bell of both areas. */
export const notifyModule: WebModule = {
  routes: [
    {
      key: 'oa/notification',
      path: '/oa/notification',
      area: 'staff',
      title: 'route.notificationCentre',
      menuGroup: 'oa.internal',
      load: centre,
    },
    {
      key: 'oa/todo',
      path: '/oa/todo',
      area: 'staff',
      title: 'route.todoItems',
      menuGroup: 'oa.internal',
      load: todos,
    },
    {
      key: 'oa/notification',
      path: '/client/oa/notification',
      area: 'customer',
      title: 'route.notificationCentre',
      load: centre,
    },
  ],
  headerItems: [NotificationBell],
};
