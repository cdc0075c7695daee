import { ANNOUNCEMENT_API, ANNOUNCEMENT_FIELD_LABELS, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  announcementDetail,
  announcementFileUrl,
  fetchMine,
  readAll,
  readOne,
  searchAnnouncements,
  unreadCount,
} from './announcement-read.service.ts';
import {
  announcementConfig,
  readConfig,
  releaseAnnouncement,
  saveConfig,
  withdrawAnnouncement,
} from './announcement-release.service.ts';

const labels = ANNOUNCEMENT_FIELD_LABELS;

/**
 * Announcements: the staff screen's calls (guarded by `oa/announcement` and its actions) and every
 * signed-in user's own (`fetch`, `read`, `readAll`, `fetchUnCount`: what reaches the caller only).
 */
export const announcementRoutes = [
  route({
    contract: ANNOUNCEMENT_API.release,
    permission: Permission.announcementRelease,
    labels,
    handler: releaseAnnouncement,
  }),
  route({
    contract: ANNOUNCEMENT_API.search,
    permission: Permission.announcement,
    handler: searchAnnouncements,
  }),
  route({
    contract: ANNOUNCEMENT_API.detail,
    permission: Permission.announcement,
    handler: announcementDetail,
  }),
  route({
    contract: ANNOUNCEMENT_API.withdraw,
    permission: Permission.announcementWithdraw,
    handler: withdrawAnnouncement,
  }),
  route({
    contract: ANNOUNCEMENT_API.config,
    permission: Permission.announcement,
    handler: announcementConfig,
  }),
  route({
    contract: ANNOUNCEMENT_API.saveConfig,
    permission: Permission.announcementConfig,
    labels,
    handler: saveConfig,
  }),
  route({
    contract: ANNOUNCEMENT_API.display,
    handler: async (ctx) => ({ position: (await readConfig(ctx.db)).position }),
  }),
  route({ contract: ANNOUNCEMENT_API.fetch, handler: fetchMine }),
  route({ contract: ANNOUNCEMENT_API.read, handler: readOne }),
  route({ contract: ANNOUNCEMENT_API.readAll, handler: readAll }),
  route({ contract: ANNOUNCEMENT_API.fetchUnCount, handler: unreadCount }),
  route({ contract: ANNOUNCEMENT_API.fileUrl, handler: announcementFileUrl }),
];
