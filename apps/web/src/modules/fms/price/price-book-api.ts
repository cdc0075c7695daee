import type { PriceKind, Surcharge } from '@freightdesk/domain';
import type { ImportApi } from '#web/components/import/import-types.ts';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { download, post } from '#web/shell/request/http.ts';
import type { PriceCriteria } from './price-api.ts';

/** The price workbook (whole tables) and the batch changes of the price list (`fms/price/*`). */

/** One template of the surcharge-template entity as its search answers it. */
export type SurchargeTemplateRecord = Omit<Surcharge, 'zones' | 'goodsTypes' | 'formula'> & {
  id: string;
  name: string;
  formula: string | null;
  enabled?: boolean;
};

export type BatchEditOp = 'fuel' | 'zone' | 'surcharge' | 'customer' | 'remark';
export const BATCH_EDIT_URL: Record<BatchEditOp, string> = {
  fuel: 'fms/price/batchFuel',
  zone: 'fms/price/batchZone',
  surcharge: 'fms/price/batchSurcharge',
  customer: 'fms/price/batchCustomer',
  remark: 'fms/price/batchRemark',
};

export const priceBookApi = {
  /** Starts the export of the selected tables (or, without ids, of the search result). */
  startExport: (criteria: PriceCriteria, ids: string[]) =>
    post<JobStart>('fms/price/exportBook', {
      kind: criteria.kind,
      ...(ids.length
        ? { ids }
        : {
            criteria: {
              status: criteria.status ?? null,
              keyword: criteria.keyword ?? null,
              productId: criteria.productId ?? null,
            },
          }),
    }),
  /** The workbook import behind the shared import dialog (preview and confirmation are server jobs). */
  importApi: (kind: PriceKind): ImportApi => ({
    template: () =>
      download('fms/price/bookTemplate', {
        method: 'GET',
        params: { kind },
        fallbackName: 'price-tables.xlsx',
      }),
    preview: async (file: File) => {
      const [stored] = await uploadFiles([file], { isTemp: true, from: 'fmsPriceImport' });
      return post<JobStart>('fms/price/importBook', { fileId: stored!.id, kind });
    },
    // overlaps answer 2000: the request layer asks and repeats with force
    confirm: (importId, mode) => post<JobStart>('fms/price/confirmImportBook', { importId, mode }),
  }),
  /** A batch change (an overlap of batch customer answers 2000 and is confirmed by the request layer). */
  batchEdit: (op: BatchEditOp, body: Record<string, unknown>) =>
    post<{ count: number }>(BATCH_EDIT_URL[op], body),
  /** The enabled surcharge templates (for "add from template"). */
  surchargeTemplates: () =>
    post<{ records: SurchargeTemplateRecord[] }>('fms/surchargeTemplate/search', {
      page: 1,
      size: 200,
      criteria: { enabled: true },
      sort: [],
    }).then((p) => p.records),
};
