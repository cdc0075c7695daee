import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  COMMODITY_NAME_MAX_LENGTH,
  FAVOURITE_GOODS_DESC_MAX,
  GOODS_DESC_NAME_MAX,
  MAX_PIECE_VALUE,
  MAX_PIECES_PER_WAYBILL,
  MONEY_SCALE,
  NAME_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  UNIT_PRICE_SCALE,
  WEIGHT_SCALE,
} from '../../platform/constants.ts';
import type { MessageKey } from '../../platform/messages/catalogue.ts';
import {
  ADDRESS_TYPES,
  PACKAGE_TYPES,
  PAYOR_TYPES,
  REMOTE_LEVEL_MAX,
  REMOTE_LEVEL_MIN,
  TRACK_SOURCES,
  TRACK_STATUSES,
  TRADE_CLAUSES,
  WAYBILL_FILE_TYPES,
} from './waybill-enums.ts';

/**
 * Zod payloads of a freight waybill order and its sub-lists, with the DESIGN.md §5 lengths:
 * names, companies, address lines, city and state 35; customer and reference numbers 50; commodity
 * names 45; weights and sizes at most 999.999 (3 decimals); money 2 decimals; unit price 3.
 * Refinement messages are catalogue keys (the server names the field). Cross-row rules with
 * "row {0} …" messages are in order-rules.ts, run after parsing.
 */

const msg = (key: MessageKey) => ({ message: key });
const blankToUndefined = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A decimal as a string at the given scale ("1.5" → "1.500"); numbers are accepted too. */
export function decimalString(scale: number, max?: string, min = '0') {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { ...msg('invalidFormat'), abort: true })
    .refine((v) => (v.split('.')[1]?.length ?? 0) <= scale, { ...msg('invalidFormat'), abort: true })
    .refine(
      (v) => new Decimal(v).gte(min) && (max === undefined || new Decimal(v).lte(max)),
      msg('valueOutOfRange'),
    )
    .transform((v) => new Decimal(v).toFixed(scale));
}
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Weight (kg) or size (cm) of a piece: 0 to 999.999, 3 decimals. */
export const measureSchema = decimalString(WEIGHT_SCALE, MAX_PIECE_VALUE);
export const moneySchema = decimalString(MONEY_SCALE, '9999999999.99');
export const unitPriceSchema = decimalString(UNIT_PRICE_SCALE, '9999999999.999');
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, msg('invalidFormat'));
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, msg('invalidFormat'));
const goodsDescName = z.string().trim().min(1).max(GOODS_DESC_NAME_MAX);
/** Goods descriptions of a waybill or commodity: names of at most 10 characters, at most 20. */
export const goodsDescsSchema = z.array(goodsDescName).max(FAVOURITE_GOODS_DESC_MAX).default([]);

const addressFields = {
  name: requiredText(NAME_MAX_LENGTH),
  identityNo: text(REFERENCE_MAX_LENGTH),
  company: text(NAME_MAX_LENGTH),
  phone: text(30),
  email: z.preprocess(blankToUndefined, z.string().trim().max(100).email(msg('invalidFormat')).optional()),
  countryCode,
  countryName: text(50),
  state: text(NAME_MAX_LENGTH),
  city: text(NAME_MAX_LENGTH),
  postcode: text(20),
  address1: requiredText(NAME_MAX_LENGTH),
  address2: text(NAME_MAX_LENGTH),
  address3: text(NAME_MAX_LENGTH),
  taxType1: text(20),
  taxNo1: text(REFERENCE_MAX_LENGTH),
  taxType2: text(20),
  taxNo2: text(REFERENCE_MAX_LENGTH),
  suburb: text(NAME_MAX_LENGTH),
};

export const senderSchema = z.object(addressFields);
export type SenderInput = z.infer<typeof senderSchema>;

/** Recipient: the address fields plus address type and the server-filled remote level and divisor. */
export const recipientSchema = z.object({
  ...addressFields,
  city: requiredText(NAME_MAX_LENGTH),
  addressType: z.enum(ADDRESS_TYPES).default('system'),
  remoteLevel: optional(z.number().int().min(REMOTE_LEVEL_MIN).max(REMOTE_LEVEL_MAX)),
  receiveVolumeDivisor: optional(z.number().int().min(1).max(100_000)),
});
export type RecipientInput = z.infer<typeof recipientSchema>;

/** Invoice and make-document invoice (same fields). The total is derived: see `invoiceTotal`. */
export const invoiceSchema = z.object({
  declareValue: moneySchema,
  declareCurrency: currencyCode.default('USD'),
  declareFreightFee: optional(moneySchema),
  declareInsuranceFee: optional(moneySchema),
  declareOtherFee: optional(moneySchema),
  declareTotalValue: optional(moneySchema),
  invoiceRemark: text(200),
});
export type InvoiceInput = z.infer<typeof invoiceSchema>;

/** Declared value plus freight, insurance and other fees, 2 decimals. */
export function invoiceTotal(
  i: Pick<InvoiceInput, 'declareValue' | 'declareFreightFee' | 'declareInsuranceFee' | 'declareOtherFee'>,
): string {
  return [i.declareValue, i.declareFreightFee, i.declareInsuranceFee, i.declareOtherFee]
    .reduce((t, v) => t.plus(v ?? 0), new Decimal(0))
    .toFixed(MONEY_SCALE);
}

/** A piece as ordered; "all four filled or all empty" is checked per row in order-rules.ts. */
export const orderPieceSchema = z.object({
  orderActualWeight: optional(measureSchema),
  orderLength: optional(measureSchema),
  orderWidth: optional(measureSchema),
  orderHeight: optional(measureSchema),
  boxNo: text(REFERENCE_MAX_LENGTH),
  trackNo: text(REFERENCE_MAX_LENGTH),
  fbaShipmentId: text(REFERENCE_MAX_LENGTH),
  fbaReferenceId: text(REFERENCE_MAX_LENGTH),
});
export type OrderPieceInput = z.infer<typeof orderPieceSchema>;

/** Commodity line; the quantity rules of the drawer edit are in commodity-rules.ts. */
export const commoditySchema = z.object({
  nameEn: requiredText(COMMODITY_NAME_MAX_LENGTH),
  nameCn: text(COMMODITY_NAME_MAX_LENGTH),
  quantity: z.number().int().min(1).max(999_999),
  unit: z.string().trim().max(20).default('PCS'),
  unitPrice: unitPriceSchema,
  totalPrice: optional(moneySchema),
  goodsDescs: goodsDescsSchema,
  sku: text(REFERENCE_MAX_LENGTH),
  fnSku: text(REFERENCE_MAX_LENGTH),
  asin: text(REFERENCE_MAX_LENGTH),
  hsCode: text(20),
  importHsCode: text(20),
  unitNetWeight: optional(measureSchema),
  totalNetWeight: optional(decimalString(WEIGHT_SCALE, '9999999.999')),
  purposeCn: text(100),
  purposeEn: text(100),
  materialCn: text(100),
  materialEn: text(100),
  origin: countryCode.default('CN'),
  brand: text(REFERENCE_MAX_LENGTH),
  model: text(REFERENCE_MAX_LENGTH),
  norms: text(100),
  link: text(500),
  declareElement: text(500),
});
export type CommodityInput = z.infer<typeof commoditySchema>;

/** Quantity × unit price at the money scale (half up). */
export function commodityTotalPrice(quantity: number, unitPrice: string): string {
  return new Decimal(unitPrice).times(quantity).toFixed(MONEY_SCALE, Decimal.ROUND_HALF_UP);
}

/** A box of an FBA-style order, holding its commodity lines. */
export const boxSchema = z.object({
  boxNo: requiredText(REFERENCE_MAX_LENGTH),
  actualWeight: optional(measureSchema),
  length: optional(measureSchema),
  width: optional(measureSchema),
  height: optional(measureSchema),
  fbaShipmentId: text(REFERENCE_MAX_LENGTH),
  fbaReferenceId: text(REFERENCE_MAX_LENGTH),
  imageFileId: optional(z.string().uuid()),
  commodities: z.array(commoditySchema).default([]),
});
export type BoxInput = z.infer<typeof boxSchema>;

const payor = z.object({ type: z.enum(PAYOR_TYPES) });

/** The order payload (`POST /api/lms/waybill/order`); staff pass `customerId`, customers never do. */
export const waybillOrderSchema = z.object({
  productId: z.string().uuid(),
  customerId: optional(z.string().uuid()),
  customerNo: text(REFERENCE_MAX_LENGTH),
  customerExtraNo: text(REFERENCE_MAX_LENGTH),
  customerReturnCode: text(REFERENCE_MAX_LENGTH),
  fbaShipmentId: text(REFERENCE_MAX_LENGTH),
  fbaReferenceId: text(REFERENCE_MAX_LENGTH),
  tradeClause: optional(z.enum(TRADE_CLAUSES)),
  declareType: text(30),
  packageType: z.enum(PACKAGE_TYPES).default('parcel'),
  isPaperLess: z.boolean().default(false),
  orderRemark: text(500),
  goodsDescs: goodsDescsSchema,
  /** Two-letter code of the EU member state of final destination; required for EU recipients. */
  euDestination: optional(countryCode),
  freightPayor: payor.default({ type: 'sender' }),
  taxPayor: payor.default({ type: 'recipient' }),
  needInsure: z.boolean().default(false),
  insureValue: optional(moneySchema),
  homePickUp: z.boolean().default(false),
  /** Defaults to the number of pieces, or 1 (import). */
  pieceCount: optional(z.number().int().min(1).max(MAX_PIECES_PER_WAYBILL)),
  sender: senderSchema,
  recipient: recipientSchema,
  invoice: invoiceSchema,
  pieces: z.array(orderPieceSchema).max(MAX_PIECES_PER_WAYBILL).default([]),
  boxes: z.array(boxSchema).max(MAX_PIECES_PER_WAYBILL).default([]),
  commodities: z.array(commoditySchema).default([]),
  /** The saved price quote ordered from (checked on the server: same customer, not used, not expired). */
  priceNo: text(50),
  /** Go on past the interceptors asking for confirmation (business code 2000). */
  force: z.boolean().optional(),
});
export type WaybillOrderInput = z.infer<typeof waybillOrderSchema>;

/** Drawer commodity edit (`POST /api/lms/waybill/commodityUpdate`). */
export const commodityUpdateSchema = z.object({
  waybillId: z.string().uuid(),
  commodities: z.array(z.record(z.string(), z.unknown())).min(1),
});
export type CommodityUpdateInput = z.infer<typeof commodityUpdateSchema>;

/** Waybill file upload (`uploadFile`: type, remark, id, fileIds). */
export const waybillFileUploadSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(WAYBILL_FILE_TYPES),
  remark: text(200),
  fileIds: z.array(z.string().uuid()).min(1),
});
export type WaybillFileUploadInput = z.infer<typeof waybillFileUploadSchema>;

/** Manual track row (track maintenance: appendTrack). */
export const appendTrackSchema = z.object({
  waybillId: z.string().uuid(),
  time: z.coerce.date(),
  description: requiredText(500),
  location: text(100),
  status: optional(z.enum(TRACK_STATUSES)),
  source: z.enum(TRACK_SOURCES).default('manual'),
});
export type AppendTrackInput = z.infer<typeof appendTrackSchema>;
