/**
 * The announcement parts every signed-in screen shows. They are light (plain-address calls, no request
 * schema): the list of "my announcements" and the must-read drawer load on first use.
 */

export { AnnouncementBell as AnnouncementBellHost } from './AnnouncementBell.tsx';
export { AnnouncementDrawer as AnnouncementDrawerHost } from './AnnouncementDrawer.tsx';
export { RollingAnnouncements as RollingAnnouncementsHost } from './RollingAnnouncements.tsx';
