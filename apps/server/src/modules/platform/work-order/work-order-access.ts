import type { WorkOrderSide } from '@freightdesk/domain';
import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { workOrder as wo } from './work-order.schema.ts';

export type WorkOrderRecord = typeof wo.$inferSelect;

/** The business log's record name of work orders. */
export const WORK_ORDER_ENTITY = 'workOrder';

/**
 * Work orders as a scoped list: owned by their assignee (the staff user who handles them), belonging
 * to their customer. Besides the scope, staff always see what they created or are assigned.
 */
export const workOrderList = defineScopedList('platformWorkOrder', {
  owner: wo.assigneeId,
  customer: wo.customerId,
});

const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

export const sideOf = (ctx: AuthedContext): WorkOrderSide =>
  ctx.auth.userType === 'customer' ? 'customer' : 'staff';

/**
 * What a customer user may reach: its own customer's orders that are public (a customer's own orders
 * always are; internal orders never, having no customer). Staff: no restriction here.
 */
export function customerVisibility(ctx: AuthedContext): SQL | undefined {
  if (sideOf(ctx) === 'staff') return undefined;
  return and(
    isNotNull(wo.customerId),
    eq(wo.customerId, ctx.auth.customerId ?? NO_CUSTOMER),
    eq(wo.isPublic, true),
  );
}

/** Staff: what they created or are assigned, whatever their data scope. */
export function ownOrders(ctx: AuthedContext): SQL {
  return or(eq(wo.createdBy, ctx.auth.userId), eq(wo.assigneeId, ctx.auth.userId))!;
}

/**
 * Locks the work orders of `ids` the caller may reach (`for update`, in id order against deadlocks);
 * an id not found or out of reach is refused as "the work order does not exist".
 */
export async function lockWorkOrders(
  tx: Db,
  ctx: AuthedContext,
  ids: readonly string[],
): Promise<WorkOrderRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(wo)
    .where(and(inArray(wo.id, unique), customerVisibility(ctx)))
    .orderBy(wo.id)
    .for('update');
  if (rows.length !== unique.length) throw new BizError('workOrderNotFound');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/** One work order the caller may reach, locked. */
export async function lockWorkOrder(tx: Db, ctx: AuthedContext, id: string): Promise<WorkOrderRecord> {
  return (await lockWorkOrders(tx, ctx, [id]))[0]!;
}

/** Refuses a customer user (assign, pending, assignment rules are the staff's). */
export function staffOnlyAction(ctx: AuthedContext, code = ''): void {
  if (sideOf(ctx) !== 'staff') throw new BizError('workOrderStaffOnly', [code]);
}

/** Milliseconds between two instants (null while the later one is missing). */
export const elapsed = (from: Date, to: Date | null) =>
  to ? Math.max(0, to.getTime() - from.getTime()) : null;
