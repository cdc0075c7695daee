import { Permission, PRICE_API, type PRICE_LIST_ACTIONS, PRICE_LIST_PERMISSIONS } from '@freightdesk/domain';
import { queryExchangeRate } from '#modules/fms/exchange-rate/index.ts';
import { route } from '#platform/http/route.ts';
import { batchAdjustPrices, batchExpirePrices } from './price-batch.service.ts';
import { priceDetail, searchPrices } from './price-read.service.ts';
import { exportRanges, importRanges } from './price-sheet.service.ts';
import { priceBatchEditRoutes, priceBookRoutes } from './price-sheet-book.routes.ts';
import { deletePrices, insertPrice, priceHistory, saveAsPrice, updatePrice } from './price-write.service.ts';
import { queryPriceJson } from './quote.service.ts';

/** Any price list's action code (the service then checks the kind's own code). */
const anyList = (action: (typeof PRICE_LIST_ACTIONS)[number]) =>
  PRICE_LIST_PERMISSIONS.map((p) => `${p}:${action}`);

const API = PRICE_API;

/** Price tables (customer / agent / sales), the quote and the exchange-rate query (issue 5): `PRICE_API`. */
export const priceRoutes = [
  route({ contract: API.search, permission: PRICE_LIST_PERMISSIONS, handler: (c, b) => searchPrices(c, b) }),
  route({
    contract: API.detail,
    permission: PRICE_LIST_PERMISSIONS,
    handler: (c, q) => priceDetail(c, q.id),
  }),
  route({ contract: API.insert, permission: anyList('insert'), handler: (c, b) => insertPrice(c, b) }),
  route({ contract: API.update, permission: anyList('update'), handler: (c, b) => updatePrice(c, b) }),
  route({ contract: API.deleteBatch, permission: anyList('delete'), handler: (c, b) => deletePrices(c, b) }),
  route({ contract: API.saveAs, permission: anyList('insert'), handler: (c, b) => saveAsPrice(c, b) }),
  route({
    contract: API.batchExpire,
    permission: anyList('batch'),
    handler: (c, b) => batchExpirePrices(c, b),
  }),
  route({
    contract: API.batchAdjust,
    permission: anyList('batch'),
    handler: (c, b) => batchAdjustPrices(c, b),
  }),
  route({
    contract: API.history,
    permission: PRICE_LIST_PERMISSIONS,
    handler: (c, q) => priceHistory(c, q.id),
  }),
  route({
    contract: API.exportRanges,
    permission: anyList('export'),
    handler: (c, q) => exportRanges(c, q.id),
  }),
  route({
    contract: API.importRanges,
    multipart: true,
    encryptionExempt: true,
    permission: anyList('import'),
    handler: (c, b) => importRanges(c, b),
  }),
  route({
    contract: API.queryPrice,
    permission: Permission.queryPrice,
    handler: (c, b) => queryPriceJson(c, b),
  }),
  route({
    contract: API.exchangeRateQuery,
    permission: ['fms/exchangeRate', Permission.queryPrice, ...PRICE_LIST_PERMISSIONS],
    handler: (c, b) => queryExchangeRate(c, b),
  }),
  ...priceBookRoutes,
  ...priceBatchEditRoutes,
];
