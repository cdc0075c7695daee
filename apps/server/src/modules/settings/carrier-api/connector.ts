import type { TrackStatus } from '@freightdesk/domain';

/**
 * The one interface every carrier connector implements (DESIGN §10). A connector is one folder under
 * `carriers/<code>/` exporting a `CarrierConnector`; `connectors.ts` lists them. Money and weights
 * are decimal strings; dates ISO strings; nothing here is a binary float.
 */

/** What an API configuration may be used for (the settings centre's label, track, price and customs declaration APIs). */
export type ApiKind = 'label' | 'track' | 'price' | 'customsDeclare';

export type CarrierAddress = {
  name: string;
  company?: string | null;
  phone?: string | null;
  email?: string | null;
  lines: string[];
  city: string;
  state?: string | null;
  postcode?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
};

/** One box: weight in kg, sizes in cm (decimal strings). */
export type CarrierPiece = {
  weight: string;
  length?: string | null;
  width?: string | null;
  height?: string | null;
};

export type CarrierCommodity = {
  description: string;
  quantity: number;
  /** Per unit, in `currency`. */
  unitValue: string;
  currency: string;
  /** Per unit, kg. */
  weight?: string | null;
  hsCode?: string | null;
  originCountry?: string | null;
};

/** A shipment as every connector receives it (built from a freight waybill or a parcel). */
export type CarrierShipment = {
  /** Our number (waybill or parcel number): the carrier's customer reference. */
  reference: string;
  shipper: CarrierAddress;
  receiver: CarrierAddress;
  pieces: CarrierPiece[];
  commodities: CarrierCommodity[];
  /** The carrier's product/service code when the channel names one. */
  serviceCode?: string | null;
  /** YYYY-MM-DD. */
  shipDate: string;
  labelFormat: LabelFormat;
  /** Documents only (no customs value) when true. */
  documents?: boolean;
};

export type LabelFormat = 'pdf' | 'zpl';

export type RateQuote = {
  serviceCode: string;
  serviceName?: string | null;
  /** Total charge, decimal string. */
  total: string;
  currency: string;
  chargeWeight?: string | null;
  transitDays?: number | null;
};

export type ShipLabel = { format: LabelFormat; content: Buffer };

export type ShipResult = {
  trackNo: string;
  /** One per further piece, when the carrier numbers pieces. */
  subTrackNos: string[];
  labels: ShipLabel[];
  /** The carrier's id of the shipment when it differs from the track number (needed to cancel). */
  carrierShipmentId?: string | null;
  charges?: RateQuote | null;
};

/** One tracking event, normalised to the spec's track statuses (§4). */
export type TrackEvent = {
  /** ISO instant. */
  time: string;
  status: TrackStatus;
  description: string;
  location?: string | null;
  /** The carrier's own event code, kept for the request log and support. */
  carrierCode?: string | null;
};

export type TrackResult = {
  trackNo: string;
  /** Oldest first. */
  events: TrackEvent[];
  /** Set when the number is unknown to the carrier or its query failed (others in the batch may succeed). */
  error?: CarrierError | null;
};

export type ManifestResult = {
  manifestNo: string;
  document?: { format: 'pdf'; content: Buffer } | null;
};

/** Normalised error codes; the message shown is the domain's text for the code plus the carrier's own. */
export type CarrierErrorCode =
  | 'auth' // credentials refused
  | 'validation' // the shipment was refused (address, weight, service…)
  | 'notFound' // unknown track number or shipment
  | 'notCancellable' // already picked up, manifested, or cancelled
  | 'rateLimited'
  | 'unavailable' // 5xx, timeout, connection refused
  | 'unknown';

export type CarrierError = {
  code: CarrierErrorCode;
  /** Our message (English; the caller shows the domain's text for `code` in the user's language). */
  message: string;
  carrierCode?: string | null;
  carrierMessage?: string | null;
  /** Whether a retry may succeed (unavailable, rate limited). */
  retryable: boolean;
};

export class CarrierCallError extends Error {
  constructor(readonly error: CarrierError) {
    super(error.carrierMessage ? `${error.message}: ${error.carrierMessage}` : error.message);
  }
}

/** An outside HTTP call through the request log (secrets masked there); never throws on HTTP status. */
export type CarrierHttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: string | null;
  /** Tag in the request log, e.g. `dhl/ship`. */
  tag: string;
};
export type CarrierHttpResponse = { status: number; headers: Record<string, string>; body: string };
export type CarrierHttp = (req: CarrierHttpRequest) => Promise<CarrierHttpResponse>;

/** What a connector call gets: the decrypted credentials of its API configuration and the logged HTTP client. */
export type CarrierContext = {
  http: CarrierHttp;
  /** Decrypted credential values by the connector's credential field key. */
  credentials: Readonly<Record<string, string>>;
  /** Base URL: the configuration's, or the connector's test/live default. */
  endpoint: string;
  testMode: boolean;
  timeoutMs: number;
  now: Date;
  /**
   * One per unit of work (a parcel and its attempt): a retried ship with the same key must not buy a
   * second label. Connectors pass it where the carrier supports one; callers also store the answer.
   */
  idempotencyKey?: string | null;
};

export type CredentialField = {
  key: string;
  /** zh-CN, en-US, vi-VN. */
  label: { zh: string; en: string; vi: string };
  /** Masked in the request log and never answered by the API once saved. */
  secret: boolean;
  required: boolean;
};

export type CarrierConnector = {
  /** The API type code of the settings centre (`sandbox`, `dhl`, `ups`, …). */
  code: string;
  name: { zh: string; en: string; vi: string };
  /** Spec §9 carrier: 1 DHL, 2 FEDEX, 3 UPS, 4 TNT; null for the sandbox. */
  carrier: 1 | 2 | 3 | 4 | null;
  kinds: readonly ApiKind[];
  credentialFields: readonly CredentialField[];
  endpoints: { test: string; live: string };
  rate?: (ctx: CarrierContext, shipment: CarrierShipment) => Promise<RateQuote[]>;
  ship?: (ctx: CarrierContext, shipment: CarrierShipment) => Promise<ShipResult>;
  cancel?: (
    ctx: CarrierContext,
    ref: { trackNo: string; carrierShipmentId?: string | null },
  ) => Promise<void>;
  track?: (ctx: CarrierContext, trackNos: readonly string[]) => Promise<TrackResult[]>;
  manifest?: (
    ctx: CarrierContext,
    input: { trackNos: readonly string[]; date: string },
  ) => Promise<ManifestResult>;
};

/**
 * How modules call a carrier (implemented in `carrier-api.service.ts`, exported from this module's
 * `index.ts`): loads the API configuration `apiId` of `kind`, refuses a disabled one or one whose type
 * cannot do `kind`, decrypts its credentials, builds the logged HTTP client (tagged with `logRef`, e.g.
 * the waybill or parcel number, so the request log can be searched by it) and runs `fn`. Runs outside
 * any transaction of the caller: a carrier call must never hold a database transaction open.
 */
export type WithConnector = <T>(
  input: {
    apiId: string;
    kind: ApiKind;
    now: Date;
    idempotencyKey?: string | null;
    logRef?: string | null;
  },
  fn: (connector: CarrierConnector, ctx: CarrierContext) => Promise<T>,
) => Promise<T>;
