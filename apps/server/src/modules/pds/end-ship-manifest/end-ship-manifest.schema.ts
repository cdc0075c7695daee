import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * End-ship manifest: the parcels of one carrier account (label API configuration) handed over on a
 * day. A row is written `pending` with its parcels marked before the carrier is called (so no parcel
 * joins two manifests), and `closed` with the carrier's number and document once the carrier answered.
 */
export const pdsEndShipManifest = pgTable(
  'pds_end_ship_manifest',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    status: text().$type<'pending' | 'closed'>().notNull(),
    labelApiId: uuid().notNull(),
    manifestDate: date().notNull(),
    manifestNo: text(),
    parcelIds: uuid().array().notNull(),
    parcelCount: integer().notNull(),
    fileId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pds_end_ship_manifest_code_uq').on(t.code),
    index('pds_end_ship_manifest_created_idx').on(t.createdAt),
    index('pds_end_ship_manifest_parcels_idx').using('gin', t.parcelIds),
  ],
);
