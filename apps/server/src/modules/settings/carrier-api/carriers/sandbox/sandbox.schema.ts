import { sql } from 'drizzle-orm';
import { date, index, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CarrierShipment } from '../../connector.ts';

/**
 * The sandbox carrier's own shipments: one row per label sold, unique by idempotency key, so every API
 * process sees the same state and it survives a process dying.
 */
export const sandboxShipment = pgTable(
  'sandbox_shipment',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: varchar({ length: 200 }).notNull().unique('sandbox_shipment_key_uq'),
    trackNo: varchar({ length: 20 }).notNull().unique('sandbox_shipment_track_no_uq'),
    subTrackNos: text().array().notNull().default(sql`'{}'`),
    reference: varchar({ length: 100 }).notNull(),
    serviceCode: varchar({ length: 20 }).notNull(),
    labelFormat: varchar({ length: 5 }).notNull(),
    shipment: jsonb().$type<CarrierShipment>().notNull(),
    total: numeric({ precision: 18, scale: 2 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    shippedAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    manifestNo: varchar({ length: 30 }),
  },
  (t) => [index('sandbox_shipment_manifest_idx').on(t.manifestNo)],
);

/** The sandbox's end-of-day manifests. */
export const sandboxManifest = pgTable('sandbox_manifest', {
  manifestNo: varchar({ length: 30 }).primaryKey(),
  date: date({ mode: 'string' }).notNull(),
  trackNos: text().array().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
