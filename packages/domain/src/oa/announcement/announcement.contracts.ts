import { z } from 'zod';
import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { ANNOUNCEMENT_PATHS } from './announcement.paths.ts';
import {
  announcementAnswer,
  announcementConfigAnswer,
  announcementConfigPayload,
  announcementDetailAnswer,
  announcementFileQuery,
  announcementIdPayload,
  announcementReleasePayload,
  announcementSearchPayload,
  myAnnouncementAnswer,
} from './announcement.ts';
import { ANNOUNCEMENT_POSITIONS } from './announcement-labels.ts';

/** Announcements (DESIGN §4 "Work orders, announcements, messages"): URLs under `platform/`. */
export const ANNOUNCEMENT_API = {
  release: defineEndpoint({
    method: 'POST',
    url: '/platform/announcement/release',
    input: announcementReleasePayload,
    output: z.object({ id: z.string(), recipients: z.number().int() }),
    summary: 'Releases an announcement to its audience (site message to each, robot when configured)',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/platform/announcement/search',
    input: announcementSearchPayload,
    output: searchResultOf(announcementAnswer),
    summary: 'Announcements released, newest first (staff)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/platform/announcement/detail',
    input: announcementIdPayload,
    output: announcementDetailAnswer,
    summary: 'One announcement with its files and read count (staff)',
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    url: '/platform/announcement/withdraw',
    input: announcementIdPayload,
    output: nullAnswer,
    summary: 'Withdraws an announcement: nobody sees it any more',
  }),
  fetch: defineEndpoint({
    method: 'GET',
    url: ANNOUNCEMENT_PATHS.fetch,
    output: z.array(myAnnouncementAnswer),
    summary: 'The announcements addressed to the caller, unread first, then newest (at most 200)',
  }),
  read: defineEndpoint({
    method: 'POST',
    url: ANNOUNCEMENT_PATHS.read,
    input: announcementIdPayload,
    output: nullAnswer,
    summary: 'Marks one of the caller’s announcements read (again: no change)',
  }),
  readAll: defineEndpoint({
    method: 'POST',
    url: ANNOUNCEMENT_PATHS.readAll,
    output: z.object({ count: z.number().int() }),
    summary: 'Marks every announcement addressed to the caller read',
  }),
  fetchUnCount: defineEndpoint({
    method: 'GET',
    url: ANNOUNCEMENT_PATHS.fetchUnCount,
    output: z.number().int(),
    summary: 'How many announcements addressed to the caller are unread',
  }),
  fileUrl: defineEndpoint({
    method: 'GET',
    url: ANNOUNCEMENT_PATHS.fileUrl,
    input: announcementFileQuery,
    output: z.object({ url: z.string(), fileName: z.string() }),
    summary: 'A 10-minute link to a file of an announcement addressed to the caller',
  }),
  config: defineEndpoint({
    method: 'GET',
    url: '/platform/announcement/config',
    output: announcementConfigAnswer,
    summary: 'The announcement settings (staff)',
  }),
  display: defineEndpoint({
    method: 'GET',
    url: ANNOUNCEMENT_PATHS.display,
    output: z.object({ position: z.enum(ANNOUNCEMENT_POSITIONS) }),
    summary: 'Where the rolling line shows (any signed-in user)',
  }),
  saveConfig: defineEndpoint({
    method: 'POST',
    url: '/platform/announcement/saveConfig',
    input: announcementConfigPayload,
    output: announcementConfigAnswer,
    summary: 'Saves the announcement settings: position, bot address and channel, remark',
  }),
} as const;
