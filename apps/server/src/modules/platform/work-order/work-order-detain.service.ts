import { WORK_ORDER_STATUS } from '@freightdesk/domain';
import { and, eq, ne } from 'drizzle-orm';
import { lmsWaybill, setDetainTypeLocked } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { workOrder } from './work-order.schema.ts';

/**
 * A work order that triggers detain holds its waybill with detain type customerService (reason: the
 * order's code) while it is open: set at create and re-open, lifted at close unless another open
 * detaining order of the waybill still holds it (other detain types stay with the waybill's flag).
 */
const TYPE = 'customerService';

async function linkedWaybill(tx: Db, order: typeof workOrder.$inferSelect) {
  if (!order.triggersDetain || order.billType !== 'waybill' || !order.billId) return undefined;
  const [w] = await tx.select().from(lmsWaybill).where(eq(lmsWaybill.id, order.billId)).for('update');
  return w;
}

async function readOrder(tx: Db, id: string) {
  const [order] = await tx.select().from(workOrder).where(eq(workOrder.id, id)).for('update');
  return order;
}

/** At create and re-open: detains the linked waybill (a finished waybill is left as it is). */
export async function detainOnOpen(tx: Db, ctx: AuthedContext, id: string): Promise<void> {
  const order = await readOrder(tx, id);
  if (!order) return;
  const w = await linkedWaybill(tx, order);
  if (!w) return;
  const changed = await setDetainTypeLocked(tx, ctx, w, TYPE, true, order.code);
  if (changed || w.detainTypes.includes(TYPE))
    await tx.update(workOrder).set({ isDetain: true }).where(eq(workOrder.id, id));
}

/** At close: releases the waybill unless another open detaining order of it remains. */
export async function releaseOnClose(tx: Db, ctx: AuthedContext, id: string): Promise<void> {
  const order = await readOrder(tx, id);
  if (!order?.isDetain) return;
  await tx.update(workOrder).set({ isDetain: false }).where(eq(workOrder.id, id));
  const w = await linkedWaybill(tx, order);
  if (!w) return;
  const [other] = await tx
    .select({ id: workOrder.id })
    .from(workOrder)
    .where(
      and(
        eq(workOrder.billId, w.id),
        ne(workOrder.id, id),
        eq(workOrder.triggersDetain, true),
        eq(workOrder.isDetain, true),
        ne(workOrder.status, WORK_ORDER_STATUS.closed),
      ),
    )
    .limit(1);
  if (!other) await setDetainTypeLocked(tx, ctx, w, TYPE, false, order.code);
}
