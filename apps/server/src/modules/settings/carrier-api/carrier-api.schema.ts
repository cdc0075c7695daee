import { customsDeclareApi, labelApi, priceApi, trackApi } from '@freightdesk/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { entityTable } from '#platform/entity/entity-table.ts';

/** The API configurations of the settings centre, one table per kind (built from their descriptions). */
export const labelApiTable = entityTable(labelApi);
export const trackApiTable = entityTable(trackApi);
export const priceApiTable = entityTable(priceApi);
export const customsDeclareApiTable = entityTable(customsDeclareApi);

/** The table of each configuration kind. */
export const API_CONFIG_TABLES = {
  label: labelApiTable,
  track: trackApiTable,
  price: priceApiTable,
  customsDeclare: customsDeclareApiTable,
} as const;

/**
 * The sealed secret credentials of each API configuration (AES-256-GCM under the server's secrets key),
 * apart from the described tables so that no generic read, export or log ever reaches them.
 */
export const carrierApiSecret = pgTable('carrier_api_secret', {
  apiId: uuid().primaryKey(),
  sealed: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
