import type { WorkOrderUrgency } from '@freightdesk/domain';
import { numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant } from '#platform/db/columns.ts';

/** SLA targets overriding the defaults for one second type and urgency (null: the default's). */
export const workOrderSlaTarget = pgTable(
  'platform_work_order_sla_target',
  {
    id: uuid().primaryKey().defaultRandom(),
    secondType: text().notNull(),
    urgencyLevel: smallint().$type<WorkOrderUrgency>().notNull(),
    firstResponseHours: numeric({ precision: 8, scale: 2 }),
    resolutionHours: numeric({ precision: 8, scale: 2 }),
    ...createdColumns(),
  },
  (t) => [uniqueIndex('platform_work_order_sla_target_key').on(t.secondType, t.urgencyLevel)],
);

/**
 * One missed target of one order at one due time: the overdue notice is sent when this row is
 * written, so a check run twice (or by two processes) notifies once.
 */
export const workOrderSlaNotice = pgTable(
  'platform_work_order_sla_notice',
  {
    id: uuid().primaryKey().defaultRandom(),
    workOrderId: uuid().notNull(),
    target: text().$type<'firstResponse' | 'resolution'>().notNull(),
    dueAt: instant().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_work_order_sla_notice_key').on(t.workOrderId, t.target, t.dueAt)],
);

/** A work order opened by a waybill entering a status: one per entry (the key names the entry). */
export const workOrderAutoOpen = pgTable(
  'platform_work_order_auto_open',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    waybillId: uuid().notNull(),
    status: text().notNull(),
    workOrderId: uuid(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_work_order_auto_open_key').on(t.key)],
);
