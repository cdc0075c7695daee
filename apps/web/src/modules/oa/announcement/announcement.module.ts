import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';
// light on purpose (plain-address calls): the list, the drawer and the file links load on first use
import { AnnouncementBell } from './AnnouncementBell.tsx';
import { AnnouncementDrawer } from './AnnouncementDrawer.tsx';
import { RollingAnnouncements } from './RollingAnnouncements.tsx';

const page = () => import('./AnnouncementPage.tsx').then((m) => ({ Component: m.AnnouncementPage }));

const announcementRoutes: AppRoute[] = [
  {
    key: 'oa/announcement',
    path: '/oa/announcement',
    area: 'staff',
    title: 'announcement.title',
    permission: Permission.announcement,
    menuGroup: 'oa',
    load: page,
  },
];

/**
 * Announcements: the staff screen (OA), and for every signed-in user the must-read drawer, the header
 * item with the unread count and the rolling line.
 */
export const announcementModule: WebModule = {
  routes: announcementRoutes,
  layoutHosts: [AnnouncementDrawer],
  headerItems: [AnnouncementBell],
  banners: [RollingAnnouncements],
};
