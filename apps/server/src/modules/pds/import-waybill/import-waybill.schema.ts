import type { ParcelImportOrder, PdsImportQuote } from '@freightdesk/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Staging of the parcel batch order (`pds/pdsImportWaybill`): an import (status 0 wait, 10
 * waitConfirmPrice, 20 waitSubmit) of one customer, and its rows: the parcel each orders (or its
 * problems), its prices, the product chosen and, once submitted, its result (0 wait submit, 10
 * success, 20 fail) with the parcel it created. A row's `parcelId` is written in the transaction that
 * creates the parcel: a row holding one is never placed again.
 */
const time = () => timestamp({ withTimezone: true });

export const pdsImportWaybill = pgTable(
  'pds_import_waybill',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid().notNull(),
    status: smallint().notNull().default(0),
    total: integer().notNull().default(0),
    fileId: uuid(),
    createdAt: time().notNull(),
    createdBy: uuid().notNull(),
    updatedAt: time().notNull(),
    submittedAt: time(),
  },
  (t) => [
    index('pds_import_waybill_customer_idx').on(t.customerId),
    index('pds_import_waybill_created_idx').on(t.createdAt),
  ],
);

export type ImportRowError = { column: string; message: string };

export const pdsImportWaybillRow = pgTable(
  'pds_import_waybill_row',
  {
    id: uuid().primaryKey().defaultRandom(),
    importId: uuid().notNull(),
    row: integer().notNull(),
    /** The parcel the row orders (without product and customer); null when the row has problems. */
    order: jsonb().$type<ParcelImportOrder>(),
    customerNo: text(),
    recipientName: text(),
    countryCode: text(),
    weight: text(),
    errors: jsonb().$type<ImportRowError[]>().notNull().default([]),
    quotes: jsonb().$type<PdsImportQuote[]>().notNull().default([]),
    productId: uuid(),
    channelId: uuid(),
    result: smallint().notNull().default(0),
    reason: text(),
    parcelId: uuid(),
    waybillNo: text(),
    trackNo: text(),
    updatedAt: time().notNull(),
  },
  (t) => [
    uniqueIndex('pds_import_waybill_row_uq').on(t.importId, t.row),
    uniqueIndex('pds_import_waybill_row_parcel_uq').on(t.parcelId),
  ],
);
