import {
  type AddressType,
  checkOrder,
  checkPieceRow,
  commodityTotalPrice,
  type EndpointOutput,
  invoiceTotal,
  type Language,
  orderMeasure,
  renderRuleMessage,
  volumeWeight,
  type WAYBILL_API,
  type WaybillOrderInput,
  waybillOrderSchema,
} from '@freightdesk/domain';
import type { z } from 'zod';
import { issueMessage } from './order-issues.ts';

/**
 * The order form's values and their mapping to the order payload, plus the client-side rules: the
 * same domain functions the server runs (`waybillOrderSchema`, `checkOrder`, `checkPieceRow`), so
 * the messages are the server's. Pure: the screens and the unit tests share it.
 */

type Text = string | null | undefined;
type Decimal = string | null | undefined;

export type AddressValues = {
  name?: Text;
  company?: Text;
  phone?: Text;
  email?: Text;
  countryCode?: Text;
  state?: Text;
  city?: Text;
  postcode?: Text;
  address1?: Text;
  address2?: Text;
  address3?: Text;
  taxNo1?: Text;
  addressType?: AddressType;
};
export type PieceRow = {
  orderActualWeight?: Decimal;
  orderLength?: Decimal;
  orderWidth?: Decimal;
  orderHeight?: Decimal;
  boxNo?: Text;
};
export type BoxRow = {
  boxNo?: Text;
  actualWeight?: Decimal;
  length?: Decimal;
  width?: Decimal;
  height?: Decimal;
  fbaShipmentId?: Text;
  commodities?: CommodityRow[];
};
export type CommodityRow = {
  nameEn?: Text;
  nameCn?: Text;
  quantity?: number | null;
  unit?: Text;
  unitPrice?: Decimal;
  hsCode?: Text;
  origin?: Text;
  sku?: Text;
  goodsDescs?: string[];
};
export type InvoiceValues = {
  declareValue?: Decimal;
  declareCurrency?: Text;
  declareFreightFee?: Decimal;
  declareInsuranceFee?: Decimal;
  declareOtherFee?: Decimal;
  invoiceRemark?: Text;
};
export type OrderFormValues = {
  customerId?: Text;
  productId?: Text;
  customerNo?: Text;
  customerExtraNo?: Text;
  euDestination?: Text;
  orderRemark?: Text;
  isPaperLess?: boolean;
  /** The saved price quote ordered from (set by `?priceNo=`). */
  priceNo?: Text;
  sender?: AddressValues;
  recipient?: AddressValues;
  invoice?: InvoiceValues;
  pieces?: PieceRow[];
  boxes?: BoxRow[];
  commodities?: CommodityRow[];
};

/** An entry of the sender or recipient book (`orderAddresses`). */
export type AddressBookEntry = EndpointOutput<typeof WAYBILL_API.orderAddresses>[number];

/** A new commodity line: quantity 1, unit PCS, origin CN, no goods descriptions (spec §5). */
export const newCommodityRow = (): CommodityRow => ({
  quantity: 1,
  unit: 'PCS',
  origin: 'CN',
  goodsDescs: [],
});
export const newPieceRow = (): PieceRow => ({});

/** A fresh order form: one piece, one commodity line, USD, system address type. */
export function emptyOrderForm(
  keep: Pick<OrderFormValues, 'customerId' | 'productId'> = {},
): OrderFormValues {
  return {
    ...keep,
    isPaperLess: false,
    sender: {},
    recipient: { addressType: 'system' },
    invoice: { declareCurrency: 'USD' },
    pieces: [newPieceRow()],
    boxes: [],
    commodities: [newCommodityRow()],
  };
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** Drops blank values (the payload leaves them out), trims text. */
type Cleaned<T> = { [K in keyof T]?: Exclude<T[K], null> };
function clean<T extends Record<string, unknown>>(row: T | undefined): Cleaned<T> {
  return Object.fromEntries(
    Object.entries(row ?? {})
      .filter(([, v]) => !blank(v))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as Cleaned<T>;
}
const isEmptyBox = ({ commodities, ...b }: BoxRow) => !commodities?.length && Object.values(b).every(blank);
const commodityPayload = (c: CommodityRow) => ({
  ...clean({ ...c, goodsDescs: undefined }),
  goodsDescs: c.goodsDescs ?? [],
});

/** The form's values as the order payload (before parsing: the schema fills defaults). */
export function toOrderPayload(values: OrderFormValues): z.input<typeof waybillOrderSchema> {
  const head = clean({
    customerId: values.customerId,
    productId: values.productId,
    customerNo: values.customerNo,
    customerExtraNo: values.customerExtraNo,
    euDestination: values.euDestination,
    orderRemark: values.orderRemark,
    priceNo: values.priceNo,
  });
  return {
    ...head,
    productId: head.productId ?? '',
    isPaperLess: Boolean(values.isPaperLess),
    sender: clean(values.sender) as z.input<typeof waybillOrderSchema>['sender'],
    recipient: clean(values.recipient) as z.input<typeof waybillOrderSchema>['recipient'],
    invoice: clean(values.invoice) as z.input<typeof waybillOrderSchema>['invoice'],
    pieces: (values.pieces ?? []).map((p) => clean(p)),
    boxes: (values.boxes ?? [])
      .filter((b) => !isEmptyBox(b))
      .map((b) => ({
        ...clean({ ...b, commodities: undefined }),
        commodities: (b.commodities ?? []).map(commodityPayload),
      })) as z.input<typeof waybillOrderSchema>['boxes'],
    commodities: (values.commodities ?? []).map(commodityPayload) as z.input<
      typeof waybillOrderSchema
    >['commodities'],
  };
}

export type OrderCheck = { ok: true; payload: WaybillOrderInput } | { ok: false; message: string };

/**
 * The client-side check before sending: the payload schema (first problem, named by its field
 * label and row), then `checkOrder` with the recipient country's EU membership (the blacklist stays
 * on the server). Answers the parsed payload or the message the server would give.
 */
export function checkOrderForm(
  values: OrderFormValues,
  ctx: { lang: Language; isEuCountry: (code: string) => boolean },
): OrderCheck {
  const parsed = waybillOrderSchema.safeParse(toOrderPayload(values));
  if (!parsed.success) return { ok: false, message: issueMessage(parsed.error.issues[0]!, ctx.lang) };
  const failure = checkOrder(parsed.data, {
    recipientCountryIsEu: ctx.isEuCountry(parsed.data.recipient.countryCode),
    blacklist: [],
  });
  return failure
    ? { ok: false, message: renderRuleMessage(ctx.lang, failure) }
    : { ok: true, payload: parsed.data };
}

/** The row message of each piece (weight and sizes all filled or all empty, above zero), or undefined. */
export function pieceRowMessages(
  pieces: readonly PieceRow[] | undefined,
  lang: Language,
): (string | undefined)[] {
  return (pieces ?? []).map((p, i) => {
    const failure = checkPieceRow(clean(p), i + 1);
    return failure ? renderRuleMessage(lang, failure) : undefined;
  });
}

const isNumber = (v: Decimal) => !blank(v) && /^\d+(\.\d+)?$/.test(String(v).trim());

/** Volume weight of a piece row with the product's divisor; '' until its size is complete. */
export function pieceVolumeWeight(row: PieceRow | undefined, divisor: number | undefined): string {
  if (!row || !divisor || ![row.orderLength, row.orderWidth, row.orderHeight].every(isNumber)) return '';
  return volumeWeight(orderMeasure(clean(row)), divisor);
}

/** Quantity × unit price of a commodity line; '' while either is missing. */
export function commodityRowTotal(row: CommodityRow | undefined): string {
  if (!row?.quantity || !Number.isInteger(row.quantity) || !isNumber(row.unitPrice)) return '';
  return commodityTotalPrice(row.quantity, String(row.unitPrice));
}

/** Declared value plus the fees; '' until the declared value is a number. */
export function invoiceFormTotal(invoice: InvoiceValues | undefined): string {
  if (!invoice || !isNumber(invoice.declareValue)) return '';
  const fee = (v: Decimal) => (isNumber(v) ? String(v) : undefined);
  return invoiceTotal({
    declareValue: String(invoice.declareValue),
    declareFreightFee: fee(invoice.declareFreightFee),
    declareInsuranceFee: fee(invoice.declareInsuranceFee),
    declareOtherFee: fee(invoice.declareOtherFee),
  });
}

/** A book entry as the form's sender or recipient (the book's tax number becomes tax number 1). */
export function addressFromBook(entry: AddressBookEntry, addressType?: AddressType): AddressValues {
  const pick = (k: Exclude<keyof AddressBookEntry, 'id' | 'name'>) => entry[k] ?? undefined;
  return {
    name: entry.name,
    company: pick('company'),
    phone: pick('phone'),
    email: pick('email'),
    countryCode: pick('countryCode'),
    state: pick('state'),
    city: pick('city'),
    postcode: pick('postcode'),
    address1: pick('address1'),
    address2: pick('address2'),
    address3: pick('address3'),
    taxNo1: pick('taxNo'),
    ...(addressType ? { addressType } : {}),
  };
}
