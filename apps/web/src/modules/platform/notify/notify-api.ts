import {
  type MessageRow,
  NOTIFICATION_API,
  SUBSCRIPTION_API,
  type SubscriptionPayload,
  TO_DO_API,
  type TodoRow,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const notifyKeys = {
  messages: ['platformMessages'] as const,
  todos: ['platformTodos'] as const,
  subscription: ['platformSubscription'] as const,
};

export const notifyApi = {
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
