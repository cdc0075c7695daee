import { useQuery } from '@tanstack/react-query';
import { announcementKeys, readerApi } from './announcement-reader.ts';

/** The caller's announcements (one request shared by the drawer, the header item and the rolling line). */
export function useMyAnnouncements() {
  return useQuery({ queryKey: announcementKeys.mine, queryFn: readerApi.mine, staleTime: 60_000 });
}

/** The caller's unread count (`fetchUnCount`), refreshed every minute. */
export function useUnreadAnnouncements() {
  return useQuery({
    queryKey: [...announcementKeys.mine, 'count'],
    queryFn: readerApi.unreadCount,
    refetchInterval: 60_000,
  });
}
