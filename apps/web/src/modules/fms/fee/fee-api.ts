import {
  type EndpointInput,
  FEE_API,
  type FeeKind,
  type FeeRecalculatePayload,
  type FeeSupplementPayload,
  PRICE_API,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A price table offered as the specified price. */
export type PriceChoice = { id: string; name: string; kind: FeeKind; productName: string | null };

/** Keys under the waybill's own (`lmsWaybill`), so the drawer's refresh after a change covers them. */
export const feeKeys = {
  summary: (id: string) => ['lmsWaybill', 'feeSummary', id] as const,
  prices: ['lmsWaybill', 'feePrices'] as const,
};

export const feeApi = {
  summary: (id: string) => callEndpoint(FEE_API.summary, { id }, { quiet: true }),
  recalculate: (body: Partial<FeeRecalculatePayload>) => callEndpoint(FEE_API.recalculate, body),
  insert: (body: EndpointInput<typeof FEE_API.insert>) => callEndpoint(FEE_API.insert, body),
  supplement: (body: FeeSupplementPayload) => callEndpoint(FEE_API.supplement, body),
  /** Customer and agent tables for the "specified price" choice (quiet: a user without the price lists gets none). */
  async prices(): Promise<PriceChoice[]> {
    const page = (kind: FeeKind) =>
      callEndpoint(
        PRICE_API.search,
        { criteria: { kind, status: 'effective' }, page: 1, size: 100 },
        { quiet: true },
      )
        .then((p) => p.records.map((r) => ({ ...r, kind })))
        .catch(() => [] as PriceChoice[]);
    const [customer, agent] = await Promise.all([page('customer'), page('agent')]);
    return [...customer, ...agent];
  },
};
