import { FALLBACK_LANGUAGE, WEBHOOK_DISABLE_AFTER, type WebhookHeader } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { findWaybillById, lmsWaybill } from '#modules/lms/waybill/index.ts';
import { customerUserIds, messageOf, notify } from '#modules/platform/notify/index.ts';
import { openSecret } from '#modules/settings/carrier-api/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { webhookDelivery, webhookTable } from './webhook.schema.ts';
import { postWebhook, type WebhookAttempt } from './webhook-post.ts';
import { webhookSecretOf } from './webhook-secret.ts';

export const WEBHOOK_DELIVER_TASK = 'settings.webhook.deliver';
export const WEBHOOK_POST_TASK = 'settings.webhook.post';

/** A queued delivery of a stored hook: the waybill is read when it is sent. */
export type DeliverPayload = {
  deliveryId: string;
  hookId: string;
  event: string;
  waybillId: string;
  occurredAt: string;
};

/** A queued post without a stored hook (executors): everything it needs, the secret sealed. */
export type PostPayload = {
  deliveryId: string;
  url: string;
  headers: WebhookHeader[];
  sealedSecret: string | null;
  event: string;
  payload: unknown;
  occurredAt: string;
  customerId: string | null;
};

/** A webhook row (the described table is typed loosely: its columns come from the description). */
export type HookRow = {
  id: string;
  version: number;
  enabled: boolean;
  customerId: string | null;
  name: string;
  url: string;
  events: string[];
  headers: WebhookHeader[] | null;
  consecutiveFailures: number;
  disabledReason: string | null;
  disabledAt: Date | null;
  createdBy: string | null;
};

export async function hookById(db: Db, id: string): Promise<HookRow | undefined> {
  const [row] = await db.select().from(webhookTable).where(eq(webhookTable.id, id));
  return row as unknown as HookRow | undefined;
}

async function delivered(db: Db, deliveryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.deliveryId, deliveryId), eq(webhookDelivery.status, 'success')))
    .limit(1);
  return !!row;
}

const NO_FLAGS = {
  files: false,
  remark: false,
  commodities: false,
  freightPayor: false,
  taxPayor: false,
  homePickUp: false,
  pieces: false,
  boxes: false,
  workOrder: false,
  tracks: false,
  timeCost: false,
};

/**
 * The waybill as the API's `findById` answers it to the hook's customer (a staff read for an internal
 * hook), read when the delivery is sent; null when the waybill is gone.
 */
async function waybillData(system: AuthedContext, customerId: string | null, waybillId: string) {
  const ctx: AuthedContext = customerId
    ? { ...system, auth: { ...system.auth, userType: 'customer', customerId } }
    : system;
  try {
    return await findWaybillById(ctx, { ...NO_FLAGS, id: waybillId, pieces: true, commodities: true });
  } catch (err) {
    if (err instanceof BizError && err.key === 'dataNotExist') return null;
    throw err;
  }
}

/** A waybill as a webhook body carries it: as `findById` answers its customer (null when it is gone). */
export async function waybillWebhookData(db: Db, system: AuthedContext, waybillId: string) {
  const [row] = await db
    .select({ customerId: lmsWaybill.customerId })
    .from(lmsWaybill)
    .where(eq(lmsWaybill.id, waybillId));
  return row ? waybillData(system, row.customerId, waybillId) : null;
}

/**
 * Task `settings.webhook.deliver`: one event of one waybill to one hook. A hook deleted or disabled
 * meanwhile drops it; a delivery that succeeded already is not sent again. A failed try is thrown so
 * the queue tries again with backoff, unless it disabled the hook.
 */
export async function deliverWebhookTask(db: Db, p: DeliverPayload, context: TaskContext): Promise<void> {
  const hook = await hookById(db, p.hookId);
  if (!hook?.enabled || (await delivered(db, p.deliveryId))) return;
  const system = context.system(FALLBACK_LANGUAGE);
  const secret = await webhookSecretOf(db, system.config.secretsKey, hook.id, context.now);
  const data = await waybillData(system, hook.customerId, p.waybillId);
  const attempt = await postWebhook(
    db,
    {
      url: hook.url,
      headers: hook.headers ?? [],
      secret,
      body: { id: p.deliveryId, event: p.event, occurredAt: p.occurredAt, data },
    },
    { hookId: hook.id, customerId: hook.customerId, attempt: context.attempt },
    () => context.now,
  );
  const disabled = await countOutcome(db, hook.id, attempt, context.now);
  if (attempt.status === 'failed' && !disabled) throw new Error(attempt.error ?? 'delivery failed');
}

/** Task `settings.webhook.post`: a post queued by `queueWebhook`, retried with backoff until it succeeds. */
export async function postWebhookTask(db: Db, p: PostPayload, context: TaskContext): Promise<void> {
  if (await delivered(db, p.deliveryId)) return;
  const key = context.system().config.secretsKey;
  const attempt = await postWebhook(
    db,
    {
      url: p.url,
      headers: p.headers,
      secret: p.sealedSecret ? openSecret(key, p.sealedSecret) : null,
      body: { id: p.deliveryId, event: p.event, occurredAt: p.occurredAt, data: p.payload },
    },
    { hookId: null, customerId: p.customerId, attempt: context.attempt },
    () => context.now,
  );
  if (attempt.status === 'failed') throw new Error(attempt.error ?? 'delivery failed');
}

/**
 * Counts a try against its hook: a success clears the count; a failure adds one, and the
 * `WEBHOOK_DISABLE_AFTER`-th in a row disables the hook and tells its owner. A hook enabled again
 * after it was disabled counts afresh. Answers whether this try disabled the hook.
 */
export async function countOutcome(db: Db, hookId: string, attempt: WebhookAttempt, now: Date) {
  return db.transaction(async (tx) => {
    const [hook] = (await tx
      .select()
      .from(webhookTable)
      .where(eq(webhookTable.id, hookId))
      .for('update')) as unknown as HookRow[];
    if (!hook) return false;
    if (attempt.status === 'success') {
      await tx
        .update(webhookTable)
        .set({ consecutiveFailures: 0, disabledAt: null, disabledReason: null })
        .where(eq(webhookTable.id, hookId));
      return false;
    }
    const failures = (hook.disabledAt && hook.enabled ? 0 : hook.consecutiveFailures) + 1;
    if (failures < WEBHOOK_DISABLE_AFTER || !hook.enabled) {
      await tx
        .update(webhookTable)
        .set({
          consecutiveFailures: failures,
          ...(hook.enabled ? { disabledAt: null, disabledReason: null } : {}),
        })
        .where(eq(webhookTable.id, hookId));
      return false;
    }
    await tx
      .update(webhookTable)
      .set({
        consecutiveFailures: failures,
        enabled: false,
        disabledAt: now,
        disabledReason: translate(FALLBACK_LANGUAGE, 'webhookDisabledReason', [failures]),
        version: hook.version + 1,
      })
      .where(eq(webhookTable.id, hookId));
    await notifyDisabled(tx as Db, hook, failures, attempt.error ?? '', now);
    return true;
  });
}

/** Tells the hook's owner it was disabled: the customer's users, and whoever created it. */
async function notifyDisabled(db: Db, hook: HookRow, failures: number, error: string, now: Date) {
  const recipients = hook.customerId ? await customerUserIds(db, hook.customerId) : [];
  if (hook.createdBy) recipients.push(hook.createdBy);
  await notify(
    db,
    {
      recipients,
      kind: 'webhookDisabled',
      title: messageOf('webhookDisabledTitle', [hook.name]),
      content: messageOf('webhookDisabledContent', [failures, error]),
      link: hook.customerId ? '/client/setting/webhook' : '/setting/control/webhook',
      key: `${hook.id}:${now.toISOString()}`,
    },
    now,
  );
}
