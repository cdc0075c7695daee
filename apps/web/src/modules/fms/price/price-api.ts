import type {
  EffectStatus,
  FeeLine,
  PriceInsertPayload,
  PriceKind,
  PriceQueryPayload,
  PriceTable,
  QuoteResult,
  WeightRange,
} from '@freightdesk/domain';
import type { FailureRow } from '#web/components/failure-reason/failure-sheet.ts';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { download, get, post } from '#web/shell/request/http.ts';

/** The price API as the price screens use it (`fms/price/*`). */

/** One quote answer: the engine's result plus the product's and channel's names. */
export type QuoteAnswer = QuoteResult & {
  productName: string | null;
  productCode: string | null;
  channelName: string | null;
};
export type { FeeLine };

/** A row of the price list. */
export type PriceRecord = {
  id: string;
  version: number;
  name: string;
  kind: PriceKind;
  mode: PriceTable['mode'];
  productId: string;
  productName: string | null;
  channelId: string | null;
  channelName: string | null;
  chargeMode: PriceTable['chargeMode'];
  customerIds: string[];
  currency: string;
  forbidQuery: boolean;
  remark: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  weightRangeCount: number;
  updatedAt: string;
  updatedByName: string | null;
  status: EffectStatus;
};
export type PriceCounts = Record<'all' | EffectStatus, number>;
export type PricePage = {
  records: PriceRecord[];
  total: number;
  page: number;
  size: number;
  counts: PriceCounts;
};
/** A whole table as `detail` answers it (dates as ISO texts). */
export type PriceDetail = Omit<PriceTable, 'effectiveFrom' | 'effectiveTo'> & {
  version: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  status: EffectStatus;
};
export type PriceVersion = {
  id: string;
  priceId: string;
  version: number;
  action: string;
  changedByName: string | null;
  changedAt: string;
  snapshot: Record<string, unknown>;
};
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
  queryPrice: (body: PriceQueryPayload) => post<QuoteAnswer[]>('/fms/price/queryPrice', body),
  search: (criteria: PriceCriteria, page: number, size = 20) =>
    post<PricePage>('/fms/price/search', { criteria, page, size }),
  detail: (id: string) => get<PriceDetail>('/fms/price/detail', { id }),
  history: (id: string) => get<PriceVersion[]>('/fms/price/history', { id }),
  /** Overlapping prices answer 2000: the request layer asks and repeats with `force: true`. */
  insert: (body: PriceWrite) => post<{ id: string; version: number }>('/fms/price/insert', body),
  update: (body: PriceWrite & { id: string; version: number }) =>
    post<{ id: string; version: number }>('/fms/price/update', body),
  deleteBatch: (kind: PriceKind, ids: string[]) => post<null>('/fms/price/deleteBatch', { kind, ids }),
  batchExpire: (kind: PriceKind, ids: string[]) =>
    post<{ count: number }>('/fms/price/batchExpire', { kind, ids }),
  batchAdjust: (body: {
    kind: PriceKind;
    ids: string[];
    type: 'percent' | 'amount';
    value: string;
    zones: string[];
  }) => post<{ count: number }>('/fms/price/batchAdjust', body),
  /** The table's weight ranges as an xlsx sheet. */
  exportRanges: (id: string, fallbackName: string) =>
    download('/fms/price/exportRanges', { params: { id }, fallbackName }),
  /** Reads a weight-range sheet for the form (nothing saved): the valid rows' ranges and the refused rows. */
  importRanges: (kind: PriceKind, file: File) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return post<{ weightRanges: WeightRange[]; errors: FailureRow[] }>('/fms/price/importRanges', form);
  },
  /** A copy with a new validity; overlaps are confirmed like an insert. */
  saveAs: (body: { id: string; name: string; effectiveFrom: string; effectiveTo: string | null }) =>
    post<{ id: string; version: number }>('/fms/price/saveAs', body),
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
  url: '/fms/price/search',
  pageSize: 20,
  criteria: { kind: 'text', keyword: 'text', productId: 'text' },
  tabs: PRICE_TABS,
  toBody: ({ values, tab }) => ({ criteria: priceCriteria(values, tab, kinds) }),
});
