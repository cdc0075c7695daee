import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';
import {
  AnnouncementBellHost,
  AnnouncementDrawerHost,
  RollingAnnouncementsHost,
} from './announcement-hosts.tsx';

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
  layoutHosts: [AnnouncementDrawerHost],
  headerItems: [AnnouncementBellHost],
  banners: [RollingAnnouncementsHost],
};
