import {
  isEmptyReply,
  Permission,
  type WorkOrderEvaluation,
  type WorkOrderReplyPayload,
} from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lockWorkOrder, lockWorkOrders, staffOnlyAction, type WorkOrderRecord } from './work-order-access.ts';
import {
  closeOrder,
  evaluateOrder,
  type ReplyInput,
  reOpenOrder,
  replyTo,
  setPending,
} from './work-order-actions.ts';

/** The routes' handlers: one order, or a batch that is all or nothing. */
type Step = (tx: Db, ctx: AuthedContext, order: WorkOrderRecord) => Promise<WorkOrderRecord>;
const answer = (o: WorkOrderRecord) => ({ id: o.id, status: o.status });

function one(ctx: AuthedContext, id: string, step: Step) {
  return ctx.db.transaction(async (tx) => answer(await step(tx, ctx, await lockWorkOrder(tx, ctx, id))));
}

/** Runs `step` on every order in one transaction; the first refusal refuses the batch, naming its order. */
function batch(ctx: AuthedContext, ids: readonly string[], step: Step) {
  return ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const order of await lockWorkOrders(tx, ctx, ids)) {
      try {
        rows.push(answer(await step(tx, ctx, order)));
      } catch (e) {
        if (!(e instanceof BizError)) throw e;
        throw new BizError('workOrderBatchRefused', [order.code, e.render(ctx.lang)]);
      }
    }
    return { count: rows.length, rows };
  });
}

function replyStep(ctx: AuthedContext, input: ReplyInput & { isSameClose: boolean }, close: boolean): Step {
  if (isEmptyReply(input.reply)) throw new BizError('workOrderReplyEmpty');
  const closing = close || input.isSameClose;
  if (closing && !ctx.auth.permissions.has(Permission.workOrderClose)) throw noPermission();
  return async (tx, c, order) => {
    const replied = await replyTo(tx, c, order, input);
    return closing ? closeOrder(tx, c, replied) : replied;
  };
}

export const replyWorkOrder = (ctx: AuthedContext, input: WorkOrderReplyPayload) =>
  one(ctx, input.id, replyStep(ctx, input, false));
export const replyAndCloseWorkOrder = (ctx: AuthedContext, input: WorkOrderReplyPayload) =>
  one(ctx, input.id, replyStep(ctx, input, true));
export const closeWorkOrder = (ctx: AuthedContext, input: { id: string }) => one(ctx, input.id, closeOrder);
export const reOpenWorkOrder = (ctx: AuthedContext, input: { id: string }) => one(ctx, input.id, reOpenOrder);

export function pendingWorkOrder(ctx: AuthedContext, input: { id: string; isPending: boolean }) {
  staffOnlyAction(ctx);
  return one(ctx, input.id, (tx, c, o) => setPending(tx, c, o, input.isPending));
}

export function evaluateWorkOrder(
  ctx: AuthedContext,
  input: { id: string; evaluation: WorkOrderEvaluation; remark?: string | undefined },
) {
  return one(ctx, input.id, (tx, c, o) => evaluateOrder(tx, c, o, input.evaluation, input.remark));
}

export const batchReplyWorkOrders = (
  ctx: AuthedContext,
  input: ReplyInput & { ids: string[]; isSameClose: boolean },
) => batch(ctx, input.ids, replyStep(ctx, input, false));
export const batchCloseWorkOrders = (ctx: AuthedContext, input: { ids: string[] }) =>
  batch(ctx, input.ids, closeOrder);
export const batchReOpenWorkOrders = (ctx: AuthedContext, input: { ids: string[] }) =>
  batch(ctx, input.ids, reOpenOrder);

export function batchPendingWorkOrders(ctx: AuthedContext, input: { ids: string[]; isPending: boolean }) {
  staffOnlyAction(ctx);
  return batch(ctx, input.ids, (tx, c, o) => setPending(tx, c, o, input.isPending));
}
