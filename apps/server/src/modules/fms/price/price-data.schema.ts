import { exchangeRate, exchangeRateOnline, fuelSurcharge } from '@freightdesk/domain';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Exchange rates and the fuel surcharge table (pricing), built from their entity descriptions. */
export const exchangeRateTable = entityTable(exchangeRate);
export const fuelSurchargeTable = entityTable(fuelSurcharge, (name) =>
  name === 'product' ? productTable : name === 'channel' ? channelTable : undefined,
);
export const exchangeRateOnlineTable = entityTable(exchangeRateOnline);
