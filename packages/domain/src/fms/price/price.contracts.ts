import { z } from 'zod';
import { fileAnswer, jobStartAnswer, nullAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  priceBookConfirmPayload,
  priceBookExportPayload,
  priceBookPreviewPayload,
  priceBookTemplateQuery,
  priceCountAnswer,
  priceDetailAnswer,
  pricePageAnswer,
  priceRangeImportAnswer,
  priceSheetFile,
  priceVersionAnswer,
  queryPriceAnswer,
  savedPriceAnswer,
} from './price-answers.ts';
import {
  exchangeRateAnswer,
  exchangeRateQueryPayload,
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
} from './price-api.ts';
import {
  priceBatchCustomerPayload,
  priceBatchFuelPayload,
  priceBatchRemarkPayload,
  priceBatchSurchargePayload,
  priceBatchZonePayload,
} from './price-batch.ts';

const base = '/fms/price';

/** The batch changes of the price list beyond expire / adjust, by operation. */
const batchEdits = {
  fuel: defineEndpoint({
    method: 'POST',
    url: `${base}/batchFuel`,
    input: priceBatchFuelPayload,
    output: priceCountAnswer,
    summary: 'Sets or clears the custom fuel rate / fuel discount of price tables',
  }),
  zone: defineEndpoint({
    method: 'POST',
    url: `${base}/batchZone`,
    input: priceBatchZonePayload,
    output: priceCountAnswer,
    summary: "Replaces a zone's postcode prefixes or renames a zone across price tables",
  }),
  surcharge: defineEndpoint({
    method: 'POST',
    url: `${base}/batchSurcharge`,
    input: priceBatchSurchargePayload,
    output: priceCountAnswer,
    summary: 'Adds, replaces or removes a surcharge by subject across price tables',
  }),
  customer: defineEndpoint({
    method: 'POST',
    url: `${base}/batchCustomer`,
    input: priceBatchCustomerPayload,
    output: priceCountAnswer,
    summary: 'Adds or removes effective customers; overlaps answer 2000 unless force',
  }),
  remark: defineEndpoint({
    method: 'POST',
    url: `${base}/batchRemark`,
    input: priceBatchRemarkPayload,
    output: priceCountAnswer,
    summary: 'Sets the remark of price tables',
  }),
};

/** The price endpoints (price tables, their workbook, the quote, the exchange-rate query), served by the price module. */
export const PRICE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: priceSearchPayload,
    output: pricePageAnswer,
    summary: 'Price tables of a kind with status by the clock and status-tab counts',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: priceIdQuery,
    output: priceDetailAnswer,
    summary: 'One price table whole (zones, weight ranges, surcharges, …)',
  }),
  insert: defineEndpoint({
    method: 'POST',
    url: `${base}/insert`,
    input: priceInsertPayload,
    output: savedPriceAnswer,
    summary: 'New price table; overlapping prices answer 2000 with the conflicts unless force',
  }),
  update: defineEndpoint({
    method: 'POST',
    url: `${base}/update`,
    input: priceUpdatePayload,
    output: savedPriceAnswer,
    summary: 'Saves a price table (version check); overlaps as insert',
  }),
  deleteBatch: defineEndpoint({
    method: 'POST',
    url: `${base}/deleteBatch`,
    input: priceIdsPayload,
    output: nullAnswer,
    summary: 'Deletes price tables of one kind',
  }),
  saveAs: defineEndpoint({
    method: 'POST',
    url: `${base}/saveAs`,
    input: priceSaveAsPayload,
    output: savedPriceAnswer,
    summary: 'Copies a price table with a new validity',
  }),
  batchExpire: defineEndpoint({
    method: 'POST',
    url: `${base}/batchExpire`,
    input: priceBatchExpirePayload,
    output: priceCountAnswer,
    summary: 'Ends price tables at a time (default now)',
  }),
  batchAdjust: defineEndpoint({
    method: 'POST',
    url: `${base}/batchAdjust`,
    input: priceBatchAdjustPayload,
    output: priceCountAnswer,
    summary: 'Adjusts the weight-range prices of price tables by a percentage or an amount',
  }),
  history: defineEndpoint({
    method: 'GET',
    url: `${base}/history`,
    input: priceIdQuery,
    output: z.array(priceVersionAnswer),
    summary: 'Every saved version of a price table with who saved it',
  }),
  exportRanges: defineEndpoint({
    method: 'GET',
    url: `${base}/exportRanges`,
    input: priceIdQuery,
    output: fileAnswer,
    summary: 'The weight ranges of a price table as an xlsx sheet',
  }),
  /** Multipart: the kind and the xlsx file. */
  importRanges: defineEndpoint({
    method: 'POST',
    url: `${base}/importRanges`,
    input: priceRangeImportFields.extend({ file: priceSheetFile }),
    output: priceRangeImportAnswer,
    summary: 'Reads a weight-range sheet → {weightRanges, errors} for the form (nothing saved)',
  }),
  queryPrice: defineEndpoint({
    method: 'POST',
    url: `${base}/queryPrice`,
    input: priceQueryPayload,
    output: z.array(queryPriceAnswer),
    summary: 'Quote: the shipment priced per product/channel, cheapest first, with reasons for the rest',
  }),
  exchangeRateQuery: defineEndpoint({
    method: 'POST',
    url: '/fms/exchangeRate/query',
    input: exchangeRateQueryPayload,
    output: exchangeRateAnswer,
    summary: 'The exchange rate of a currency pair on a date (plain and with the loss-rate tolerance)',
  }),
  exportBook: defineEndpoint({
    method: 'POST',
    url: `${base}/exportBook`,
    input: priceBookExportPayload,
    output: jobStartAnswer,
    summary: 'The selected tables (or the search result) as one workbook (job → file)',
  }),
  bookTemplate: defineEndpoint({
    method: 'GET',
    url: `${base}/bookTemplate`,
    input: priceBookTemplateQuery,
    output: fileAnswer,
    summary: 'The empty price workbook (every sheet with its headers)',
  }),
  importBook: defineEndpoint({
    method: 'POST',
    url: `${base}/importBook`,
    input: priceBookPreviewPayload,
    output: jobStartAnswer,
    summary: 'Preview of a price workbook (job → {importId, total, existing, rows, errors, conflicts})',
  }),
  confirmImportBook: defineEndpoint({
    method: 'POST',
    url: `${base}/confirmImportBook`,
    input: priceBookConfirmPayload,
    output: jobStartAnswer,
    summary: 'Writes a previewed workbook (mode 0 updates by ID, 1 inserts); overlaps 2000 unless force',
  }),
  batchEdit: batchEdits,
};
