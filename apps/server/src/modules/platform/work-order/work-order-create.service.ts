import { WORK_ORDER_API, WORK_ORDER_NUMBER_RULE, type WorkOrderCreatePayload } from '@freightdesk/domain';
import { and, eq, or } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { workOrder as wo, workOrderType } from './work-order.schema.ts';
import { sideOf, WORK_ORDER_ENTITY, type WorkOrderRecord } from './work-order-access.ts';
import { checkAssignee, pickAssignee, setAssignee } from './work-order-assign.service.ts';
import { moveWaybillOpenCount } from './work-order-effects.ts';
import { emitWorkOrderEvent } from './work-order-events.ts';
import { attachFiles } from './work-order-files.ts';

/** The order's customer: a customer user's own; staff's choice (none: an internal order). */
async function customerOf(tx: Db, ctx: AuthedContext, chosen: string | undefined): Promise<string | null> {
  if (sideOf(ctx) === 'customer') {
    if (!ctx.auth.customerId) throw noPermission();
    return ctx.auth.customerId;
  }
  if (!chosen) return null;
  const [c] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, chosen));
  if (!c) throw new BizError('workOrderCustomerNotFound');
  return chosen;
}

async function checkSecondType(tx: Db, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [t] = await tx
    .select({ code: workOrderType.code })
    .from(workOrderType)
    .where(and(eq(workOrderType.code, code), eq(workOrderType.enabled, true)));
  if (!t) throw new BizError('workOrderTypeNotFound');
  return t.code;
}

type BillLink = { billType: WorkOrderRecord['billType']; billId: string | null; billNo: string | null };

/** The linked bill: a waybill must exist and belong to the order's customer (any, for internal orders). */
async function billOf(
  tx: Db,
  input: WorkOrderCreatePayload,
  customerId: string | null,
): Promise<BillLink & { customerWaybillNo: string | null }> {
  if (!input.billType) return { billType: null, billId: null, billNo: null, customerWaybillNo: null };
  if (!input.billId && !input.billNo) throw new BizError('workOrderBillRequired');
  if (input.billType !== 'waybill')
    return {
      billType: input.billType,
      billId: input.billId ?? null,
      billNo: input.billNo ?? null,
      customerWaybillNo: null,
    };
  const [w] = await tx
    .select({ id: lmsWaybill.id, no: lmsWaybill.waybillNo, customerNo: lmsWaybill.customerNo })
    .from(lmsWaybill)
    .where(
      and(
        input.billId
          ? eq(lmsWaybill.id, input.billId)
          : or(eq(lmsWaybill.waybillNo, input.billNo!), eq(lmsWaybill.customerNo, input.billNo!)),
        customerId ? eq(lmsWaybill.customerId, customerId) : undefined,
      ),
    )
    .limit(1);
  if (!w) throw new BizError('workOrderWaybillNotFound', [input.billNo ?? input.billId ?? '']);
  return { billType: 'waybill', billId: w.id, billNo: w.no, customerWaybillNo: w.customerNo };
}

/**
 * Opens a work order in the caller's transaction: numbered, linked, its files attached, assigned by
 * hand or by the rules, the waybill's counter moved. Other modules (an exception's auto-open) call it.
 */
export async function openWorkOrder(
  tx: Db,
  ctx: AuthedContext,
  input: WorkOrderCreatePayload,
): Promise<WorkOrderRecord> {
  const byStaff = sideOf(ctx) === 'staff';
  const customerId = await customerOf(tx, ctx, input.customerId);
  const secondType = await checkSecondType(tx, input.secondType);
  const bill = await billOf(tx, input, customerId);
  if (byStaff && input.assigneeId) await checkAssignee(tx, input.assigneeId);
  const attachmentFiles = await attachFiles(tx, ctx, input.attachmentFiles, customerId);
  const code = await takeNextNo(tx, WORK_ORDER_NUMBER_RULE, ctx.now);
  const [row] = await tx
    .insert(wo)
    .values({
      code,
      status: 0,
      mainType: input.mainType,
      secondType,
      ...bill,
      urgencyLevel: input.urgencyLevel,
      title: input.title,
      description: input.description,
      // a customer's own order is always visible to its customer
      isPublic: byStaff ? input.isPublic : true,
      customerId,
      notifyUserIds: byStaff ? input.notifyUserIds : [],
      attachmentFiles,
      indemnityAmount: input.indemnityAmount ?? null,
      indemnityCurrency: input.indemnityCurrency ?? null,
      responsibleParty: byStaff ? (input.responsibleParty ?? null) : null,
      responsibleAgentId: byStaff ? (input.responsibleAgentId ?? null) : null,
      triggersDetain: byStaff ? input.triggersDetain : false,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning();
  let order = row!;
  await moveWaybillOpenCount(tx, order, 1);
  await writeBusinessLog(tx, ctx, [
    {
      entity: WORK_ORDER_ENTITY,
      entityId: order.id,
      action: 'workOrderCreate',
      customerId,
      after: { code, mainType: input.mainType, secondType, title: input.title, billNo: bill.billNo },
    },
  ]);
  await emitWorkOrderEvent(tx, ctx, { type: 'created', order, byStaff });
  const [fresh] = await tx.select().from(wo).where(eq(wo.id, order.id));
  order = fresh!;
  const assignee = (byStaff ? input.assigneeId : undefined) ?? (await pickAssignee(tx, order));
  if (assignee) order = await setAssignee(tx, ctx, order, assignee);
  return order;
}

/** `platform/workOrder/create` (retry-safe with `requestKey`). */
export async function createWorkOrder(ctx: AuthedContext, input: WorkOrderCreatePayload) {
  return oncePerRequestKey(ctx, WORK_ORDER_API.create.url, input.requestKey, async (tx) => {
    const order = await openWorkOrder(tx, ctx, input);
    return { id: order.id, code: order.code, status: order.status };
  });
}
