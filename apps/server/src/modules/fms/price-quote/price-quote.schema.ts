import type { FeeLine, PriceQueryPayload } from '@freightdesk/domain';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const time = () => timestamp({ withTimezone: true });

/** The shipment a quote was priced for (the price query's criteria, customer and product aside). */
export type PriceQuoteShipment = Omit<PriceQueryPayload, 'customerId' | 'productId' | 'date'>;

/**
 * A saved price quote (back-office §3 "Price quote … A created quote reports its price number"): one
 * priced result of the price query kept with its number, fee lines and total until it expires or a
 * waybill is ordered from it (`usedAt`, `waybillId`). Status comes from the clock (`priceQuoteStatus`).
 */
export const fmsPriceQuote = pgTable(
  'fms_price_quote',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(1),
    priceNo: text().notNull(),
    customerId: uuid(),
    productId: uuid().notNull(),
    channelId: uuid(),
    priceId: uuid(),
    zone: text(),
    countryCode: text().notNull(),
    postcode: text(),
    pieceCount: integer().notNull(),
    chargeWeight: numeric({ precision: 14, scale: 3 }),
    shipment: jsonb().$type<PriceQuoteShipment>().notNull(),
    lines: jsonb().$type<FeeLine[]>().notNull(),
    currency: text().notNull(),
    total: numeric({ precision: 18, scale: 2 }).notNull(),
    localCurrency: text().notNull(),
    localTotal: numeric({ precision: 18, scale: 2 }).notNull(),
    expiresAt: time().notNull(),
    usedAt: time(),
    waybillId: uuid(),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
  },
  (t) => [
    uniqueIndex('fms_price_quote_no_uq').on(t.priceNo),
    index('fms_price_quote_customer_idx').on(t.customerId, t.createdAt),
  ],
);
