import { type MyAnnouncement, ANNOUNCEMENT_PATHS as P } from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

/**
 * The calls of the announcements' readers (header item, must-read drawer, rolling line, file links),
 * by their plain addresses: these parts are on every first screen, which loads no request schema.
 */
export const announcementKeys = { all: ['oaAnnouncement'] as const, mine: ['oaAnnouncementMine'] as const };

export const readerApi = {
  mine: () => get<MyAnnouncement[]>(P.fetch),
  unreadCount: () => get<number>(P.fetchUnCount),
  display: () => get<{ position: string }>(P.display),
  read: (id: string) => post<null>(P.read, { id }),
  readAll: () => post<{ count: number }>(P.readAll),
  /** A link to one of an announcement's files (its audience reaches them, customers too). */
  fileUrl: (id: string, fileId: string, preview: boolean) =>
    get<{ url: string; fileName: string }>(P.fileUrl, { id, fileId, inline: preview ? 'true' : 'false' }),
};

export type { MyAnnouncement };
