import { bigserial, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant } from '#platform/db/columns.ts';

/** A customer's points: the cached sum of its point flows, updated with each flow. */
export const fmsCustomerPoint = pgTable('fms_customer_point', {
  customerId: uuid().primaryKey(),
  points: integer().notNull().default(0),
  updatedAt: instant().notNull().defaultNow(),
});

/** Point flows: earned per amount written off (and taken back on its cancel), staff adjustments with a reason. */
export const fmsPointFlow = pgTable(
  'fms_point_flow',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order flows were written in (several can share an instant). */
    seq: bigserial({ mode: 'number' }).notNull(),
    customerId: uuid().notNull(),
    /** earn, earnCancel, adjust */
    type: text().notNull(),
    points: integer().notNull(),
    balance: integer().notNull(),
    /** The written-off amount that earned them (settlement currency). */
    amount: numeric({ precision: 18, scale: 2 }),
    relatedId: uuid(),
    relatedNo: text(),
    reason: text(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_point_flow_customer_idx').on(t.customerId, t.seq.desc()),
    index('fms_point_flow_seq_idx').on(t.seq.desc()),
  ],
);
