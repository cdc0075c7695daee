import type { DelayRecordAction, FlagSource } from '@freightdesk/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { createdColumns } from '#platform/db/columns.ts';

/** Every delay and cancel delay of a waybill (list action or scan); the latest delay is its current reason. */
export const lmsDelayRecord = pgTable(
  'lms_delay_record',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull(),
    action: text().$type<DelayRecordAction>().notNull(),
    reason: text(),
    source: text().$type<FlagSource>().notNull(),
    ...createdColumns(),
  },
  (t) => [index('lms_delay_record_waybill_idx').on(t.waybillId, t.createdAt.desc())],
);
