import { ANNOUNCEMENT_API } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { announcementApi, announcementKeys } from './announcement-api.ts';

/** The caller's announcements (one request shared by the drawer, the header item and the rolling line). */
export function useMyAnnouncements() {
  return useQuery({ queryKey: announcementKeys.mine, queryFn: announcementApi.mine, staleTime: 60_000 });
}

/** The caller's unread count (`fetchUnCount`), refreshed every minute. */
export function useUnreadAnnouncements() {
  return useQuery({
    queryKey: [...announcementKeys.mine, 'count'],
    queryFn: () => callEndpoint(ANNOUNCEMENT_API.fetchUnCount),
    refetchInterval: 60_000,
  });
}
