import {
  type ApiPrice,
  convertAmount,
  DEFAULT_CURRENCY,
  type PriceTable,
  type QuoteContext,
  type Shipment,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import {
  CarrierCallError,
  type CarrierShipment,
  type RateQuote,
  withConnector,
} from '#modules/settings/carrier-api/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { PriceReference } from './price-reference.ts';

/** Where rate requests ship from: the company's origin (a rate needs one; the label shipper is the waybill's). */
export const PRICE_API_ORIGIN = { city: 'Shenzhen', postcode: '518000', countryCode: 'CN' } as const;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The priced shipment as a carrier's rate request sees it. */
export function rateShipmentOf(shipment: Shipment, reference: string): CarrierShipment {
  const date = shipment.date ?? new Date();
  return {
    reference,
    shipper: { name: 'FreightDesk', lines: [], ...PRICE_API_ORIGIN },
    receiver: {
      name: '-',
      lines: [],
      city: shipment.city ?? '',
      postcode: shipment.postcode ?? null,
      countryCode: shipment.countryCode,
    },
    pieces: shipment.pieces.map((p) => ({
      weight: text(p.actualWeight) ?? '0',
      length: text(p.length),
      width: text(p.width),
      height: text(p.height),
    })),
    commodities: [],
    shipDate: date.toISOString().slice(0, 10),
    labelFormat: 'pdf',
  };
}

/** The cheapest quote in the table's currency, as the engine's freight line; undefined when there is none. */
function apiPriceOf(
  table: PriceTable,
  quotes: readonly RateQuote[],
  ref: PriceReference,
  date: Date,
): ApiPrice | undefined {
  let best: { quote: RateQuote; value: Decimal } | undefined;
  for (const quote of quotes) {
    const converted = convertAmount(
      quote.total,
      quote.currency,
      table.currency,
      DEFAULT_CURRENCY,
      ref.exchangeRates,
      date,
    );
    if (!converted.ok) continue;
    const value = converted.value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (!best || value.lessThan(best.value)) best = { quote, value };
  }
  if (!best) return undefined;
  const { quote, value } = best;
  const shown = quote.currency === table.currency ? '' : ` (${quote.total} ${quote.currency})`;
  return [
    {
      subject: 'freight',
      value: value.toFixed(2),
      formula: `API ${quote.serviceName ?? quote.serviceCode}${shown}`,
    },
  ];
}

/**
 * Asks the price API of each API-mode table among `tables` for the shipment, side by side and outside
 * any transaction, and answers the engine's lookup (`QuoteContext.apiPrice`). A price API that fails
 * or answers nothing leaves its table without a price ("the price API answered no price"); the
 * carrier's own message is in the request log.
 */
export async function apiPricesOf(
  ctx: AuthedContext,
  tables: readonly PriceTable[],
  shipment: Shipment,
  ref: PriceReference,
): Promise<QuoteContext['apiPrice']> {
  const apiTables = tables.filter((t) => t.mode === 'api' && t.priceApiId);
  if (!apiTables.length) return undefined;
  const date = shipment.date ?? ctx.now;
  const request = rateShipmentOf(shipment, `QUOTE-${date.toISOString().slice(0, 10)}`);
  const byApi = new Map<string, Promise<RateQuote[]>>();
  for (const t of apiTables) {
    const apiId = t.priceApiId!;
    if (byApi.has(apiId)) continue;
    const call = withConnector(ctx.runtime, { apiId, kind: 'price', now: ctx.now }, (connector, cctx) =>
      connector.rate ? connector.rate(cctx, request) : Promise.resolve([]),
    ).catch((err: unknown) => {
      // a carrier's refusal, or a disabled or removed configuration: this table has no price
      if (err instanceof CarrierCallError || err instanceof BizError) return [];
      throw err;
    });
    byApi.set(apiId, call);
  }
  const answers = new Map<string, ApiPrice | undefined>();
  for (const t of apiTables) answers.set(t.id, apiPriceOf(t, await byApi.get(t.priceApiId!)!, ref, date));
  return (table) => answers.get(table.id);
}
