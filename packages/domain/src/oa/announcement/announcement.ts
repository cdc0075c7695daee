import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import {
  ANNOUNCEMENT_BOT_CHANNELS,
  ANNOUNCEMENT_PERMISSION_TYPES,
  ANNOUNCEMENT_POSITIONS,
  ANNOUNCEMENT_TYPES,
  MAX_COUNTDOWN_SECONDS,
} from './announcement-labels.ts';

const ids = z.array(z.uuid()).max(500).default([]);

/**
 * Announcements (back-office §3 "Announcement"): released once by staff to an audience (everyone,
 * staff — all or of chosen job positions / departments —, or the users of chosen customers, all
 * customers when none is chosen), read by each user once. A must-read one pops up at sign-in with
 * its read button usable only after `countdownSeconds`.
 *
 * `platform/announcement/release`.
 */
export const announcementReleasePayload = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(20_000),
  type: z.enum(ANNOUNCEMENT_TYPES),
  permissionType: z.enum(ANNOUNCEMENT_PERMISSION_TYPES),
  jobPositionIds: ids,
  departmentIds: ids,
  customerIds: ids,
  isRoll: z.boolean().default(false),
  mustRead: z.boolean().default(false),
  countdownSeconds: z.number().int().default(0),
  fileIds: z.array(z.uuid()).max(20).default([]),
});
export type AnnouncementReleasePayload = z.output<typeof announcementReleasePayload>;

/** `platform/announcement/search` (staff): title, type, sender, send time range. */
export const announcementSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      title: z.string().trim().max(200).optional(),
      type: z.enum(ANNOUNCEMENT_TYPES).optional(),
      senderId: z.uuid().optional(),
      sendTime: z.tuple([z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true })]).optional(),
    })
    .default({}),
});
export type AnnouncementSearchPayload = z.output<typeof announcementSearchPayload>;

export const announcementFileAnswer = z.object({ fileId: z.string(), fileName: z.string() });
/** `GET platform/announcement/fileUrl?id=&fileId=&inline=`: a link to one of its files. */
export const announcementFileQuery = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  inline: z.enum(['true', 'false']).default('false'),
});

/** One announcement as the staff list shows it. */
export const announcementAnswer = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  permissionType: z.enum(ANNOUNCEMENT_PERMISSION_TYPES),
  jobPositionIds: z.array(z.string()),
  departmentIds: z.array(z.string()),
  customerIds: z.array(z.string()),
  isRoll: z.boolean(),
  mustRead: z.boolean(),
  countdownSeconds: z.number().int(),
  senderId: z.string(),
  senderName: z.string(),
  sendTime: timestampAnswer,
  withdrawn: z.boolean(),
  readCount: z.number().int(),
});
export type AnnouncementRow = z.output<typeof announcementAnswer>;

/** `GET platform/announcement/detail?id=`: the row with its files. */
export const announcementDetailAnswer = announcementAnswer.extend({ files: z.array(announcementFileAnswer) });
export type AnnouncementDetail = z.output<typeof announcementDetailAnswer>;

/** One announcement addressed to the caller (`fetch`): `popup` = must-read, unread, sent since the user exists. */
export const myAnnouncementAnswer = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  isRoll: z.boolean(),
  mustRead: z.boolean(),
  countdownSeconds: z.number().int(),
  senderName: z.string(),
  sendTime: timestampAnswer,
  readAt: timestampAnswer.nullable(),
  popup: z.boolean(),
  files: z.array(announcementFileAnswer),
});
export type MyAnnouncement = z.output<typeof myAnnouncementAnswer>;

export const announcementIdPayload = z.object({ id: z.uuid() });

/** The announcement settings: where the rolling line shows, the robot told of each release, a remark. */
export const announcementConfigPayload = z.object({
  position: z.enum(ANNOUNCEMENT_POSITIONS).default('top'),
  botAddress: z.string().trim().max(500).default(''),
  channel: z.enum(ANNOUNCEMENT_BOT_CHANNELS).default('wecom'),
  remark: z.string().trim().max(500).default(''),
});
export type AnnouncementConfig = z.output<typeof announcementConfigPayload>;
export const announcementConfigAnswer = z.object({
  position: z.enum(ANNOUNCEMENT_POSITIONS),
  botAddress: z.string(),
  channel: z.enum(ANNOUNCEMENT_BOT_CHANNELS),
  remark: z.string(),
});

/** True when a countdown is acceptable: 0 to 300 seconds (it counts only for a must-read announcement). */
export function countdownAllowed(seconds: number): boolean {
  return seconds >= 0 && seconds <= MAX_COUNTDOWN_SECONDS;
}

/** A bot address must be an http(s) URL (empty: no robot). */
export function botAddressAllowed(url: string): boolean {
  if (!url) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
