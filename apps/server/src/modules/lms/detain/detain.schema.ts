import type { DetainRecordAction, DetainType, FlagSource } from '@freightdesk/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { createdColumns } from '#platform/db/columns.ts';

/**
 * Every detain and release of a waybill (platform-core §4 detain types), whatever made it: the list
 * action, a scan, the arrears rule, a work order. The latest detain is the waybill's current reason.
 */
export const lmsDetainRecord = pgTable(
  'lms_detain_record',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull(),
    action: text().$type<DetainRecordAction>().notNull(),
    detainTypes: text().array().$type<DetainType[]>().notNull().default([]),
    reason: text(),
    source: text().$type<FlagSource>().notNull(),
    ...createdColumns(),
  },
  (t) => [index('lms_detain_record_waybill_idx').on(t.waybillId, t.createdAt.desc())],
);
