import type Decimal from 'decimal.js';
import type {
  ChannelWeightConfig,
  DecimalInput,
  PackageType,
  PieceMeasure,
  ProductWeightFields,
  RuleFailure,
  WaybillWeights,
} from '../../lms/waybill/index.ts';
import type { Language } from '../../platform/enums.ts';
import type { ZoneRow } from '../../settings/zone/index.ts';
import type { FeeDraft, FeeLine } from './fee-line.ts';
import type { FormulaVariables } from './formula.ts';
import type { Discount, ExchangeRate, FuelRate, PriceKind, PriceTable } from './price-schema.ts';

/** What is priced: a shipment's destination, pieces and goods (spec issue 5 "The engine"). */
export type Shipment = {
  /** One product, or every product when empty (quoteAll). */
  productId?: string | null;
  countryCode: string;
  postcode?: string | null;
  city?: string | null;
  pieces: readonly PieceMeasure[];
  goodsTypes?: readonly string[];
  packageType?: PackageType | null;
  declaredValue?: DecimalInput | null;
  declaredCurrency?: string | null;
  customerId?: string | null;
  /** The pricing date (receive/send time of a waybill); default the context clock. */
  date?: Date | null;
  remoteLevel?: number | null;
};

/** A product as the engine needs it: weight fields (product entity) and its zone scheme. */
export type PricingProduct = ProductWeightFields & { id: string; name?: string; zoneId?: string | null };
export type PricingChannel = { id: string; name?: string; weightConfig?: ChannelWeightConfig | null };

/** The result of a price API for a table in API mode (the engine itself calls nothing). */
export type ApiPrice = { subject: string; value: DecimalInput; formula?: string }[];

/** Everything the engine reads besides the shipment and the tables; all passed in, no I/O. */
export type QuoteContext = {
  now: Date;
  products: Readonly<Record<string, PricingProduct>>;
  channels?: Readonly<Record<string, PricingChannel>>;
  /** Zone rows of each zone scheme, by scheme id. */
  zoneSchemes?: Readonly<Record<string, readonly ZoneRow[]>>;
  fuelRates?: readonly FuelRate[];
  exchangeRates?: readonly ExchangeRate[];
  discounts?: readonly Discount[];
  /** Default DEFAULT_CURRENCY (RMB). */
  localCurrency?: string;
  /** Which tables price: customer (default), agent or sales. */
  kind?: PriceKind;
  /** `query` leaves out tables that forbid query (the price query screen); `fee` uses them. */
  purpose?: 'query' | 'fee';
  /** Language of calErrorMsg; default en-US. */
  language?: Language;
  /** Tables a base-mode table may refer to, besides the ones quoted. */
  baseTables?: readonly PriceTable[];
  /** Answers of price APIs for API-mode tables (looked up by the caller beforehand). */
  apiPrice?: (table: PriceTable, shipment: Shipment, weights: WaybillWeights) => ApiPrice | undefined;
};

export type QuoteOk = {
  ok: true;
  priceId: string;
  productId: string;
  channelId: string | null;
  zone: string;
  timeliness: string;
  volumeDivisor: number;
  chargeWeight: string;
  actualWeight: string;
  volumeWeight: string;
  remoteLevel: number | null;
  currency: string;
  lines: FeeLine[];
  /** Σ line values (price currency) and Σ conversion values (local currency). */
  total: string;
  localTotal: string;
  localCurrency: string;
  /** True when a line carries calErrorMsg (its value counts as 0). */
  hasErrors: boolean;
};
export type QuoteNoPrice = {
  ok: false;
  productId: string;
  channelId: string | null;
  priceId?: string;
  reason: RuleFailure;
  reasonText: string;
};
export type QuoteResult = QuoteOk | QuoteNoPrice;

/** The state one table is priced in (internal to the engine's steps). */
export type PricingState = {
  table: PriceTable;
  shipment: Shipment;
  weights: WaybillWeights;
  zoneName: string;
  /** The priced quantity by charge mode. */
  quantity: Decimal;
  fuelRate: Decimal;
  vars: FormulaVariables;
  date: Date;
  drafts: FeeDraft[];
};
