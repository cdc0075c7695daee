import type { PieceMeasure } from '../../lms/waybill/weights.ts';
import type { ZoneRow } from '../../settings/zone/zone.schema.ts';
import { type PriceTable, type PriceTableInput, priceTableSchema, type WeightRange } from './price-schema.ts';
import type { PricingProduct, QuoteContext, QuoteOk, QuoteResult, Shipment } from './quote-types.ts';

/** Fixtures of the pricing tests: one product, a zone scheme, table / context / shipment builders. */

export const NOW = new Date('2026-11-15T08:00:00Z');

export const ZONES: ZoneRow[] = [
  { name: 'US', timeliness: '5-7', countryCodes: ['US'], postcodePrefixes: [], shippingNotice: '' },
  { name: 'US-WEST', timeliness: '6-8', countryCodes: ['US'], postcodePrefixes: ['9'], shippingNotice: '' },
  {
    name: 'US-LA',
    timeliness: '6-9',
    countryCodes: ['US'],
    postcodePrefixes: ['90', '91'],
    shippingNotice: '',
  },
  { name: 'EU', timeliness: '7-10', countryCodes: ['DE', 'FR'], postcodePrefixes: [], shippingNotice: '' },
];

/** Max rule, divisor 6000, no carry, no minimum: the charge weight is the greater weight as is. */
export const PRODUCT: PricingProduct = {
  id: 'P1',
  weightRule: 'max',
  volumeDivisor: 6000,
  carryUnit: null,
  minChargeWeight: null,
  zoneId: 'S1',
};

export const unitPrice = (
  price: string,
  extra: Partial<WeightRange> = {},
): PriceTableInput['weightRanges'] => [{ attributeType: 'unitPrice', price, ...extra }];

export function table(over: Partial<PriceTableInput> = {}): PriceTable {
  return priceTableSchema.parse({
    id: 'T1',
    kind: 'customer',
    productId: 'P1',
    effectiveFrom: '2026-01-01T00:00:00Z',
    weightRanges: unitPrice('30'),
    ...over,
  });
}

export function context(over: Partial<QuoteContext> = {}): QuoteContext {
  return {
    now: NOW,
    products: { P1: PRODUCT },
    zoneSchemes: { S1: ZONES },
    ...over,
  };
}

export function shipment(kg: string, over: Partial<Shipment> = {}): Shipment {
  const pieces: PieceMeasure[] = [{ actualWeight: kg }];
  return { countryCode: 'US', postcode: '10001', pieces, ...over };
}

/** The result as priced (fails the test with the reason otherwise). */
export function priced(r: QuoteResult): QuoteOk {
  if (!r.ok) throw new Error(`no price: ${r.reasonText}`);
  return r;
}

/** subject → value of the lines (the last line of a subject wins). */
export const values = (r: QuoteResult) =>
  Object.fromEntries(priced(r).lines.map((x) => [x.subject, x.value]));
