import { shareWeight } from '@freightdesk/domain';
import { type AddressValues, newCommodityRow, type OrderFormValues, type PieceRow } from './order-form.ts';

/**
 * The quick order (staff, one screen): customer, product, sender from the customer's book,
 * destination and recipient essentials, piece count + total weight shared over the pieces
 * (`shareWeight`: 3 decimals, the remainder on the last piece) with one size per piece, declared
 * value and one commodity line. It becomes an ordinary order form, checked by the same rules.
 */
export type QuickOrderValues = {
  customerId?: string | null;
  productId?: string | null;
  senderId?: string | null;
  countryCode?: string | null;
  euDestination?: string | null;
  name?: string | null;
  phone?: string | null;
  state?: string | null;
  city?: string | null;
  postcode?: string | null;
  address1?: string | null;
  pieceCount?: number | null;
  totalWeight?: string | null;
  length?: string | null;
  width?: string | null;
  height?: string | null;
  declareValue?: string | null;
  declareCurrency?: string | null;
  nameEn?: string | null;
};

/** What stays after a successful quick order: customer, product, sender, currency. */
export const QUICK_ORDER_KEPT = ['customerId', 'productId', 'senderId', 'declareCurrency'] as const;

export function keptQuickValues(values: QuickOrderValues): QuickOrderValues {
  return Object.fromEntries(QUICK_ORDER_KEPT.map((k) => [k, values[k]]));
}

const filled = (v: string | null | undefined) => v !== null && v !== undefined && v.trim() !== '';

/** The pieces: the total weight shared over the count, each with the size given. */
export function quickPieces(values: QuickOrderValues): PieceRow[] {
  const count = values.pieceCount && values.pieceCount > 0 ? values.pieceCount : 1;
  const size = { orderLength: values.length, orderWidth: values.width, orderHeight: values.height };
  const weights = filled(values.totalWeight) ? shareWeight(values.totalWeight!, count) : [];
  return Array.from({ length: count }, (_, i) => ({ ...size, orderActualWeight: weights[i] }));
}

/** The quick order as the full order form (sender: the chosen book entry). */
export function quickOrderForm(values: QuickOrderValues, sender: AddressValues | undefined): OrderFormValues {
  return {
    customerId: values.customerId,
    productId: values.productId,
    euDestination: values.euDestination,
    isPaperLess: false,
    sender: sender ?? {},
    recipient: {
      name: values.name,
      phone: values.phone,
      countryCode: values.countryCode,
      state: values.state,
      city: values.city,
      postcode: values.postcode,
      address1: values.address1,
      addressType: 'system',
    },
    invoice: { declareValue: values.declareValue, declareCurrency: values.declareCurrency ?? 'USD' },
    pieces: quickPieces(values),
    boxes: [],
    commodities: [{ ...newCommodityRow(), nameEn: values.nameEn, unitPrice: values.declareValue }],
  };
}
