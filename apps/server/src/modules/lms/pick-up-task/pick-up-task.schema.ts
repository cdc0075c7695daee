import type { PickUpTaskStatus } from '@freightdesk/domain';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const time = () => timestamp({ withTimezone: true });

/**
 * Pick-up task (LMS dispatch): the forwarder's driver collects a customer's ordered waybills at a
 * pick-up address. The waybills are held as an id array (a task holds at most 500 and is always read
 * whole with them); a GIN index answers "is this waybill in an open task".
 */
export const lmsPickUpTask = pgTable(
  'lms_pick_up_task',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskNo: text().notNull(),
    customerId: uuid().notNull(),
    status: text().$type<PickUpTaskStatus>().notNull(),
    address: text().notNull(),
    contact: text().notNull(),
    phone: text().notNull(),
    plannedTime: time().notNull(),
    waybillIds: uuid().array().notNull(),
    waybillCount: integer().notNull(),
    pieceCount: integer().notNull(),
    estimatedWeight: numeric({ precision: 12, scale: 3 }),
    vehicleId: uuid(),
    driverName: text(),
    driverPhone: text(),
    remark: text(),
    cancelReason: text(),
    assignedAt: time(),
    pickedAt: time(),
    cancelledAt: time(),
    version: integer().notNull().default(1),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: time().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('lms_pick_up_task_no_uq').on(t.taskNo),
    index('lms_pick_up_task_customer_idx').on(t.customerId, t.createdAt),
    index('lms_pick_up_task_status_idx').on(t.status),
    index('lms_pick_up_task_waybills_idx').using('gin', t.waybillIds),
  ],
);
