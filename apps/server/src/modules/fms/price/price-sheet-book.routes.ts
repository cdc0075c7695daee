import {
  jobStartAnswer,
  PRICE_KINDS,
  PRICE_LIST_PERMISSIONS,
  priceBatchCustomerPayload,
  priceBatchFuelPayload,
  priceBatchRemarkPayload,
  priceBatchSurchargePayload,
  priceBatchZonePayload,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, FILE_ANSWER, route } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import {
  batchCustomerPrices,
  batchFuelPrices,
  batchRemarkPrices,
  batchSurchargePrices,
  batchZonePrices,
} from './price-batch-edit.service.ts';
import { requirePrice } from './price-row.ts';
import { exportPriceBook, priceBookExportPayload, priceBookTemplate } from './price-sheet-book.ts';
import {
  checkPriceBookConfirm,
  confirmPriceBook,
  previewPriceBook,
  priceBookConfirmPayload,
  priceBookPreviewPayload,
} from './price-sheet-import.service.ts';

const anyList = (action: string) => PRICE_LIST_PERMISSIONS.map((p) => `${p}:${action}`);
const subject = 'fmsPrice';

const countAnswer = z.object({ count: z.number().int() });

/** Whole price tables in one workbook (export, template, import preview / confirm as jobs). */
export const priceBookRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: '/fms/price/exportBook',
    output: jobStartAnswer,
    input: priceBookExportPayload,
    permission: anyList('export'),
    summary: 'The selected tables (or the search result) as one workbook (job → file)',
    handler: (c, b) => {
      requirePrice(c, b.kind, 'export');
      return startJob(c, { type: 'export', subject }, (job) => exportPriceBook(c, b, job));
    },
  }),
  route({
    method: 'GET',
    url: '/fms/price/bookTemplate',
    output: FILE_ANSWER,
    input: z.object({ kind: z.enum(PRICE_KINDS) }),
    permission: anyList('import'),
    summary: 'The empty price workbook (every sheet with its headers)',
    handler: (c, q) => priceBookTemplate(c, q.kind),
  }),
  route({
    method: 'POST',
    url: '/fms/price/importBook',
    output: jobStartAnswer,
    input: priceBookPreviewPayload,
    permission: anyList('import'),
    summary: 'Preview of a price workbook (job → {importId, total, existing, rows, errors, conflicts})',
    handler: (c, b) => {
      requirePrice(c, b.kind, 'import');
      return startJob(c, { type: 'import', subject }, (job) => previewPriceBook(c, b, job));
    },
  }),
  route({
    method: 'POST',
    url: '/fms/price/confirmImportBook',
    output: jobStartAnswer,
    input: priceBookConfirmPayload,
    permission: anyList('import'),
    summary: 'Writes a previewed workbook (mode 0 updates by ID, 1 inserts); overlaps 2000 unless force',
    handler: async (c, b) => {
      await checkPriceBookConfirm(c, b);
      return startJob(c, { type: 'confirmImport', subject }, (job) => confirmPriceBook(c, b, job));
    },
  }),
];

/** The batch changes of the price list beyond expire / adjust (permission `…:batch`). */
export const priceBatchEditRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: '/fms/price/batchFuel',
    output: countAnswer,
    input: priceBatchFuelPayload,
    permission: anyList('batch'),
    summary: 'Sets or clears the custom fuel rate / fuel discount of price tables',
    handler: (c, b) => batchFuelPrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchZone',
    output: countAnswer,
    input: priceBatchZonePayload,
    permission: anyList('batch'),
    summary: "Replaces a zone's postcode prefixes or renames a zone across price tables",
    handler: (c, b) => batchZonePrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchSurcharge',
    output: countAnswer,
    input: priceBatchSurchargePayload,
    permission: anyList('batch'),
    summary: 'Adds, replaces or removes a surcharge by subject across price tables',
    handler: (c, b) => batchSurchargePrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchCustomer',
    output: countAnswer,
    input: priceBatchCustomerPayload,
    permission: anyList('batch'),
    summary: 'Adds or removes effective customers; overlaps answer 2000 unless force',
    handler: (c, b) => batchCustomerPrices(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/price/batchRemark',
    output: countAnswer,
    input: priceBatchRemarkPayload,
    permission: anyList('batch'),
    summary: 'Sets the remark of price tables',
    handler: (c, b) => batchRemarkPrices(c, b),
  }),
];
