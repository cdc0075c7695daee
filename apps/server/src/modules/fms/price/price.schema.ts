import type { PriceKind, PriceMode, PriceTable } from '@freightdesk/domain';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const time = () => timestamp({ withTimezone: true });

/** The sub-data of a price table kept as one JSON value (validated by `priceTableSchema`). */
export type PriceTableData = Pick<
  PriceTable,
  'weightRanges' | 'specialFreights' | 'serviceFees' | 'surcharges' | 'appendRules'
>;

/**
 * A price table (customer, agent or sales price; back-office §3 "Price"): the header fields as
 * columns, the zones and the sub-data (weight ranges, special freight, service fees, surcharges,
 * append rules) as JSON. One row per table; `version` counts its saved versions (history rows).
 */
export const fmsPrice = pgTable(
  'fms_price',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(1),
    name: text().notNull().default(''),
    kind: text().$type<PriceKind>().notNull(),
    mode: text().$type<PriceMode>().notNull(),
    productId: uuid().notNull(),
    channelId: uuid(),
    chargeMode: text().$type<PriceTable['chargeMode']>().notNull(),
    endAgentId: uuid(),
    /** Effective customers (customer prices); empty = every customer. */
    customerIds: uuid().array().notNull().default([]),
    goodsTypes: text().array().notNull().default([]),
    fuel: jsonb().$type<PriceTable['fuel']>().notNull().default({}),
    forbidQuery: boolean().notNull().default(false),
    zoneQuery: text().$type<PriceTable['zoneQuery']>().notNull(),
    zones: jsonb().$type<PriceTable['zones']>().notNull().default([]),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 18, scale: 6 }),
    base: jsonb().$type<PriceTable['base']>(),
    priceApiId: text(),
    contractFileId: text(),
    remark: text(),
    data: jsonb().$type<PriceTableData>().notNull(),
    effectiveFrom: time().notNull(),
    effectiveTo: time(),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    createdByName: text(),
    updatedAt: time().notNull().defaultNow(),
    updatedBy: uuid(),
    updatedByName: text(),
  },
  (t) => [
    index('fms_price_lookup_idx').on(t.kind, t.productId, t.channelId, t.effectiveFrom),
    index('fms_price_customers_idx').using('gin', t.customerIds),
    index('fms_price_updated_idx').on(t.kind, t.updatedAt),
  ],
);

/** Every saved version of a price table with who saved it and how (price history). */
export const fmsPriceHistory = pgTable(
  'fms_price_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    priceId: uuid().notNull(),
    version: integer().notNull(),
    /**
     * insert, update, saveAs, import, batchExpire, batchAdjust, batchFuel, batchZone, batchSurcharge,
     * batchCustomer, batchRemark, expiredByOverlap, delete.
     */
    action: text().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    changedBy: uuid(),
    changedByName: text(),
    changedAt: time().notNull().defaultNow(),
  },
  (t) => [index('fms_price_history_price_idx').on(t.priceId, t.version)],
);
