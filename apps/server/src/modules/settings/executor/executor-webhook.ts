import { FALLBACK_LANGUAGE } from '@freightdesk/domain';
import { queueWebhook, waybillWebhookData } from '#modules/settings/webhook/index.ts';
import type { ExecutorWebhookSender } from './executor.tasks.ts';

/**
 * An executor's webhook call through the webhooks' queue: the waybill as its customer reads it, the
 * executor's URL and headers, the same body, retries with backoff and delivery log as a hook's
 * (docs/webhooks.md). One post per queued call, however often this task runs.
 */
export const sendThroughWebhooks: ExecutorWebhookSender = async (db, call, context) => {
  const system = context.system(FALLBACK_LANGUAGE);
  const data = await waybillWebhookData(db, system, call.waybillId);
  await queueWebhook(
    db,
    {
      url: call.url,
      headers: call.headers.map((h) => ({ key: h.name, value: h.value })),
      event: call.event,
      payload: data,
      key: `executor:${call.key}`,
    },
    system,
  );
};
