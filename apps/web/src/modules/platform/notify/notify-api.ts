import {
  MESSAGE_API,
  type MessageRow,
  NOTIFICATION_API,
  SUBSCRIPTION_API,
  type SubscriptionPayload,
  TO_DO_API,
  type TodoRow,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** How often the bell asks for the unread count. */
export const BELL_POLL_MS = 60_000;

export const notifyKeys = {
  count: ['platformMessageCount'] as const,
  messages: ['platformMessages'] as const,
  todos: ['platformTodos'] as const,
  subscription: ['platformSubscription'] as const,
};

/** The bell's text: nothing for 0, the count up to 99, then 99+. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The notification centre of the caller's area. */
export const centrePath = (userType: 'staff' | 'customer') =>
  userType === 'customer' ? '/client/oa/notification' : '/oa/notification';

export const notifyApi = {
  count: () => callEndpoint(MESSAGE_API.count, undefined, { quiet: true }),
  search: (criteria: { kind?: string; read?: boolean }, page: number) =>
    callEndpoint(NOTIFICATION_API.search, { page, size: 20, criteria, sort: [] } as never),
  read: (ids: string[]) => callEndpoint(NOTIFICATION_API.read, { ids }),
  readAll: () => callEndpoint(NOTIFICATION_API.readAll, {}),
  todos: (page: number) => callEndpoint(TO_DO_API.search, { page, size: 20, criteria: {}, sort: [] }),
  complete: (id: string) => callEndpoint(TO_DO_API.complete, { id }),
  remind: (id: string, hours: 1 | 2) => callEndpoint(TO_DO_API.remind, { id, hours }),
  subscription: () => callEndpoint(SUBSCRIPTION_API.fetch, {}),
  saveSubscription: (input: SubscriptionPayload) => callEndpoint(SUBSCRIPTION_API.save, input),
};

export type { MessageRow, TodoRow };
