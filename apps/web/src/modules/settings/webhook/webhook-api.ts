import { WEBHOOK_API, type WebhookDelivery } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const revealSecret = (id: string) => callEndpoint(WEBHOOK_API.secret, { id });
export const rotateSecret = (id: string) => callEndpoint(WEBHOOK_API.rotateSecret, { id });
export const sendTest = (id: string): Promise<WebhookDelivery> => callEndpoint(WEBHOOK_API.sendTest, { id });
export const hookDeliveries = (hookId: string) =>
  callEndpoint(WEBHOOK_API.deliveries, { page: 1, size: 50, criteria: { hookId }, sort: [] });
