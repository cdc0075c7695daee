import { createHmac } from 'node:crypto';
import { WEBHOOK_RESPONSE_BODY_MAX, WEBHOOK_TIMEOUT_MS } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import { webhookDelivery } from './webhook.schema.ts';

/** What a webhook's receiver gets: the delivery, its event, when it happened, and the data. */
export type WebhookBody = { id: string; event: string; occurredAt: string; data: unknown };

/** `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const SIGNATURE_HEADER = 'X-FreightDesk-Signature';
const MASK = '******';
const CREDENTIAL_HEADER = /auth|token|key|secret|cookie|pass|sign/i;

/** One POST to make: where, the hook's own headers, the secret that signs it (none: unsigned). */
export type WebhookPost = {
  url: string;
  headers: readonly { key: string; value: string }[];
  secret: string | null;
  body: WebhookBody;
};

/** What one try recorded (the delivery log row). */
export type WebhookAttempt = typeof webhookDelivery.$inferSelect;

/** What a log row names besides the try itself. */
export type AttemptOf = { hookId: string | null; customerId: string | null; attempt: number };

/**
 * POSTs one signed delivery and records the try in the delivery log: 2xx is a success; any other
 * status, a network error or no answer within the timeout a failure (never thrown).
 */
export async function postWebhook(
  db: Db,
  post: WebhookPost,
  of: AttemptOf,
  now: () => Date,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookAttempt> {
  const payload = JSON.stringify(post.body);
  const timestamp = Math.floor(now().getTime() / 1000);
  const own = Object.fromEntries(post.headers.map((h) => [h.key, h.value]));
  const headers: Record<string, string> = {
    ...own,
    'Content-Type': 'application/json',
    'User-Agent': 'FreightDesk-Webhook/1',
    'X-FreightDesk-Event': post.body.event,
    'X-FreightDesk-Delivery': post.body.id,
    'X-FreightDesk-Timestamp': String(timestamp),
    ...(post.secret ? { [SIGNATURE_HEADER]: webhookSignature(post.secret, timestamp, payload) } : {}),
  };
  const started = Date.now();
  let outcome: { status: number | null; body: string | null; error: string | null };
  try {
    const res = await fetch(post.url, {
      method: 'POST',
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => '');
    outcome = {
      status: res.status,
      body: text.slice(0, WEBHOOK_RESPONSE_BODY_MAX),
      error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`,
    };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const error =
      e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    outcome = { status: null, body: null, error: String(error).slice(0, 500) };
  }
  // the hook's own headers may carry credentials (Authorization, an API key): those are masked
  const logged = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, k in own && CREDENTIAL_HEADER.test(k) ? MASK : v]),
  );
  const [row] = await db
    .insert(webhookDelivery)
    .values({
      deliveryId: post.body.id,
      hookId: of.hookId,
      customerId: of.customerId,
      event: post.body.event,
      url: post.url,
      attempt: of.attempt,
      status: outcome.error ? 'failed' : 'success',
      requestHeaders: logged,
      requestBody: payload,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      durationMs: Date.now() - started,
      error: outcome.error,
      createdAt: now(),
    })
    .returning();
  return row!;
}
