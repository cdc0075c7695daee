import { z } from 'zod';
import { jobStartAnswer, searchResultOf } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';
import {
  workOrderActionAnswer,
  workOrderAnswer,
  workOrderAssignPayload,
  workOrderBatchAnswer,
  workOrderBatchIdsPayload,
  workOrderBatchPendingPayload,
  workOrderBatchReplyPayload,
  workOrderByWaybillQuery,
  workOrderCreateAnswer,
  workOrderCreatePayload,
  workOrderDetailAnswer,
  workOrderDetailQuery,
  workOrderEvaluationPayload,
  workOrderExportPayload,
  workOrderIdPayload,
  workOrderPendingPayload,
  workOrderReplyPayload,
  workOrderSearchPayload,
  workOrderStatusGroupAnswer,
  workOrderStatusGroupPayload,
} from './work-order.ts';
import {
  workOrderAssignRuleFetchAnswer,
  workOrderAssignRuleSavePayload,
  workOrderTypeAnswer,
  workOrderTypeInsertPayload,
  workOrderTypeListPayload,
  workOrderTypeUpdatePayload,
} from './work-order-type.ts';

const base = '/platform/workOrder';
const post = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  input: I,
  output: O,
  summary: string,
) => defineEndpoint({ method: 'POST', url: `${base}/${action}` as `/${string}`, input, output, summary });

/** Work orders (DESIGN §4 "Work orders, announcements, messages"; the paths are a contract). */
export const WORK_ORDER_API = {
  create: post(
    'create',
    workOrderCreatePayload,
    workOrderCreateAnswer,
    'Opens a work order (auto-assigned by the rules)',
  ),
  search: post(
    'search',
    workOrderSearchPayload,
    searchResultOf(workOrderAnswer),
    'Work orders matching the criteria',
  ),
  statusGroup: post(
    'statusGroup',
    workOrderStatusGroupPayload,
    workOrderStatusGroupAnswer,
    'Counts per status tab',
  ),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: workOrderDetailQuery,
    output: workOrderDetailAnswer,
    summary: 'One work order with its replies (a customer user reading it marks it read)',
  }),
  findByWaybillId: defineEndpoint({
    method: 'GET',
    url: `${base}/findByWaybillId`,
    input: workOrderByWaybillQuery,
    output: z.array(workOrderAnswer),
    summary: 'The work orders linked to a waybill',
  }),
  assign: post(
    'assign',
    workOrderAssignPayload,
    workOrderActionAnswer,
    'Assigns a work order to a staff user',
  ),
  reply: post('reply', workOrderReplyPayload, workOrderActionAnswer, 'Replies (isSameClose closes too)'),
  close: post('close', workOrderIdPayload, workOrderActionAnswer, 'Closes a work order'),
  replyAndClose: post('replyAndClose', workOrderReplyPayload, workOrderActionAnswer, 'Replies and closes'),
  reOpen: post('reOpen', workOrderIdPayload, workOrderActionAnswer, 'Re-opens a closed work order'),
  pending: post('pending', workOrderPendingPayload, workOrderActionAnswer, 'Sets or clears pending'),
  evaluation: post(
    'evaluation',
    workOrderEvaluationPayload,
    workOrderActionAnswer,
    'Evaluates a closed order',
  ),
  batchReply: post(
    'batchReply',
    workOrderBatchReplyPayload,
    workOrderBatchAnswer,
    'Replies to many (all or nothing)',
  ),
  batchClose: post(
    'batchClose',
    workOrderBatchIdsPayload,
    workOrderBatchAnswer,
    'Closes many (all or nothing)',
  ),
  batchReOpen: post(
    'batchReOpen',
    workOrderBatchIdsPayload,
    workOrderBatchAnswer,
    'Re-opens many (all or nothing)',
  ),
  batchPending: post('batchPending', workOrderBatchPendingPayload, workOrderBatchAnswer, 'Pending on many'),
  export: post(
    'export',
    workOrderExportPayload,
    jobStartAnswer,
    'Exports the matching work orders to Excel as a job',
  ),
  assignRuleSave: post(
    'assignRule/save',
    workOrderAssignRuleSavePayload,
    workOrderAssignRuleFetchAnswer,
    'Replaces the assignment rules',
  ),
  assignRuleFetch: defineEndpoint({
    method: 'GET',
    url: `${base}/assignRule/fetch`,
    output: workOrderAssignRuleFetchAnswer,
    summary: 'The assignment rules in order',
  }),
} as const;

const typeBase = '/platform/workOrderType';
/** The configurable second types. */
export const WORK_ORDER_TYPE_API = {
  list: defineEndpoint({
    method: 'POST',
    url: `${typeBase}/list`,
    input: workOrderTypeListPayload,
    output: z.array(workOrderTypeAnswer),
    summary: 'The second types (enabled ones for pickers)',
  }),
  insert: defineEndpoint({
    method: 'POST',
    url: `${typeBase}/insert`,
    input: workOrderTypeInsertPayload,
    output: workOrderTypeAnswer,
    summary: 'Adds a second type',
  }),
  update: defineEndpoint({
    method: 'POST',
    url: `${typeBase}/update`,
    input: workOrderTypeUpdatePayload,
    output: workOrderTypeAnswer,
    summary: 'Edits a second type (its code stays)',
  }),
} as const;
