import {
  type EndpointInput,
  type EndpointOutput,
  PAGE_SIZE,
  WORK_ORDER_API,
  WORK_ORDER_MAIN_TYPES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPE_API,
  WORK_ORDER_URGENCIES,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The work-order API (`WORK_ORDER_API`) as the work-order screens use it. */
export type WorkOrderRow = EndpointOutput<typeof WORK_ORDER_API.search>['records'][number];
export type WorkOrderDetail = EndpointOutput<typeof WORK_ORDER_API.detail>;
export type WorkOrderCreateInput = EndpointInput<typeof WORK_ORDER_API.create>;
export type WorkOrderTypeRow = EndpointOutput<typeof WORK_ORDER_TYPE_API.list>[number];
export type StatusCounts = EndpointOutput<typeof WORK_ORDER_API.statusGroup>;

export const workOrderKeys = {
  all: ['platformWorkOrder'] as const,
  detail: (id: string) => ['platformWorkOrder', 'detail', id] as const,
  byWaybill: (waybillId: string) => ['platformWorkOrder', 'waybill', waybillId] as const,
  statusGroup: (criteria: unknown) => ['platformWorkOrder', 'statusGroup', criteria] as const,
  types: ['platformWorkOrderType'] as const,
  assignRules: ['platformWorkOrder', 'assignRules'] as const,
};

type ReplyInput = { id: string; reply: string; attachmentFiles: { fileId: string; fileName: string }[] };

export const workOrderApi = {
  detail: (id: string) => callEndpoint(WORK_ORDER_API.detail, { id, extra: true }),
  byWaybill: (waybillId: string) =>
    callEndpoint(WORK_ORDER_API.findByWaybillId, { waybillId }, { quiet: true }),
  statusGroup: (criteria: Record<string, unknown>) =>
    callEndpoint(WORK_ORDER_API.statusGroup, { criteria }, { quiet: true }),
  create: (input: WorkOrderCreateInput) => callEndpoint(WORK_ORDER_API.create, input),
  assign: (id: string, userId: string) => callEndpoint(WORK_ORDER_API.assign, { id, userId }),
  reply: (input: ReplyInput & { isSameClose: boolean }) =>
    input.isSameClose
      ? callEndpoint(WORK_ORDER_API.replyAndClose, input)
      : callEndpoint(WORK_ORDER_API.reply, input),
  close: (id: string) => callEndpoint(WORK_ORDER_API.close, { id }),
  reOpen: (id: string) => callEndpoint(WORK_ORDER_API.reOpen, { id }),
  pending: (id: string, isPending: boolean) => callEndpoint(WORK_ORDER_API.pending, { id, isPending }),
  evaluate: (id: string, evaluation: 1 | 2 | 3, remark?: string) =>
    callEndpoint(WORK_ORDER_API.evaluation, { id, evaluation, ...(remark ? { remark } : {}) }),
  batchReply: (ids: string[], reply: string) =>
    callEndpoint(WORK_ORDER_API.batchReply, { ids, reply, attachmentFiles: [], isSameClose: false }),
  batchClose: (ids: string[]) => callEndpoint(WORK_ORDER_API.batchClose, { ids }),
  batchReOpen: (ids: string[]) => callEndpoint(WORK_ORDER_API.batchReOpen, { ids }),
  batchPending: (ids: string[], isPending: boolean) =>
    callEndpoint(WORK_ORDER_API.batchPending, { ids, isPending }),
  startExport: (criteria: Record<string, unknown>) => callEndpoint(WORK_ORDER_API.export, { criteria }),
  types: (enabledOnly: boolean) => callEndpoint(WORK_ORDER_TYPE_API.list, { enabledOnly }, { quiet: true }),
};

/** The status tabs: the statusGroup answer's keys, each with the criteria it adds. */
export const WORK_ORDER_TABS = ['all', 'waitAssign', 'waitFollow', 'following', 'closed', 'pending'] as const;
export type WorkOrderTab = (typeof WORK_ORDER_TABS)[number];
const TAB_CRITERIA: Record<WorkOrderTab, Record<string, unknown>> = {
  all: {},
  waitAssign: { status: [0] },
  waitFollow: { status: [10] },
  following: { status: [20] },
  closed: { status: [30] },
  pending: { isPending: true },
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const numbers = (v: unknown) => (Array.isArray(v) && v.length ? v : undefined);

/** The search form's values as the API's criteria (without the tab). */
export function workOrderCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['code', 'billNo', 'secondType', 'customerId', 'assigneeId'] as const)
    if (text(values[key])) out[key] = text(values[key]);
  for (const key of ['status', 'mainType', 'urgencyLevel'] as const)
    if (numbers(values[key])) out[key] = values[key];
  const range = values.createdAt;
  if (Array.isArray(range)) {
    if (range[0]) out.createdFrom = dayjs(String(range[0])).startOf('day').toISOString();
    if (range[1]) out.createdTo = dayjs(String(range[1])).endOf('day').toISOString();
  }
  if (values.isOverdue === 1) out.isOverdue = true;
  if (values.assignedToMe === 1) out.assignedToMe = true;
  return out;
}

/** The criteria of a tab: the form's, narrowed by the tab (a status tab replaces the status filter). */
export function tabCriteria(values: SearchValues, tab: string | null): Record<string, unknown> {
  const key = (WORK_ORDER_TABS as readonly string[]).includes(tab ?? '') ? (tab as WorkOrderTab) : 'all';
  return { ...workOrderCriteria(values), ...TAB_CRITERIA[key] };
}

/** Work orders, newest first: the criteria, the status tab and the page in the URL. */
export const WORK_ORDER_VIEW: ListView = {
  queryKey: workOrderKeys.all,
  url: WORK_ORDER_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    code: 'text',
    billNo: 'text',
    status: { kind: 'numbers', options: [...WORK_ORDER_STATUSES] },
    mainType: { kind: 'numbers', options: [...WORK_ORDER_MAIN_TYPES] },
    secondType: 'text',
    urgencyLevel: { kind: 'numbers', options: [...WORK_ORDER_URGENCIES] },
    customerId: 'text',
    assigneeId: 'text',
    createdAt: 'range',
    isOverdue: 'flag',
    assignedToMe: 'flag',
  },
  tabs: WORK_ORDER_TABS,
  toCriteria: tabCriteria,
};
