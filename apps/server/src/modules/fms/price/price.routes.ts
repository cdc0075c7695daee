import {
  exchangeRateAnswer,
  exchangeRateQueryPayload,
  nullAnswer,
  Permission,
  type PRICE_LIST_ACTIONS,
  PRICE_LIST_PERMISSIONS,
  priceBatchAdjustPayload,
  priceBatchExpirePayload,
  priceIdQuery,
  priceIdsPayload,
  priceInsertPayload,
  priceQueryPayload,
  priceRangeImportFields,
  priceSaveAsPayload,
  priceSearchPayload,
  priceUpdatePayload,
} from '@freightdesk/domain';
import { z } from 'zod';
import { queryExchangeRate } from '#modules/fms/exchange-rate/index.ts';
import { uploadedFile } from '#platform/http/multipart.ts';
import { FILE_ANSWER, route } from '#platform/http/route.ts';
import { batchAdjustPrices, batchExpirePrices } from './price-batch.service.ts';
import { priceDetail, searchPrices } from './price-read.service.ts';
import { exportRanges, importRanges } from './price-sheet.service.ts';
import { priceBatchEditRoutes, priceBookRoutes } from './price-sheet-book.routes.ts';
import { deletePrices, insertPrice, priceHistory, saveAsPrice, updatePrice } from './price-write.service.ts';
import { queryPriceJson } from './quote.service.ts';

/** Any price list's action code (the service then checks the kind's own code). */
const anyList = (action: (typeof PRICE_LIST_ACTIONS)[number]) =>
  PRICE_LIST_PERMISSIONS.map((p) => `${p}:${action}`);

const countAnswer = z.object({ count: z.number().int() });
const savedAnswer = z.object({ id: z.uuid(), version: z.number().int() });

/** Price tables (customer / agent / sales), the quote and the exchange-rate query (issue 5). */
export const priceRoutes = [
  route({
    method: 'POST',
    url: '/fms/price/search',
    input: priceSearchPayload,
    permission: PRICE_LIST_PERMISSIONS,
    summary: 'Price tables of a kind with status by the clock and status-tab counts',
    handler: (c, b) => searchPrices(c, b),
  }),
  route({
    method: 'GET',
    url: '/fms/price/detail',
    input: priceIdQuery,
    permission: PRICE_LIST_PERMISSIONS,
    summary: 'One price table whole (zones, weight ranges, surcharges, …)',
    handler: (c, q) => priceDetail(c, q.id),
  }),
  route({
    method: 'POST',
    url: '/fms/price/insert',
    output: savedAnswer,
    input: priceInsertPayload,
    permission: anyList('insert'),
    summary: 'New price table; overlapping prices answer 2000 with the conflicts unless force',
    handler: (c, b) => insertPrice(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/update',
    output: savedAnswer,
    input: priceUpdatePayload,
    permission: anyList('update'),
    summary: 'Saves a price table (version check); overlaps as insert',
    handler: (c, b) => updatePrice(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/deleteBatch',
    output: nullAnswer,
    input: priceIdsPayload,
    permission: anyList('delete'),
    summary: 'Deletes price tables of one kind',
    handler: (c, b) => deletePrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/saveAs',
    output: savedAnswer,
    input: priceSaveAsPayload,
    permission: anyList('insert'),
    summary: 'Copies a price table with a new validity',
    handler: (c, b) => saveAsPrice(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchExpire',
    output: countAnswer,
    input: priceBatchExpirePayload,
    permission: anyList('batch'),
    summary: 'Ends price tables at a time (default now)',
    handler: (c, b) => batchExpirePrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchAdjust',
    output: countAnswer,
    input: priceBatchAdjustPayload,
    permission: anyList('batch'),
    summary: 'Adjusts the weight-range prices of price tables by a percentage or an amount',
    handler: (c, b) => batchAdjustPrices(c, b),
  }),
  route({
    method: 'GET',
    url: '/fms/price/history',
    input: priceIdQuery,
    permission: PRICE_LIST_PERMISSIONS,
    summary: 'Every saved version of a price table with who saved it',
    handler: (c, q) => priceHistory(c, q.id),
  }),
  route({
    method: 'GET',
    url: '/fms/price/exportRanges',
    output: FILE_ANSWER,
    input: priceIdQuery,
    permission: anyList('export'),
    summary: 'The weight ranges of a price table as an xlsx sheet',
    handler: (c, q) => exportRanges(c, q.id),
  }),
  route({
    method: 'POST',
    url: '/fms/price/importRanges',
    input: priceRangeImportFields.extend({ file: uploadedFile }),
    multipart: true,
    encryptionExempt: true,
    permission: anyList('import'),
    summary: 'Reads a weight-range sheet → {weightRanges, errors} for the form (nothing saved)',
    handler: (c, b) => importRanges(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/queryPrice',
    input: priceQueryPayload,
    permission: Permission.queryPrice,
    summary: 'Quote: the shipment priced per product/channel, cheapest first, with reasons for the rest',
    handler: (c, b) => queryPriceJson(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/exchangeRate/query',
    output: exchangeRateAnswer,
    input: exchangeRateQueryPayload,
    permission: ['fms/exchangeRate', Permission.queryPrice, ...PRICE_LIST_PERMISSIONS],
    summary: 'The exchange rate of a currency pair on a date (plain and with the loss-rate tolerance)',
    handler: (c, b) => queryExchangeRate(c, b),
  }),
  ...priceBookRoutes,
  ...priceBatchEditRoutes,
];
