import { randomUUID } from 'node:crypto';
import {
  hasPermission,
  type SearchPayload,
  webhook,
  type webhookDeliveryCriteria,
} from '@freightdesk/domain';
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { isCustomerUser } from '#platform/entity/entity-access.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset } from '#platform/http/search.ts';
import { webhookDelivery, webhookTable } from './webhook.schema.ts';
import { type HookRow, hookById } from './webhook-delivery.ts';
import { postWebhook } from './webhook-post.ts';
import { rotateWebhookSecret, webhookSecretOf } from './webhook-secret.ts';

/** The portal code customers need for their own webhooks; staff need the screen's codes. */
export const CLIENT_CODE = webhook.clientPermission!;

/**
 * Refuses a customer user without the portal code and a staff user without `staffCode` (the routes
 * let either code through, as the entity machinery's do).
 */
export function assertWebhookAccess(ctx: AuthedContext, staffCode: string): void {
  const code = isCustomerUser(ctx) ? CLIENT_CODE : staffCode;
  if (!hasPermission(ctx.auth.permissions, code)) throw noPermission();
}

/** A hook the caller may act on: any for staff, its own customer's for a customer user. */
async function hookInReach(ctx: AuthedContext, id: string): Promise<HookRow> {
  const hook = await hookById(ctx.db, id);
  if (!hook || (isCustomerUser(ctx) && hook.customerId !== ctx.auth.customerId)) throw dataNotExist();
  return hook;
}

export async function revealSecret(ctx: AuthedContext, id: string) {
  assertWebhookAccess(ctx, `${webhook.permission}:secret`);
  const hook = await hookInReach(ctx, id);
  return { secret: await webhookSecretOf(ctx.db, ctx.config.secretsKey, hook.id, ctx.now) };
}

export async function rotateSecret(ctx: AuthedContext, id: string) {
  assertWebhookAccess(ctx, `${webhook.permission}:secret`);
  const hook = await hookInReach(ctx, id);
  return { secret: await rotateWebhookSecret(ctx.db, ctx.config.secretsKey, hook.id, ctx.now) };
}

/**
 * "Send test": a `test` event POSTed to the hook at once (enabled or not), signed with its secret, and
 * logged; it does not count towards disabling the hook. Answers the try.
 */
export async function sendTest(ctx: AuthedContext, id: string) {
  assertWebhookAccess(ctx, `${webhook.permission}:test`);
  const hook = await hookInReach(ctx, id);
  const secret = await webhookSecretOf(ctx.db, ctx.config.secretsKey, hook.id, ctx.now);
  const row = await postWebhook(
    ctx.db,
    {
      url: hook.url,
      headers: hook.headers ?? [],
      secret,
      body: {
        id: randomUUID(),
        event: 'test',
        occurredAt: ctx.now.toISOString(),
        data: { hookId: hook.id, name: hook.name, message: 'FreightDesk webhook test' },
      },
    },
    { hookId: hook.id, customerId: hook.customerId, attempt: 1 },
    () => ctx.now,
  );
  return { ...row, hookName: hook.name };
}

type DeliverySearch = SearchPayload & { criteria: z.output<typeof webhookDeliveryCriteria> };

/** The delivery log, newest first: staff see every try, a customer user its own hooks' and posts'. */
export async function searchDeliveries(ctx: AuthedContext, input: DeliverySearch) {
  assertWebhookAccess(ctx, webhook.permission);
  const c = input.criteria;
  const d = webhookDelivery;
  const where = and(
    isCustomerUser(ctx) ? eq(d.customerId, ctx.auth.customerId ?? randomUUID()) : undefined,
    c.hookId ? eq(d.hookId, c.hookId) : undefined,
    c.status ? eq(d.status, c.status) : undefined,
    c.event ? eq(d.event, c.event) : undefined,
    c.deliveryId ? eq(d.deliveryId, c.deliveryId) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(d).where(where);
  const records = await ctx.db
    .select({ ...getTableColumns(d), hookName: webhookTable.name })
    .from(d)
    .leftJoin(webhookTable, eq(webhookTable.id, d.hookId))
    .where(where)
    .orderBy(desc(d.createdAt), desc(d.attempt))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    records.map((r) => ({ ...r, hookName: (r.hookName as string | null) ?? null })),
    total?.n ?? 0,
    input,
  );
}
