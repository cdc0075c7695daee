import { customsDeclareApi, labelApi, priceApi, trackApi } from '@freightdesk/domain';
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
