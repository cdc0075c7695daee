import type {
  FeeInsertPayload,
  FeeKind,
  FeeRecalculatePayload,
  FeeSummary,
  FeeSupplementPayload,
} from '@freightdesk/domain';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { get, post } from '#web/shell/request/http.ts';

/** The result of a fee recalculation job. */
export type RecalculateResult = {
  total: number;
  succeeded: number;
  failed: number;
  written: number;
  lineErrors: number;
  errors: { waybillNo: string; error: string }[];
};

/** A price table offered as the specified price. */
export type PriceChoice = { id: string; name: string; kind: FeeKind; productName: string | null };

/** Keys under the waybill's own (`lmsWaybill`), so the drawer's refresh after a change covers them. */
export const feeKeys = {
  summary: (id: string) => ['lmsWaybill', 'feeSummary', id] as const,
  prices: ['lmsWaybill', 'feePrices'] as const,
};

export const feeApi = {
  summary: (id: string) => get<FeeSummary>('lms/fee/summary', { id }, { quiet: true }),
  recalculate: (body: Partial<FeeRecalculatePayload>) => post<JobStart>('lms/fee/recalculate', body),
  insert: (body: Partial<FeeInsertPayload>) => post<{ id: string }>('lms/fee/insert', body),
  supplement: (body: FeeSupplementPayload) => post<{ id: string; value: string }>('lms/fee/supplement', body),
  /** Customer and agent tables for the "specified price" choice (quiet: a user without the price lists gets none). */
  async prices(): Promise<PriceChoice[]> {
    const page = (kind: FeeKind) =>
      post<{ records: PriceChoice[] }>(
        'fms/price/search',
        { criteria: { kind, status: 'effective' }, page: 1, size: 100 },
        { quiet: true },
      )
        .then((p) => p.records.map((r) => ({ ...r, kind })))
        .catch(() => [] as PriceChoice[]);
    const [customer, agent] = await Promise.all([page('customer'), page('agent')]);
    return [...customer, ...agent];
  },
};
