import type { ModuleManifest } from '#platform/module.ts';
import { seedDemoAnnouncements } from './announcement.demo.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { oaAnnouncement, oaAnnouncementConfig, oaAnnouncementRead } from './announcement.schema.ts';

/** Announcements: release to an audience, read receipts, the settings (docs/service-desk.md). */
export const announcementModule: ModuleManifest = {
  name: 'oa/announcement',
  tables: { oaAnnouncement, oaAnnouncementRead, oaAnnouncementConfig },
  routes: announcementRoutes,
  seeds: { demo: seedDemoAnnouncements },
};
