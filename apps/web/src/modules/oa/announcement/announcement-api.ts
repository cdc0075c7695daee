import {
  ANNOUNCEMENT_API,
  type AnnouncementConfig,
  type AnnouncementDetail,
  type AnnouncementReleasePayload,
  type AnnouncementRow,
  type MyAnnouncement,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Query keys: the staff list, and the caller's own announcements (drawer, header item, rolling line). */
import { announcementKeys } from './announcement-reader.ts';

export { announcementKeys };

export type ReleaseInput = Omit<AnnouncementReleasePayload, 'fileIds'> & { fileIds?: string[] };

export const announcementApi = {
  release: (input: ReleaseInput) =>
    callEndpoint(ANNOUNCEMENT_API.release, { fileIds: [], ...input } as AnnouncementReleasePayload),
  detail: (id: string) => callEndpoint(ANNOUNCEMENT_API.detail, { id }),
  withdraw: (id: string) => callEndpoint(ANNOUNCEMENT_API.withdraw, { id }),
  config: () => callEndpoint(ANNOUNCEMENT_API.config),
  saveConfig: (input: AnnouncementConfig) => callEndpoint(ANNOUNCEMENT_API.saveConfig, input),
};

/** The staff list: title, type, sender, send time range (days) in the URL. */
export const ANNOUNCEMENT_VIEW: ListView = {
  queryKey: announcementKeys.all,
  url: () => ANNOUNCEMENT_API.search.url,
  pageSize: 20,
  criteria: { title: 'text', type: 'text', senderId: 'text', sendTime: 'range' },
  toCriteria: (values) => {
    const range = values.sendTime as [string, string] | undefined;
    return {
      ...(values.title ? { title: String(values.title).trim() } : {}),
      ...(values.type ? { type: values.type } : {}),
      ...(values.senderId ? { senderId: values.senderId } : {}),
      ...(range?.[0] && range[1]
        ? {
            sendTime: [
              dayjs(range[0]).startOf('day').toISOString(),
              dayjs(range[1]).endOf('day').toISOString(),
            ],
          }
        : {}),
    };
  },
};

export type { AnnouncementConfig, AnnouncementDetail, AnnouncementRow, MyAnnouncement };
