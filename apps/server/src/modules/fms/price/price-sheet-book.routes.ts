import { PRICE_API, PRICE_LIST_PERMISSIONS } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import {
  batchCustomerPrices,
  batchFuelPrices,
  batchRemarkPrices,
  batchSurchargePrices,
  batchZonePrices,
} from './price-batch-edit.service.ts';
import { requirePrice } from './price-row.ts';
import { exportPriceBook, priceBookTemplate } from './price-sheet-book.ts';
import { checkPriceBookConfirm, confirmPriceBook, previewPriceBook } from './price-sheet-import.service.ts';

const anyList = (action: string) => PRICE_LIST_PERMISSIONS.map((p) => `${p}:${action}`);
const subject = 'fmsPrice';
const API = PRICE_API;

/** Whole price tables in one workbook (export, template, import preview / confirm as jobs). */
export const priceBookRoutes: ApiRoute[] = [
  route({
    contract: API.exportBook,
    permission: anyList('export'),
    handler: (c, b) => {
      requirePrice(c, b.kind, 'export');
      return startJob(c, { type: 'export', subject }, (job) => exportPriceBook(c, b, job));
    },
  }),
  route({
    contract: API.bookTemplate,
    permission: anyList('import'),
    handler: (c, q) => priceBookTemplate(c, q.kind),
  }),
  route({
    contract: API.importBook,
    permission: anyList('import'),
    handler: (c, b) => {
      requirePrice(c, b.kind, 'import');
      return startJob(c, { type: 'import', subject }, (job) => previewPriceBook(c, b, job));
    },
  }),
  route({
    contract: API.confirmImportBook,
    permission: anyList('import'),
    handler: async (c, b) => {
      await checkPriceBookConfirm(c, b);
      return startJob(c, { type: 'confirmImport', subject }, (job) => confirmPriceBook(c, b, job));
    },
  }),
];

const batch = API.batchEdit;

/** The batch changes of the price list beyond expire / adjust (permission `…:batch`). */
export const priceBatchEditRoutes: ApiRoute[] = [
  route({ contract: batch.fuel, permission: anyList('batch'), handler: (c, b) => batchFuelPrices(c, b) }),
  route({ contract: batch.zone, permission: anyList('batch'), handler: (c, b) => batchZonePrices(c, b) }),
  route({
    contract: batch.surcharge,
    permission: anyList('batch'),
    handler: (c, b) => batchSurchargePrices(c, b),
  }),
  route({
    contract: batch.customer,
    permission: anyList('batch'),
    handler: (c, b) => batchCustomerPrices(c, b),
  }),
  route({ contract: batch.remark, permission: anyList('batch'), handler: (c, b) => batchRemarkPrices(c, b) }),
];
