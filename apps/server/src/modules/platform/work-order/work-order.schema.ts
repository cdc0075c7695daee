import type {
  WorkOrderAssignMode,
  WorkOrderBillType,
  WorkOrderEvaluation,
  WorkOrderMainType,
  WorkOrderResponsibleParty,
  WorkOrderStatus,
  WorkOrderUrgency,
} from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

export type WorkOrderFileRef = { fileId: string; fileName: string };

/**
 * A work order (platform-core §3, back-office §3): `customerId` null is an internal order. The
 * reply columns (`lastReply…`) keep the latest reply for lists and the counters; `customerUnread`
 * is set by a staff reply or a close and cleared when a customer user opens the detail. The SLA and
 * claim columns are kept by the desk's SLA and claim parts.
 */
export const workOrder = pgTable(
  'platform_work_order',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    status: smallint().$type<WorkOrderStatus>().notNull().default(0),
    isPending: boolean().notNull().default(false),
    mainType: smallint().$type<WorkOrderMainType>().notNull(),
    secondType: text(),
    businessSysCode: text().notNull().default('lms'),
    billType: text().$type<WorkOrderBillType>(),
    billId: uuid(),
    billNo: text(),
    customerWaybillNo: text(),
    urgencyLevel: smallint().$type<WorkOrderUrgency>().notNull().default(0),
    title: text().notNull(),
    description: text().notNull(),
    isPublic: boolean().notNull().default(false),
    customerId: uuid(),
    assigneeId: uuid(),
    assignedAt: instant(),
    notifyUserIds: uuid().array().notNull().default(sql`'{}'`),
    attachmentFiles: jsonb().$type<WorkOrderFileRef[]>().notNull().default([]),
    lastReply: text(),
    lastReplyAt: instant(),
    lastReplyBy: uuid(),
    lastReplyIsStaff: boolean(),
    customerUnread: boolean().notNull().default(false),
    firstFollowTime: instant(),
    lastFollowTime: instant(),
    closeTime: instant(),
    closeBy: uuid(),
    closeUserName: text(),
    followCost: bigint({ mode: 'number' }),
    solveCost: bigint({ mode: 'number' }),
    evaluation: smallint().$type<WorkOrderEvaluation>(),
    evaluationTime: instant(),
    evaluationRemark: text(),
    isDetain: boolean().notNull().default(false),
    indemnityAmount: ledgerMoney(),
    indemnityCurrency: text(),
    responsibleParty: text().$type<WorkOrderResponsibleParty>(),
    responsibleAgentId: uuid(),
    triggersDetain: boolean().notNull().default(false),
    firstResponseDueAt: instant(),
    resolutionDueAt: instant(),
    pendingSince: instant(),
    pausedMs: bigint({ mode: 'number' }).notNull().default(0),
    isOverdue: boolean().notNull().default(false),
    claimFeeId: uuid(),
    recoveryFeeId: uuid(),
    ...createdColumns(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_work_order_code_key').on(t.code),
    index('platform_work_order_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('platform_work_order_assignee_idx').on(t.assigneeId, t.status),
    index('platform_work_order_bill_idx').on(t.billId),
    index('platform_work_order_created_idx').on(t.createdAt.desc()),
  ],
);

/** A reply to a work order, by staff or a customer user (name and side as they were). */
export const workOrderReply = pgTable(
  'platform_work_order_reply',
  {
    id: uuid().primaryKey().defaultRandom(),
    workOrderId: uuid()
      .notNull()
      .references(() => workOrder.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    userName: text().notNull(),
    isStaff: boolean().notNull(),
    reply: text().notNull(),
    attachmentFiles: jsonb().$type<WorkOrderFileRef[]>().notNull().default([]),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('platform_work_order_reply_order_idx').on(t.workOrderId, t.createdAt)],
);

/** The configurable second types (back-office §3's list seeded). */
export const workOrderType = pgTable(
  'platform_work_order_type',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    mainType: smallint().$type<WorkOrderMainType>().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    nameVi: text().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    ...createdColumns(),
  },
  (t) => [uniqueIndex('platform_work_order_type_code_key').on(sql`lower(${t.code})`)],
);

/** Assignment rules tried in `sort` order at create; `turn` is the round robin's last pick. */
export const workOrderAssignRule = pgTable('platform_work_order_assign_rule', {
  id: uuid().primaryKey().defaultRandom(),
  sort: integer().notNull(),
  mainType: smallint().$type<WorkOrderMainType>(),
  secondType: text(),
  urgencyLevel: smallint().$type<WorkOrderUrgency>(),
  mode: text().$type<WorkOrderAssignMode>().notNull(),
  userId: uuid(),
  teamUserIds: uuid().array().notNull().default(sql`'{}'`),
  turn: integer().notNull().default(-1),
  enabled: boolean().notNull().default(true),
  ...createdColumns(),
});
