import { l } from '../entity/define.ts';
import type { Message } from '../messages/catalogue.ts';

/**
 * Permission codes of work orders: the list (OA → work orders; a customer user with the portal code
 * sees its own customer's), its actions, the second types and the assignment rules.
 */
export const WORK_ORDER_PERMISSION_CODES = {
  workOrder: 'oa/workOrder',
  workOrderInsert: 'oa/workOrder:insert',
  workOrderAssign: 'oa/workOrder:assign',
  workOrderReply: 'oa/workOrder:reply',
  workOrderClose: 'oa/workOrder:close',
  workOrderReOpen: 'oa/workOrder:reOpen',
  workOrderPending: 'oa/workOrder:pending',
  workOrderEvaluation: 'oa/workOrder:evaluation',
  workOrderExport: 'oa/workOrder:export',
  workOrderAssignRule: 'oa/workOrder:assignRule',
  workOrderType: 'oa/workOrderType',
  workOrderTypeInsert: 'oa/workOrderType:insert',
  workOrderTypeUpdate: 'oa/workOrderType:update',
} as const;
export const WORK_ORDER_ACTION_CODES = [
  'insert',
  'assign',
  'reply',
  'close',
  'reOpen',
  'pending',
  'evaluation',
  'export',
  'assignRule',
] as const;
export const WORK_ORDER_TYPE_ACTION_CODES = ['insert', 'update'] as const;

/** Screen titles of work orders. */
export const WORK_ORDER_TITLES = {
  list: l('工单', 'Work orders', 'Phiếu công việc'),
  types: l('工单类型', 'Work order types', 'Loại phiếu công việc'),
  one: l('工单', 'Work order', 'Phiếu công việc'),
} as const satisfies Record<string, Message>;

/** Names of the codes in the grant tree (and the screens' titles). */
export const WORK_ORDER_PERMISSION_LABELS = {
  'oa/workOrder': WORK_ORDER_TITLES.list,
  'oa/workOrderType': WORK_ORDER_TITLES.types,
} as const satisfies Record<string, Message>;

/** The business log's names of work-order actions. */
export const WORK_ORDER_LOG_ACTIONS = {
  workOrderCreate: l('创建工单', 'Create work order', 'Tạo phiếu công việc'),
  workOrderAssign: l('分配工单', 'Assign work order', 'Phân công phiếu công việc'),
  workOrderReply: l('回复工单', 'Reply to work order', 'Trả lời phiếu công việc'),
  workOrderClose: l('关闭工单', 'Close work order', 'Đóng phiếu công việc'),
  workOrderReOpen: l('重新打开工单', 'Re-open work order', 'Mở lại phiếu công việc'),
  workOrderPending: l('挂起工单', 'Set work order pending', 'Tạm treo phiếu công việc'),
  workOrderResume: l('取消挂起工单', 'Resume work order', 'Bỏ tạm treo phiếu công việc'),
  workOrderEvaluate: l('评价工单', 'Evaluate work order', 'Đánh giá phiếu công việc'),
  workOrderAssignRuleSave: l('保存分配规则', 'Save assignment rules', 'Lưu quy tắc phân công'),
} as const satisfies Record<string, Message>;
