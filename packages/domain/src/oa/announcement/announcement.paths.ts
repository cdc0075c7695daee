/**
 * The addresses of the calls every signed-in screen makes about announcements (the header item, the
 * must-read drawer, the rolling line), apart from their schemas: the first screens load no zod.
 */
export const ANNOUNCEMENT_PATHS = {
  fetch: '/platform/announcement/fetch',
  read: '/platform/announcement/read',
  readAll: '/platform/announcement/readAll',
  fetchUnCount: '/platform/announcement/fetchUnCount',
  fileUrl: '/platform/announcement/fileUrl',
  display: '/platform/announcement/display',
} as const;
