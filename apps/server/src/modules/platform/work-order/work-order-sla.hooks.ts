import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { claimOnClose } from './work-order-claim.service.ts';
import { detainOnOpen, releaseOnClose } from './work-order-detain.service.ts';
import type { WorkOrderEvent } from './work-order-events.ts';
import { slaOnClose, slaOnFirstReply, slaOnResume, slaOnStart } from './work-order-sla.service.ts';

/**
 * What the SLA clock, claims and detain do at the core's actions, inside the action's transaction
 * after its own write (the manifest registers it with `onWorkOrderEvent`). A claim refused at close
 * (no linked waybill) rolls the whole close back.
 */
export async function workOrderSlaListener(tx: Db, ctx: AuthedContext, event: WorkOrderEvent): Promise<void> {
  const id = event.order.id;
  const before = { pendingSince: event.before?.pendingSince ?? null };
  switch (event.type) {
    case 'created':
    case 'reOpened':
      await slaOnStart(tx, ctx, id);
      await detainOnOpen(tx, ctx, id);
      return;
    case 'closed':
      await claimOnClose(tx, ctx, id);
      await slaOnClose(tx, ctx, id, before);
      await releaseOnClose(tx, ctx, id);
      return;
    case 'resumed':
      return slaOnResume(tx, ctx, id, before);
    case 'replied':
      if (!event.before?.firstFollowTime && event.order.firstFollowTime) await slaOnFirstReply(tx, ctx, id);
      return;
    default:
      return;
  }
}
