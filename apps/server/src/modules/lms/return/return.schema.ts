import type { ReturnKind, ReturnStatusValue } from '@freightdesk/domain';
import { index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { createdColumns, instant } from '#platform/db/columns.ts';

/**
 * Return registers (spec §7 `returnRegister`): a waybill returned to its customer, or returned by its
 * delivery agent, with the return number, reason and time. Cancelling keeps the row (status cancelled).
 */
export const lmsWaybillReturn = pgTable(
  'lms_waybill_return',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull(),
    kind: text().$type<ReturnKind>().notNull(),
    returnNo: text(),
    reason: text().notNull(),
    returnTime: instant().notNull(),
    status: smallint().$type<ReturnStatusValue>().notNull().default(0),
    ...createdColumns(),
    cancelledAt: instant(),
    cancelledBy: uuid(),
  },
  (t) => [
    index('lms_waybill_return_kind_idx').on(t.kind, t.status, t.returnTime.desc()),
    index('lms_waybill_return_waybill_idx').on(t.waybillId),
  ],
);

/** The waybill fees a register added (its LMS return fees, customer and agent side). */
export const lmsWaybillReturnFee = pgTable(
  'lms_waybill_return_fee',
  {
    returnId: uuid()
      .notNull()
      .references(() => lmsWaybillReturn.id, { onDelete: 'cascade' }),
    feeId: uuid()
      .notNull()
      .references(() => lmsWaybillFee.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.feeId] })],
);
