import {
  type EffectStatus,
  type EndpointOutput,
  PRICE_API,
  type PriceInsertPayload,
  type PriceKind,
  type PriceQueryPayload,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download, post } from '#web/shell/request/http.ts';

/** The price API as the price screens use it (`PRICE_API`). */

/** One quote answer: the engine's result plus the product's and channel's names. */
export type QuoteAnswer = EndpointOutput<typeof PRICE_API.queryPrice>[number];
/** A fee line of a priced answer (amounts as decimal text). */
export type FeeLine = Extract<QuoteAnswer, { ok: true }>['lines'][number];

/** One page of the price list with the status-tab counts. */
export type PricePage = EndpointOutput<typeof PRICE_API.search>;
/** A row of the price list. */
export type PriceRecord = PricePage['records'][number];
export type PriceCounts = PricePage['counts'];
/** A whole table as `detail` answers it (dates as ISO texts). */
export type PriceDetail = EndpointOutput<typeof PRICE_API.detail>;
export type PriceVersion = EndpointOutput<typeof PRICE_API.history>[number];
export type PriceCriteria = {
  kind: PriceKind;
  status?: EffectStatus | null;
  productId?: string | null;
  keyword?: string | null;
};
/** What the form sends: a table without id (insert) or with id and version (update). */
export type PriceWrite = Omit<PriceInsertPayload, 'force' | 'effectiveFrom' | 'effectiveTo'> & {
  effectiveFrom: string;
  effectiveTo: string | null;
};

export const priceKeys = {
  all: ['fmsPrice'] as const,
  search: (criteria: PriceCriteria, page: number) => ['fmsPrice', 'search', criteria, page] as const,
  detail: (id: string) => ['fmsPrice', 'detail', id] as const,
  history: (id: string) => ['fmsPrice', 'history', id] as const,
};

export const priceApi = {
  /** Prices a shipment across the products (staff name the customer; customers quote for themselves). */
  queryPrice: (body: PriceQueryPayload) => callEndpoint(PRICE_API.queryPrice, body),
  search: (criteria: PriceCriteria, page: number, size = 20) =>
    callEndpoint(PRICE_API.search, { criteria, page, size }),
  detail: (id: string) => callEndpoint(PRICE_API.detail, { id }),
  history: (id: string) => callEndpoint(PRICE_API.history, { id }),
  /** Overlapping prices answer 2000: the request layer asks and repeats with `force: true`. */
  insert: (body: PriceWrite) => callEndpoint(PRICE_API.insert, body),
  update: (body: PriceWrite & { id: string; version: number }) => callEndpoint(PRICE_API.update, body),
  deleteBatch: (kind: PriceKind, ids: string[]) => callEndpoint(PRICE_API.deleteBatch, { kind, ids }),
  batchExpire: (kind: PriceKind, ids: string[]) => callEndpoint(PRICE_API.batchExpire, { kind, ids }),
  batchAdjust: (body: {
    kind: PriceKind;
    ids: string[];
    type: 'percent' | 'amount';
    value: string;
    zones: string[];
  }) => callEndpoint(PRICE_API.batchAdjust, body),
  /** The table's weight ranges as an xlsx sheet. */
  exportRanges: (id: string, fallbackName: string) =>
    download(PRICE_API.exportRanges.url, { params: { id }, fallbackName }),
  /** Reads a weight-range sheet for the form (nothing saved): the valid rows' ranges and the refused rows. */
  importRanges: (kind: PriceKind, file: File) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return post<EndpointOutput<typeof PRICE_API.importRanges>>(PRICE_API.importRanges.url, form);
  },
  /** A copy with a new validity; overlaps are confirmed like an insert. */
  saveAs: (body: { id: string; name: string; effectiveFrom: string; effectiveTo: string | null }) =>
    callEndpoint(PRICE_API.saveAs, body),
};

/** The status tabs of the price tables (by the clock). */
export const PRICE_TABS = ['all', 'effective', 'willEffective', 'expired'] as const;

/** The criteria of the price tables: the kind asked for when the user may see it, else the first one allowed. */
export function priceCriteria(
  values: SearchValues,
  tab: string | null,
  kinds: readonly PriceKind[],
): PriceCriteria {
  const asked = kinds.find((k) => k === values.kind);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    kind: asked ?? kinds[0] ?? 'customer',
    status: tab && tab !== 'all' ? (tab as EffectStatus) : null,
    keyword: text(values.keyword),
    productId: text(values.productId),
  };
}

/** The price tables of the kinds a user may see: kind, keyword, product, status tab and page in the URL, 20 rows a page. */
export const priceListView = (kinds: readonly PriceKind[]): ListView => ({
  queryKey: priceKeys.all,
  url: PRICE_API.search.url,
  pageSize: 20,
  criteria: { kind: 'text', keyword: 'text', productId: 'text' },
  tabs: PRICE_TABS,
  toBody: ({ values, tab }) => ({ criteria: priceCriteria(values, tab, kinds) }),
});
