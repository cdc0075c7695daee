import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@freightdesk/domain';
import { WEBHOOK_DELIVERY_ATTEMPTS } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WaybillStatusChange } from '#modules/lms/waybill/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { webhookTable } from './webhook.schema.ts';
import { type DeliverPayload, WEBHOOK_DELIVER_TASK } from './webhook-delivery.ts';

/** One event of one waybill; `key` tells repeats of one event apart (the waybill's version). */
export type WaybillEvent = {
  event: WebhookEvent;
  waybill: { id: string; customerId: string | null };
  key: string | number;
};

/**
 * Queues, in the writing transaction, one delivery per enabled hook of the waybill's customer that
 * subscribed to the event: one read of the hooks per call, one task per (hook, event, waybill, key),
 * so a retried write queues nothing twice. Internal hooks (no customer) are not fed by waybill events.
 */
export async function queueWaybillEvents(db: Db | Tx, events: readonly WaybillEvent[], now: Date) {
  const customers = [...new Set(events.map((e) => e.waybill.customerId).filter((c) => c !== null))];
  if (!customers.length) return;
  const kinds = [...new Set(events.map((e) => e.event))];
  const hooks = (await db
    .select({ id: webhookTable.id, customerId: webhookTable.customerId, events: webhookTable.events })
    .from(webhookTable)
    .where(
      and(
        eq(webhookTable.enabled, true),
        inArray(webhookTable.customerId, customers),
        sql`${webhookTable.events} && array[${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )}]::varchar[]`,
      ),
    )) as { id: string; customerId: string; events: string[] }[];
  if (!hooks.length) return;
  for (const e of events) {
    for (const hook of hooks) {
      const subscribed = hook.events.includes(e.event);
      if (hook.customerId !== e.waybill.customerId || !subscribed) continue;
      const payload: DeliverPayload = {
        deliveryId: randomUUID(),
        hookId: hook.id,
        event: e.event,
        waybillId: e.waybill.id,
        occurredAt: now.toISOString(),
      };
      await enqueueTask(
        db,
        {
          type: WEBHOOK_DELIVER_TASK,
          key: `${hook.id}:${e.event}:${e.waybill.id}:${e.key}`,
          payload,
          maxAttempts: WEBHOOK_DELIVERY_ATTEMPTS,
        },
        now,
      );
    }
  }
}

type Placed = { id: string; customerId: string | null };

/** Orders placed: `orderCreated`. */
export async function webhooksOnPlaced(tx: Db, ctx: AuthedContext, waybills: readonly Placed[]) {
  await queueWaybillEvents(
    tx,
    waybills.map((waybill) => ({ event: 'orderCreated', waybill, key: 'created' })),
    ctx.now,
  );
}

type Received = Placed & {
  version: number;
  orderChargeWeight: string | null;
  receivableRealChargeWeight: string | null;
};

/** The charge weight measured at receive differs from the ordered one. */
const weightChanged = (w: Received) =>
  w.receivableRealChargeWeight !== null &&
  (w.orderChargeWeight === null || !new Decimal(w.receivableRealChargeWeight).eq(w.orderChargeWeight));

/** Waybills received: `received`, and `weightChanged` when the measured charge weight is not the ordered one. */
export async function webhooksOnReceived(tx: Db, ctx: AuthedContext, waybills: readonly Received[]) {
  await queueWaybillEvents(
    tx,
    waybills.flatMap((waybill): WaybillEvent[] => [
      { event: 'received', waybill, key: waybill.version },
      ...(weightChanged(waybill) ? [{ event: 'weightChanged' as const, waybill, key: waybill.version }] : []),
    ]),
    ctx.now,
  );
}

/** Status moves: `statusChanged` for every move, `sent` into departure, `exception` into exception. */
export async function webhooksOnStatusChanged(
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillStatusChange[],
) {
  const events: WaybillEvent[] = [];
  for (const { waybill, from } of changes) {
    if (waybill.status === from) continue;
    const key = waybill.version;
    events.push({ event: 'statusChanged', waybill, key });
    if (waybill.status === 'departure') events.push({ event: 'sent', waybill, key });
    if (waybill.status === 'exception') events.push({ event: 'exception', waybill, key });
  }
  await queueWaybillEvents(tx, events, ctx.now);
}
