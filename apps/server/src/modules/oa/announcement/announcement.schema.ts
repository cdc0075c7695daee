import type { AnnouncementPermissionType, AnnouncementType } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';
import { instant } from '#platform/db/columns.ts';

const noIds = sql`'{}'`;

/**
 * Announcements (docs/service-desk.md "Announcements"): the audience is kept as released
 * (permission type and the chosen job positions, departments, customers) and resolved when read.
 */
export const oaAnnouncement = pgTable(
  'oa_announcement',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Plain text (shown with its line breaks, never as HTML). */
    content: text().notNull(),
    type: text().$type<AnnouncementType>().notNull(),
    permissionType: text().$type<AnnouncementPermissionType>().notNull(),
    jobPositionIds: uuid().array().notNull().default(noIds),
    departmentIds: uuid().array().notNull().default(noIds),
    customerIds: uuid().array().notNull().default(noIds),
    isRoll: boolean().notNull().default(false),
    mustRead: boolean().notNull().default(false),
    countdownSeconds: integer().notNull().default(0),
    fileIds: uuid().array().notNull().default(noIds),
    senderId: uuid()
      .notNull()
      .references(() => appUser.id),
    senderName: text().notNull(),
    sendTime: instant().notNull(),
    withdrawnAt: instant(),
  },
  (t) => [index('oa_announcement_send_time_idx').on(t.sendTime.desc())],
);

/** Who read which announcement, once (`read` and `readAll` insert, a second time changes nothing). */
export const oaAnnouncementRead = pgTable(
  'oa_announcement_read',
  {
    announcementId: uuid()
      .notNull()
      .references(() => oaAnnouncement.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    readAt: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('oa_announcement_read_user_idx').on(t.userId),
  ],
);

/** The id of the one row of the announcement settings. */
export const ANNOUNCEMENT_CONFIG_ID = '00000000-0000-4000-8000-00000000a001';

/** The announcement settings: one row ({@link ANNOUNCEMENT_CONFIG_ID}). */
export const oaAnnouncementConfig = pgTable('oa_announcement_config', {
  id: uuid().primaryKey(),
  position: text().$type<'top' | 'bottom'>().notNull().default('top'),
  botAddress: text().notNull().default(''),
  channel: text().$type<'wecom' | 'dingtalk'>().notNull().default('wecom'),
  remark: text().notNull().default(''),
  updatedAt: instant().notNull().defaultNow(),
  updatedBy: uuid(),
});
