import { onWaybillsPlaced, onWaybillsReceived, onWaybillsStatusChanged } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { webhookDelivery, webhookSecret, webhookTable } from './webhook.schema.ts';
import {
  deliverWebhookTask,
  postWebhookTask,
  WEBHOOK_DELIVER_TASK,
  WEBHOOK_POST_TASK,
} from './webhook-delivery.ts';
import { webhooksOnPlaced, webhooksOnReceived, webhooksOnStatusChanged } from './webhook-events.ts';

onWaybillsPlaced(webhooksOnPlaced);
onWaybillsReceived(webhooksOnReceived);
onWaybillsStatusChanged(webhooksOnStatusChanged);

/** Webhooks: subscriptions, signed deliveries through the durable queue, the delivery log (docs/webhooks.md). */
export const webhookModule: ModuleManifest = {
  name: 'settings/webhook',
  tables: { webhookTable, webhookSecret, webhookDelivery },
  entities: { webhook: { table: webhookTable } },
  routes: webhookRoutes,
  tasks: {
    [WEBHOOK_DELIVER_TASK]: deliverWebhookTask,
    [WEBHOOK_POST_TASK]: postWebhookTask,
  },
};
