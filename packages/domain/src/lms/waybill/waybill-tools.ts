import { z } from 'zod';
import { BATCH_MAX_ROWS, GLOBAL_SEARCH_MAX_NUMBERS, PAGE_SIZE } from '../../platform/constants.ts';
import { L } from '../../platform/entity/common-labels.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { splitNumbers } from './drawer-rules.ts';
import { TRACK_STATUSES } from './waybill-enums.ts';

/**
 * Waybill tools (issue 4): pick-up tasks, track maintenance, track query and the waybill Excel
 * import — their enums, limits and payloads, shared by the server and the web.
 */

/** Tracks appended in one track-maintenance call (DESIGN.md §5 batch operations). */
export const TRACK_BATCH_MAX = BATCH_MAX_ROWS;
/** Numbers per signed-in track query (the global search limit). */
export const TRACK_QUERY_MAX_NUMBERS = GLOBAL_SEARCH_MAX_NUMBERS;
/** Numbers per public (mobile, no sign-in) track query. */
export const PUBLIC_TRACK_QUERY_MAX_NUMBERS = 20;
/** Public track queries one client address may make per window. */
export const PUBLIC_TRACK_QUERY_LIMIT = 30;
export const PUBLIC_TRACK_QUERY_WINDOW_MS = 60_000;
/** Waybills one pick-up task may hold. */
export const PICK_UP_TASK_MAX_WAYBILLS = BATCH_MAX_ROWS;
/** Data rows one waybill import file may hold. */
export const WAYBILL_IMPORT_MAX_ROWS = 10_000;

const numbersText = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => splitNumbers(Array.isArray(v) ? v.join('\n') : v))
    .refine((v) => v.length > 0, { message: 'pleaseEnterKeyword' })
    .refine((v) => v.length <= max, { message: 'lmsTrackTooManyNumbers' });

/* ---------------- tracks ---------------- */

/** Track maintenance: append one track row to every listed waybill (`lms/track/batchAppend`). */
export const trackBatchAppendPayload = z.object({
  numbers: numbersText(TRACK_BATCH_MAX),
  /** A track template to copy node, description and location from (fields given here win). */
  templateId: z.uuid().optional(),
  time: z.coerce.date(),
  status: z.enum(TRACK_STATUSES).optional(),
  description: z.string().trim().max(500).optional(),
  location: z.string().trim().max(100).optional(),
});
export type TrackBatchAppendPayload = z.input<typeof trackBatchAppendPayload>;

/** Signed-in track query (`lms/track/query`). */
export const trackQueryPayload = z.object({ numbers: numbersText(TRACK_QUERY_MAX_NUMBERS) });
/** Public track query (`lms/track/publicQuery`). */
export const publicTrackQueryPayload = z.object({ numbers: numbersText(PUBLIC_TRACK_QUERY_MAX_NUMBERS) });

/** One track row as the track query shows it (newest first); `time` is ISO 8601 text. */
export const trackQueryRowAnswer = z.object({
  time: z.string(),
  status: z.string().nullable(),
  description: z.string(),
  location: z.string().nullable(),
});
export type TrackQueryRow = z.output<typeof trackQueryRowAnswer>;
/** The answer of the track query for one pasted number. */
export const trackQueryResultAnswer = z.object({
  number: z.string(),
  found: z.boolean(),
  waybillNo: z.string().optional(),
  trackNo: z.string().nullable().optional(),
  status: z.string().optional(),
  destination: z.string().nullable().optional(),
  /** Time-cost figures in ms (signed-in query only). */
  timeCost: z.record(z.string(), z.number().nullable()).optional(),
  tracks: z.array(trackQueryRowAnswer),
});
export type TrackQueryResult = z.output<typeof trackQueryResultAnswer>;

/* ---------------- pick-up tasks ---------------- */

export const PICK_UP_TASK_STATUSES = ['wait', 'assigned', 'picked', 'cancelled'] as const;
export type PickUpTaskStatus = (typeof PICK_UP_TASK_STATUSES)[number];
export const PICK_UP_TASK_STATUS_LABELS: Record<PickUpTaskStatus, Message> = {
  wait: l('待分配', 'Waiting', 'Chờ phân công'),
  assigned: l('已分配', 'Assigned', 'Đã phân công'),
  picked: l('已提货', 'Picked up', 'Đã lấy hàng'),
  cancelled: l('已取消', 'Cancelled', 'Đã hủy'),
};
/** Status-group tabs of the pick-up task list: all plus one per status. */
export const PICK_UP_TASK_GROUPS = ['all', ...PICK_UP_TASK_STATUSES] as const;
export type PickUpTaskGroup = (typeof PICK_UP_TASK_GROUPS)[number];
/** Statuses a task may be cancelled in. */
export const PICK_UP_TASK_CANCELLABLE: readonly PickUpTaskStatus[] = ['wait', 'assigned'];
/** Statuses a task may be assigned (or re-assigned) in. */
export const PICK_UP_TASK_ASSIGNABLE: readonly PickUpTaskStatus[] = ['wait', 'assigned'];
/** Numbering rule of pick-up task numbers (seeded). */
export const PICK_UP_TASK_NUMBER_RULE = 'lmsPickUpTaskNo';

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const pickUpTaskSearchCriteria = z.object({
  taskNo: optionalText(50),
  /** A waybill number held by the task. */
  waybillNo: optionalText(50),
  customerId: z.uuid().optional(),
  status: z.enum(PICK_UP_TASK_STATUSES).optional(),
  plannedTime: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
});
export type PickUpTaskSearchCriteria = z.infer<typeof pickUpTaskSearchCriteria>;

export const pickUpTaskSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(PAGE_SIZE),
  criteria: pickUpTaskSearchCriteria.default({}),
});

/** A new pick-up task (`lms/pickUpTask/newTask`); staff name the customer, customers never do. */
export const pickUpTaskNewPayload = z.object({
  customerId: z.uuid().optional(),
  waybillIds: z.array(z.uuid()).min(1).max(PICK_UP_TASK_MAX_WAYBILLS),
  address: z.string().trim().min(1).max(200),
  contact: z.string().trim().min(1).max(35),
  phone: z.string().trim().min(1).max(30),
  plannedTime: z.coerce.date(),
  estimatedWeight: optionalText(20).refine((v) => v === undefined || /^\d{1,9}(\.\d{1,3})?$/.test(v), {
    message: 'invalidFormat',
  }),
  remark: optionalText(500),
});
export type PickUpTaskNewInput = z.input<typeof pickUpTaskNewPayload>;

export const pickUpTaskIdPayload = z.object({ id: z.uuid() });
export const pickUpTaskCancelPayload = z.object({ id: z.uuid(), reason: optionalText(200) });
export const pickUpTaskAssignPayload = z.object({
  id: z.uuid(),
  vehicleId: z.uuid().optional(),
  driverName: z.string().trim().min(1).max(35),
  driverPhone: optionalText(30),
});

/** Field labels of the pick-up task payloads (validation messages). */
export const PICK_UP_TASK_LABELS: Record<string, Message> = {
  taskNo: l('提货单号', 'Task number', 'Số phiếu lấy hàng'),
  customerId: l('客户', 'Customer', 'Khách hàng'),
  waybillIds: l('运单', 'Waybills', 'Vận đơn'),
  address: l('提货地址', 'Pick-up address', 'Địa chỉ lấy hàng'),
  contact: l('联系人', 'Contact', 'Người liên hệ'),
  phone: l('联系电话', 'Phone', 'Điện thoại'),
  plannedTime: l('预约提货时间', 'Planned time', 'Thời gian dự kiến'),
  estimatedWeight: l('预估重量(kg)', 'Estimated weight (kg)', 'Trọng lượng ước tính (kg)'),
  remark: l('备注', 'Remark', 'Ghi chú'),
  vehicleId: l('车辆', 'Vehicle', 'Phương tiện'),
  driverName: l('司机', 'Driver', 'Tài xế'),
  driverPhone: l('司机电话', 'Driver phone', 'SĐT tài xế'),
  reason: l('原因', 'Reason', 'Lý do'),
  numbers: l('单号', 'Numbers', 'Số đơn'),
  templateId: l('轨迹模板', 'Track template', 'Mẫu hành trình'),
  time: l('轨迹时间', 'Track time', 'Thời gian'),
  status: l('节点', 'Node', 'Nút'),
  description: l('轨迹描述', 'Description', 'Mô tả'),
  location: l('地点', 'Location', 'Địa điểm'),
  fileId: L.file,
  importId: l('导入批次', 'Import', 'Lô nhập'),
};
