import type { ParcelOrderBody, ParcelPrice, ParcelPriceBody } from './parcel-api.ts';

/** The values of the parcel order form. */
export type ParcelOrderValues = {
  customerId?: string;
  customerNo?: string;
  labelDescription?: string;
  orderRemark?: string;
  sender: Record<string, string | undefined>;
  recipient: Record<string, string | undefined>;
  pieces: {
    receiveActualWeight?: string | null;
    receiveLength?: string | null;
    receiveWidth?: string | null;
    receiveHeight?: string | null;
  }[];
  commodities: { nameEn?: string; quantity?: number | null; unitPrice?: string | null }[];
};

export const EMPTY_PARCEL_ORDER: ParcelOrderValues = {
  sender: { countryCode: 'CN' },
  recipient: {},
  pieces: [{}],
  commodities: [{ quantity: 1 }],
};

const filled = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  ) as Partial<T>;

const pieces = (v: ParcelOrderValues) => v.pieces.map((p) => filled(p)) as { receiveActualWeight: string }[];

/** The price query of the form: destination, pieces, the customer picked by staff. */
export function toPriceBody(v: ParcelOrderValues): ParcelPriceBody {
  const r = v.recipient;
  return {
    ...(v.customerId ? { customerId: v.customerId } : {}),
    recipient: {
      countryCode: (r.countryCode ?? '').trim().toUpperCase(),
      ...filled({ postcode: r.postcode, city: r.city }),
    },
    pieces: pieces(v),
  } as ParcelPriceBody;
}

/** The order of the form with the price chosen (its product and channel). */
export function toOrderBody(v: ParcelOrderValues, price: Pick<ParcelPrice, 'productId' | 'channelId'>) {
  const upper = (p: Record<string, string | undefined>) =>
    filled({ ...p, countryCode: p.countryCode?.trim().toUpperCase() });
  return {
    ...(v.customerId ? { customerId: v.customerId } : {}),
    productId: price.productId,
    ...(price.channelId ? { channelId: price.channelId } : {}),
    ...filled({ customerNo: v.customerNo, labelDescription: v.labelDescription, orderRemark: v.orderRemark }),
    sender: upper(v.sender),
    recipient: upper(v.recipient),
    pieces: pieces(v),
    commodities: v.commodities.map((c) => ({ ...filled(c), quantity: Number(c.quantity) })),
  } as unknown as ParcelOrderBody;
}

/** The prices offered for choice: the priced first (cheapest first, as answered), then those without a price. */
export function priceChoices(prices: readonly ParcelPrice[]) {
  return [...prices.filter((p) => p.ok), ...prices.filter((p) => !p.ok)];
}

/** The key of a price row (a product may be priced on several channels). */
export const priceKey = (p: Pick<ParcelPrice, 'productId' | 'channelId'>) =>
  `${p.productId}:${p.channelId ?? ''}`;
