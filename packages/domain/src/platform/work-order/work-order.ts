import { z } from 'zod';
import { timestampAnswer } from '../answers.ts';
import { searchPayload } from '../schemas.ts';
import {
  WORK_ORDER_BILL_TYPES,
  WORK_ORDER_EVALUATIONS,
  WORK_ORDER_MAIN_TYPES,
  WORK_ORDER_RESPONSIBLE_PARTIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_URGENCIES,
} from './work-order.enums.ts';

/** Payloads and answers of `platform/workOrder/*` (DESIGN §4 "Work orders, announcements, messages"). */
export const WORK_ORDER_LIMITS = {
  title: 200,
  description: 5000,
  reply: 5000,
  attachments: 10,
  billNo: 64,
  batch: 200,
  evaluationRemark: 500,
} as const;

const uuid = z.uuid();
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const workOrderStatusSchema = z.union(WORK_ORDER_STATUSES.map((s) => z.literal(s)));
export const workOrderMainTypeSchema = z.union(WORK_ORDER_MAIN_TYPES.map((s) => z.literal(s)));
export const workOrderUrgencySchema = z.union(WORK_ORDER_URGENCIES.map((s) => z.literal(s)));
export const workOrderEvaluationSchema = z.union(WORK_ORDER_EVALUATIONS.map((s) => z.literal(s)));
export const workOrderBillTypeSchema = z.enum(WORK_ORDER_BILL_TYPES);
export const workOrderResponsiblePartySchema = z.enum(WORK_ORDER_RESPONSIBLE_PARTIES);

/** An attached file as sent and answered: the stored file's id and its name. */
export const workOrderFile = z.object({ fileId: uuid, fileName: z.string().trim().min(1).max(255) });
const attachments = z.array(workOrderFile).max(WORK_ORDER_LIMITS.attachments).default([]);

/** `create`: a customer user's `customerId` is ignored (its own); staff without one make an internal order. */
export const workOrderCreatePayload = z.object({
  title: z.string().trim().min(1).max(WORK_ORDER_LIMITS.title),
  description: z.string().trim().min(1).max(WORK_ORDER_LIMITS.description),
  mainType: workOrderMainTypeSchema,
  secondType: z.string().trim().max(64).optional(),
  urgencyLevel: workOrderUrgencySchema.default(0),
  billType: workOrderBillTypeSchema.optional(),
  billId: uuid.optional(),
  billNo: z.string().trim().max(WORK_ORDER_LIMITS.billNo).optional(),
  attachmentFiles: attachments,
  isPublic: z.boolean().default(false),
  customerId: uuid.optional(),
  /** Staff: assign by hand at once (else the assignment rules choose). */
  assigneeId: uuid.optional(),
  notifyUserIds: z.array(uuid).max(20).default([]),
  /** Claims (back-office §3): what is claimed, in which unit, who answers for it, whether it detains. */
  indemnityAmount: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/)
    .optional(),
  indemnityCurrency: z.string().trim().min(3).max(3).optional(),
  responsibleParty: workOrderResponsiblePartySchema.optional(),
  responsibleAgentId: uuid.optional(),
  triggersDetain: z.boolean().default(false),
  requestKey: z.string().max(64).optional(),
});
export type WorkOrderCreatePayload = z.output<typeof workOrderCreatePayload>;
export const workOrderCreateAnswer = z.object({
  id: z.string(),
  code: z.string(),
  status: workOrderStatusSchema,
});

/** Search criteria (every one optional). */
export const workOrderCriteria = z.object({
  status: z.array(workOrderStatusSchema).max(4).optional(),
  mainType: z.array(workOrderMainTypeSchema).max(6).optional(),
  secondType: z.string().trim().max(64).optional(),
  urgencyLevel: z.array(workOrderUrgencySchema).max(3).optional(),
  customerId: uuid.optional(),
  assigneeId: uuid.optional(),
  billType: workOrderBillTypeSchema.optional(),
  billNo: z.string().trim().max(WORK_ORDER_LIMITS.billNo).optional(),
  code: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  /** Created by the current user. */
  mine: z.boolean().optional(),
  /** Assigned to the current user. */
  assignedToMe: z.boolean().optional(),
  isPending: z.boolean().optional(),
  isOverdue: z.boolean().optional(),
  /** Internal orders only (true) or customer orders only (false). */
  internal: z.boolean().optional(),
});
export type WorkOrderCriteria = z.output<typeof workOrderCriteria>;
export const workOrderSearchPayload = searchPayload.extend({ criteria: workOrderCriteria.default({}) });
export type WorkOrderSearchPayload = z.output<typeof workOrderSearchPayload>;
export const workOrderStatusGroupPayload = z.object({ criteria: workOrderCriteria.default({}) });
export const workOrderStatusGroupAnswer = z.object({
  all: z.number().int(),
  waitAssign: z.number().int(),
  waitFollow: z.number().int(),
  following: z.number().int(),
  closed: z.number().int(),
  pending: z.number().int(),
});

const fileAnswer = z.object({ fileId: z.string(), fileName: z.string() });
const ts = timestampAnswer;

/** A work order as lists and the detail answer it (every field of platform-core §3 plus the desk's). */
export const workOrderAnswer = z.object({
  id: z.string(),
  code: z.string(),
  status: workOrderStatusSchema,
  isPending: z.boolean(),
  mainType: workOrderMainTypeSchema,
  secondType: z.string().nullable(),
  secondTypeName: z.string().nullable(),
  businessSysCode: z.string(),
  isRelatedBill: z.boolean(),
  billType: workOrderBillTypeSchema.nullable(),
  billId: z.string().nullable(),
  billNo: z.string().nullable(),
  customerWaybillNo: z.string().nullable(),
  urgencyLevel: workOrderUrgencySchema,
  title: z.string(),
  description: z.string(),
  lastReply: z.string().nullable(),
  lastReplyTime: ts.nullable(),
  isPublic: z.boolean(),
  isInternal: z.boolean(),
  customerId: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  followUsers: z.array(z.object({ userId: z.string(), name: z.string() })),
  notifyUserIds: z.array(z.string()),
  firstFollowTime: ts.nullable(),
  lastFollowTime: ts.nullable(),
  closeTime: ts.nullable(),
  closeUserName: z.string().nullable(),
  attachmentFiles: z.array(fileAnswer),
  /** Milliseconds from creation to the first staff reply, and to the close (null while not there). */
  followCost: z.number().int().nullable(),
  solveCost: z.number().int().nullable(),
  evaluation: workOrderEvaluationSchema.nullable(),
  evaluationTime: ts.nullable(),
  evaluationRemark: z.string().nullable(),
  isDetain: z.boolean(),
  indemnityAmount: z.string().nullable(),
  indemnityCurrency: z.string().nullable(),
  responsibleParty: workOrderResponsiblePartySchema.nullable(),
  responsibleAgentId: z.string().nullable(),
  triggersDetain: z.boolean(),
  firstResponseDueAt: ts.nullable(),
  resolutionDueAt: ts.nullable(),
  pendingSince: ts.nullable(),
  pausedMs: z.number().int(),
  isOverdue: z.boolean(),
  claimFeeId: z.string().nullable(),
  recoveryFeeId: z.string().nullable(),
  /** A customer user has not read the latest staff reply or the close yet. */
  unread: z.boolean(),
  createBy: z.string().nullable(),
  createByName: z.string().nullable(),
  createAt: ts,
});
export type WorkOrderRow = z.output<typeof workOrderAnswer>;

export const workOrderReplyAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** For the avatar: the user's sex code (as the user answer has it). */
  sex: z.number().int().nullable(),
  isStaff: z.boolean(),
  reply: z.string(),
  createAt: ts,
  attachmentFiles: z.array(fileAnswer),
});
export type WorkOrderReplyRow = z.output<typeof workOrderReplyAnswer>;
export const workOrderDetailAnswer = workOrderAnswer.extend({ replys: z.array(workOrderReplyAnswer) });
export type WorkOrderDetail = z.output<typeof workOrderDetailAnswer>;

export const workOrderDetailQuery = z.object({ id: uuid, extra: flag });
export const workOrderByWaybillQuery = z.object({ waybillId: uuid });

export const workOrderIdPayload = z.object({ id: uuid });
export const workOrderAssignPayload = z.object({ id: uuid, userId: uuid });
export const workOrderReplyPayload = z.object({
  id: uuid,
  reply: z.string().max(WORK_ORDER_LIMITS.reply).default(''),
  attachmentFiles: attachments,
  isSameClose: z.boolean().default(false),
});
export type WorkOrderReplyPayload = z.output<typeof workOrderReplyPayload>;
export const workOrderPendingPayload = z.object({ id: uuid, isPending: z.boolean() });
export const workOrderEvaluationPayload = z.object({
  id: uuid,
  evaluation: workOrderEvaluationSchema,
  remark: z.string().trim().max(WORK_ORDER_LIMITS.evaluationRemark).optional(),
});

const batchIds = z.array(uuid).min(1).max(WORK_ORDER_LIMITS.batch);
export const workOrderBatchIdsPayload = z.object({ ids: batchIds });
export const workOrderBatchReplyPayload = z.object({
  ids: batchIds,
  reply: z.string().max(WORK_ORDER_LIMITS.reply).default(''),
  attachmentFiles: attachments,
  isSameClose: z.boolean().default(false),
});
export const workOrderBatchPendingPayload = z.object({ ids: batchIds, isPending: z.boolean() });
/** What a write answers: the order's status after it (batch: per order). */
export const workOrderActionAnswer = z.object({ id: z.string(), status: workOrderStatusSchema });
export const workOrderBatchAnswer = z.object({
  count: z.number().int(),
  rows: z.array(workOrderActionAnswer),
});

export const workOrderExportPayload = z.object({ criteria: workOrderCriteria.default({}) });
