import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WorkOrderRecord } from './work-order-access.ts';

/**
 * What happened to a work order, announced inside the writing transaction after the row changed:
 * the desk's SLA clock, claims and detain parts register listeners (in their own files) instead of
 * this module calling them. `order` is the row as written.
 */
export type WorkOrderEventType =
  | 'created'
  | 'assigned'
  | 'replied'
  | 'closed'
  | 'reOpened'
  | 'pending'
  | 'resumed'
  | 'evaluated';
export type WorkOrderEvent = {
  type: WorkOrderEventType;
  order: WorkOrderRecord;
  /** The row before the change (absent on create). */
  before?: WorkOrderRecord;
  byStaff: boolean;
};
type Listener = (tx: Db, ctx: AuthedContext, event: WorkOrderEvent) => Promise<void>;

const listeners: Listener[] = [];

/** Registers a listener once (call it from a manifest or a module's top level). */
export function onWorkOrderEvent(listener: Listener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function emitWorkOrderEvent(tx: Db, ctx: AuthedContext, event: WorkOrderEvent): Promise<void> {
  for (const l of listeners) await l(tx, ctx, event);
}
