import { WORK_ORDER_API as API, Permission as P, WORK_ORDER_TYPE_API as TYPE_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { workOrderList } from './work-order-access.ts';
import {
  batchCloseWorkOrders,
  batchPendingWorkOrders,
  batchReOpenWorkOrders,
  batchReplyWorkOrders,
  closeWorkOrder,
  evaluateWorkOrder,
  pendingWorkOrder,
  reOpenWorkOrder,
  replyAndCloseWorkOrder,
  replyWorkOrder,
} from './work-order-action.service.ts';
import { assignWorkOrder, fetchAssignRules, saveAssignRules } from './work-order-assign.service.ts';
import { createWorkOrder } from './work-order-create.service.ts';
import { exportWorkOrders } from './work-order-export.service.ts';
import {
  searchWorkOrders,
  workOrderDetail,
  workOrderStatusGroup,
  workOrdersOfWaybill,
} from './work-order-read.service.ts';
import { insertWorkOrderType, listWorkOrderTypes, updateWorkOrderType } from './work-order-type.service.ts';

/** Work orders and their second types (staff and customer users; a customer reaches its own). */
export const workOrderRoutes = [
  route({ contract: API.create, permission: P.workOrderInsert, handler: createWorkOrder }),
  scopedRoute(workOrderList, { contract: API.search, permission: P.workOrder, handler: searchWorkOrders }),
  scopedRoute(workOrderList, {
    contract: API.statusGroup,
    permission: P.workOrder,
    handler: workOrderStatusGroup,
  }),
  scopedRoute(workOrderList, { contract: API.detail, permission: P.workOrder, handler: workOrderDetail }),
  scopedRoute(workOrderList, {
    contract: API.findByWaybillId,
    permission: [P.workOrder, P.lmsWaybillList],
    handler: (ctx, input) => workOrdersOfWaybill(ctx, input.waybillId),
  }),
  scopedRoute(workOrderList, {
    contract: API.export,
    permission: P.workOrderExport,
    handler: exportWorkOrders,
  }),
  route({ contract: API.assign, permission: P.workOrderAssign, handler: assignWorkOrder }),
  route({ contract: API.reply, permission: P.workOrderReply, handler: replyWorkOrder }),
  route({ contract: API.replyAndClose, permission: P.workOrderReply, handler: replyAndCloseWorkOrder }),
  route({ contract: API.close, permission: P.workOrderClose, handler: closeWorkOrder }),
  route({ contract: API.reOpen, permission: P.workOrderReOpen, handler: reOpenWorkOrder }),
  route({ contract: API.pending, permission: P.workOrderPending, handler: pendingWorkOrder }),
  route({ contract: API.evaluation, permission: P.workOrderEvaluation, handler: evaluateWorkOrder }),
  route({ contract: API.batchReply, permission: P.workOrderReply, handler: batchReplyWorkOrders }),
  route({ contract: API.batchClose, permission: P.workOrderClose, handler: batchCloseWorkOrders }),
  route({ contract: API.batchReOpen, permission: P.workOrderReOpen, handler: batchReOpenWorkOrders }),
  route({ contract: API.batchPending, permission: P.workOrderPending, handler: batchPendingWorkOrders }),
  route({ contract: API.assignRuleSave, permission: P.workOrderAssignRule, handler: saveAssignRules }),
  route({ contract: API.assignRuleFetch, permission: P.workOrderAssignRule, handler: fetchAssignRules }),
  route({
    contract: TYPE_API.list,
    permission: [P.workOrder, P.workOrderType],
    handler: listWorkOrderTypes,
  }),
  route({ contract: TYPE_API.insert, permission: P.workOrderTypeInsert, handler: insertWorkOrderType }),
  route({ contract: TYPE_API.update, permission: P.workOrderTypeUpdate, handler: updateWorkOrderType }),
];
