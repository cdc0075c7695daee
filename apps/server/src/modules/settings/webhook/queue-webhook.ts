import { createHash } from 'node:crypto';
import { WEBHOOK_DELIVERY_ATTEMPTS, type WebhookHeader } from '@freightdesk/domain';
import { sealSecret } from '#modules/settings/carrier-api/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { type PostPayload, WEBHOOK_POST_TASK } from './webhook-delivery.ts';

export type QueuedWebhook = {
  url: string;
  headers?: readonly WebhookHeader[];
  /** Signs the body when given (kept sealed in the queue). */
  secret?: string | null;
  event: string;
  /** The body's `data`. */
  payload: unknown;
  /** The unit of work's key: one post per key, however often it is queued. */
  key: string;
  /** Whose delivery log shows it (a customer user reads its own). */
  customerId?: string | null;
};

/** The delivery id of a key (the same key, the same id: a repeated queueing answers the same delivery). */
function idOfKey(key: string): string {
  const h = createHash('sha256').update(`${WEBHOOK_POST_TASK}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Queues a webhook POST to any URL without a stored hook (the executors' webhook action), in the
 * caller's transaction: the same body, headers, signature, retries with backoff and delivery log as
 * a hook's. No failure count, no disabling. Answers the delivery id (the body's `id`).
 */
export async function queueWebhook(
  tx: Db | Tx,
  hook: QueuedWebhook,
  ctx: { now: Date; config: { secretsKey: Buffer } },
): Promise<string> {
  const { now, config } = ctx;
  const deliveryId = idOfKey(hook.key);
  const payload: PostPayload = {
    deliveryId,
    url: hook.url,
    headers: [...(hook.headers ?? [])],
    sealedSecret: hook.secret ? sealSecret(config.secretsKey, hook.secret) : null,
    event: hook.event,
    payload: hook.payload,
    occurredAt: now.toISOString(),
    customerId: hook.customerId ?? null,
  };
  await enqueueTask(
    tx,
    { type: WEBHOOK_POST_TASK, key: hook.key, payload, maxAttempts: WEBHOOK_DELIVERY_ATTEMPTS },
    now,
  );
  return deliveryId;
}
