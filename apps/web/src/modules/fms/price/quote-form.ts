import type { PriceQueryPayload } from '@freightdesk/domain';
import type { QuoteAnswer } from './price-api.ts';

/** The price query form's values (numbers from the inputs, texts trimmed on the way out). */
export type QuoteFormValues = {
  customerId?: string | null;
  productId?: string | null;
  countryCode?: string;
  postcode?: string;
  city?: string;
  declaredValue?: number | null;
  declaredCurrency?: string;
  goodsTypes?: string[];
  pieces?: {
    actualWeight?: number | null;
    length?: number | null;
    width?: number | null;
    height?: number | null;
  }[];
};

const text = (v: string | undefined) => {
  const s = v?.trim();
  return s ? s : null;
};
const dec = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/** The payload of `fms/price/queryPrice` from the form (empty pieces rows are left out). */
export function quotePayload(v: QuoteFormValues): PriceQueryPayload {
  const pieces = (v.pieces ?? [])
    .filter((p) => p.actualWeight !== null && p.actualWeight !== undefined)
    .map((p) => ({
      actualWeight: String(p.actualWeight),
      length: dec(p.length),
      width: dec(p.width),
      height: dec(p.height),
    }));
  const declared = dec(v.declaredValue);
  return {
    customerId: v.customerId || null,
    productId: v.productId || null,
    countryCode: (v.countryCode ?? '').trim().toUpperCase(),
    postcode: text(v.postcode),
    city: text(v.city),
    pieces,
    goodsTypes: v.goodsTypes ?? [],
    declaredValue: declared,
    declaredCurrency: declared ? (text(v.declaredCurrency)?.toUpperCase() ?? null) : null,
  };
}

/** The priced answers (already cheapest first) and those without a price. */
export function splitAnswers(answers: readonly QuoteAnswer[]) {
  return {
    priced: answers.filter((a): a is Extract<QuoteAnswer, { ok: true }> => a.ok),
    unpriced: answers.filter((a): a is Extract<QuoteAnswer, { ok: false }> => !a.ok),
  };
}

/** A stable row key of an answer: product and channel. */
export const answerKey = (a: Pick<QuoteAnswer, 'productId' | 'channelId'>) =>
  `${a.productId}:${a.channelId ?? ''}`;
