import {
  FALLBACK_LANGUAGE,
  message,
  WAYBILL_STATUS_LABELS,
  WORK_ORDER_LIMITS,
  WORK_ORDER_MAIN_TYPE,
  type WorkOrderCreatePayload,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import type { WaybillStatusChange } from '#modules/lms/waybill/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { openWorkOrder } from './work-order-create.service.ts';
import { workOrderAutoOpen } from './work-order-sla.schema.ts';

/**
 * A waybill entering one of the statuses of `workOrder.autoOpenStatuses` (exception and delivery
 * failure by default) opens an exception work order for its customer, assigned to the customer's
 * customer-service follow person — once per entry: the entry's key (waybill, status, version after
 * the move) is written first, and a second call for the same entry finds it.
 */
export async function autoOpenOnStatus(
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillStatusChange[],
): Promise<void> {
  const entered = changes.filter((c) => c.from !== c.waybill.status);
  if (!entered.length) return;
  const statuses = await readSysConfig(ctx.runtime, 'workOrder.autoOpenStatuses', ctx.now, tx);
  for (const { waybill: w } of entered) {
    if (!statuses.includes(w.status)) continue;
    const [entry] = await tx
      .insert(workOrderAutoOpen)
      .values({
        key: `${w.id}:${w.status}:${w.version}`,
        waybillId: w.id,
        status: w.status,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: workOrderAutoOpen.id });
    if (!entry) continue;
    const order = await openWorkOrder(tx, ctx, await autoPayload(tx, w));
    await tx
      .update(workOrderAutoOpen)
      .set({ workOrderId: order.id })
      .where(eq(workOrderAutoOpen.id, entry.id));
  }
}

type Waybill = WaybillStatusChange['waybill'];

/** The order's fields: in the system's default language (zh-CN), the waybill number and status named. */
async function autoPayload(tx: Db, w: Waybill): Promise<WorkOrderCreatePayload> {
  const [c] = await tx
    .select({ service1: customer.service1UserId, service2: customer.service2UserId })
    .from(customer)
    .where(eq(customer.id, w.customerId));
  const lang = FALLBACK_LANGUAGE;
  const status = WAYBILL_STATUS_LABELS[w.status][lang];
  const assigneeId = c?.service1 ?? c?.service2 ?? undefined;
  return {
    title: message(lang, 'workOrderAutoOpenTitle', [w.waybillNo, status]).slice(0, WORK_ORDER_LIMITS.title),
    description: message(lang, 'workOrderAutoOpenDescription', [w.waybillNo, status]),
    mainType: WORK_ORDER_MAIN_TYPE.exception,
    urgencyLevel: 0,
    billType: 'waybill',
    billId: w.id,
    attachmentFiles: [],
    isPublic: false,
    customerId: w.customerId,
    ...(assigneeId ? { assigneeId } : {}),
    notifyUserIds: [],
    triggersDetain: false,
  };
}
