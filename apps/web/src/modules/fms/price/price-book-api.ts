import {
  type EndpointOutput,
  entityEndpoint,
  PRICE_API,
  type PriceKind,
  product as productEntity,
  type Surcharge,
  surchargeTemplate,
  zone as zoneEntity,
} from '@freightdesk/domain';
import type { ImportApi } from '#web/components/import/import-types.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download, get, post } from '#web/shell/request/http.ts';
import type { PriceCriteria } from './price-api.ts';

/** The price workbook (whole tables) and the batch changes of the price list (`fms/price/*`). */

/** One template of the surcharge-template entity as its search answers it. */
export type SurchargeTemplateRecord = Omit<Surcharge, 'zones' | 'goodsTypes' | 'formula'> & {
  id: string;
  name: string;
  formula: string | null;
  enabled?: boolean;
};

export type BatchEditOp = keyof typeof PRICE_API.batchEdit;

export const priceBookApi = {
  /** Starts the export of the selected tables (or, without ids, of the search result). */
  startExport: (criteria: PriceCriteria, ids: string[]) =>
    callEndpoint(PRICE_API.exportBook, {
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
      download(PRICE_API.bookTemplate.url, {
        method: 'GET',
        params: { kind },
        fallbackName: 'price-tables.xlsx',
      }),
    preview: async (file: File) => {
      const [stored] = await uploadFiles([file], { isTemp: true, from: 'fmsPriceImport' });
      return callEndpoint(PRICE_API.importBook, { fileId: stored!.id, kind });
    },
    // overlaps answer 2000: the request layer asks and repeats with force
    confirm: (importId, mode) => callEndpoint(PRICE_API.confirmImportBook, { importId, mode }),
  }),
  /** A batch change (an overlap of batch customer answers 2000 and is confirmed by the request layer). */
  batchEdit: (op: BatchEditOp, body: Record<string, unknown>) =>
    post<EndpointOutput<(typeof PRICE_API.batchEdit)[BatchEditOp]>>(PRICE_API.batchEdit[op].url, body),
  /** The enabled surcharge templates (for "add from template"). */
  surchargeTemplates: () =>
    post<{ records: SurchargeTemplateRecord[] }>(entityEndpoint(surchargeTemplate, 'search').url, {
      page: 1,
      size: 200,
      criteria: { enabled: true },
      sort: [],
    }).then((p) => p.records),
};

/** The zone names of a product's zone scheme (for "load zones"). */
export async function schemeZones(productId: string): Promise<string[]> {
  const product = await get<{ zoneId?: string | null }>(
    entityEndpoint(productEntity, 'detail').url,
    { id: productId },
    { quiet: true },
  );
  if (!product.zoneId) return [];
  const zone = await get<{ zones?: { name: string }[] | null }>(
    entityEndpoint(zoneEntity, 'detail').url,
    { id: product.zoneId },
    { quiet: true },
  );
  return (zone.zones ?? []).map((z) => z.name).filter(Boolean);
}
