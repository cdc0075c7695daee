import { z } from 'zod';
import {
  commoditySchema,
  decimalString,
  measureSchema,
  recipientSchema,
  senderSchema,
  type TrackStatus,
} from '../../lms/waybill/index.ts';
import { REFERENCE_MAX_LENGTH } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * The PDS parcel waybill (`pds/pdsWaybill`, platform-core §1 PDS, back-office §4 "PDS waybill
 * counts"): a last-mile parcel ordered by a customer (or staff for it), priced by the price tables of
 * the products whose business system is PDS and labelled through its channel's label API.
 */

/** The twelve statuses of a parcel, in the order of the list's count tabs. */
export const PARCEL_STATUSES = [
  'waiting',
  'made',
  'waitPickUp',
  'waitSign',
  'pickedUp',
  'inTransit',
  'outForDelivery',
  'failed',
  'delivered',
  'exception',
  'cancelling',
  'cancelled',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const PARCEL_STATUS_LABELS = {
  waiting: l('等待制单', 'Waiting', 'Chờ tạo nhãn'),
  made: l('已制单', 'Made', 'Đã tạo nhãn'),
  waitPickUp: l('待揽收', 'Waiting pick-up', 'Chờ lấy hàng'),
  waitSign: l('待签收', 'Waiting sign', 'Chờ ký nhận'),
  pickedUp: l('已揽收', 'Picked up', 'Đã lấy hàng'),
  inTransit: l('目的地转运中', 'In transit at destination', 'Đang chuyển tại điểm đến'),
  outForDelivery: l('派送中', 'Out for delivery', 'Đang giao hàng'),
  failed: l('制单失败', 'Failed', 'Tạo nhãn thất bại'),
  delivered: l('已签收', 'Delivered', 'Đã giao'),
  exception: l('异常', 'Exception', 'Ngoại lệ'),
  cancelling: l('取消中', 'Cancelling', 'Đang hủy'),
  cancelled: l('已取消', 'Cancelled', 'Đã hủy'),
} as const satisfies Record<ParcelStatus, Message>;

/** The status a carrier tracking event moves a parcel to. */
export const PARCEL_STATUS_OF_TRACK: Record<TrackStatus, ParcelStatus> = {
  pickUp: 'pickedUp',
  inTransit: 'inTransit',
  availableForPickUp: 'waitSign',
  outForDelivery: 'outForDelivery',
  failure: 'exception',
  delivered: 'delivered',
  exception: 'exception',
  returning: 'exception',
  returned: 'exception',
};

/** Statuses a parcel may be cancelled from (never once picked up or manifested: checked apart). */
export const PARCEL_CANCELLABLE: readonly ParcelStatus[] = ['waiting', 'made', 'waitPickUp', 'failed'];
/** Statuses `shipConfirm` accepts: a made label handed over for pick-up. */
export const PARCEL_SHIP_CONFIRMABLE: readonly ParcelStatus[] = ['made'];
/** Statuses whose tracks are still pulled. */
export const PARCEL_TRACKED: readonly ParcelStatus[] = [
  'made',
  'waitPickUp',
  'waitSign',
  'pickedUp',
  'inTransit',
  'outForDelivery',
  'exception',
];

/** Label state of a label attempt (one row per parcel and attempt; the key is the carrier's idempotency key). */
export const LABEL_ATTEMPT_STATUSES = ['pending', 'calling', 'done', 'failed'] as const;
export type LabelAttemptStatus = (typeof LABEL_ATTEMPT_STATUSES)[number];

export const PARCEL_FILE_TYPES = ['label', 'invoice', 'other'] as const;
export type ParcelFileType = (typeof PARCEL_FILE_TYPES)[number];
export const PARCEL_FILE_TYPE_LABELS = {
  label: l('面单', 'Label', 'Nhãn'),
  invoice: l('发票', 'Invoice', 'Hóa đơn'),
  other: l('其他', 'Other', 'Khác'),
} as const satisfies Record<ParcelFileType, Message>;

/** Bill type of a parcel waybill (platform-core §9). */
export const PARCEL_BILL_TYPE = 200 as const;
/** Number rule of parcel numbers (seeded). */
export const PARCEL_NUMBER_RULE = 'pdsWaybillNo';
/** Most parcels one batch call (cancel, print, ship confirm) takes (DESIGN §5). */
export const PARCEL_BATCH_MAX = 500;

const uuid = z.string().uuid();
const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** A parcel piece as ordered: weight (kg) and sizes (cm); the receivable-prefixed fields of the parcel kind. */
export const parcelPieceSchema = z.object({
  receiveActualWeight: measureSchema,
  receiveLength: measureSchema.optional(),
  receiveWidth: measureSchema.optional(),
  receiveHeight: measureSchema.optional(),
  boxNo: text(REFERENCE_MAX_LENGTH),
});
export type ParcelPieceInput = z.infer<typeof parcelPieceSchema>;

/** A commodity line of a parcel: the freight line's fields a label and customs need (no goods descriptions). */
export const parcelCommoditySchema = commoditySchema.pick({
  nameEn: true,
  nameCn: true,
  quantity: true,
  unit: true,
  unitPrice: true,
  totalPrice: true,
  sku: true,
  hsCode: true,
  unitNetWeight: true,
  origin: true,
  brand: true,
  model: true,
  materialEn: true,
  purposeEn: true,
});

/** What a parcel is priced on (`calPrice`), the shipment of the price query. */
export const parcelPriceSchema = z.object({
  customerId: uuid.optional(),
  productId: uuid.optional(),
  recipient: z.object({
    countryCode: z.string().trim().toUpperCase().length(2),
    postcode: text(20),
    city: text(35),
  }),
  pieces: z.array(parcelPieceSchema).min(1).max(99),
  declaredValue: decimalString(2, '9999999999.99').optional(),
  declaredCurrency: z.string().trim().toUpperCase().length(3).optional(),
});
export type ParcelPriceInput = z.infer<typeof parcelPriceSchema>;

/** The order (`pds/pdsWaybill/order`); staff name the customer, a customer's `customerId` is ignored. */
export const parcelOrderSchema = z.object({
  customerId: uuid.optional(),
  productId: uuid,
  channelId: uuid.optional(),
  customerNo: text(REFERENCE_MAX_LENGTH),
  fbaShipmentId: text(REFERENCE_MAX_LENGTH),
  labelDescription: text(200),
  orderRemark: text(500),
  labelFormat: z.enum(['pdf', 'zpl']).default('pdf'),
  sender: senderSchema,
  recipient: recipientSchema,
  declareCurrency: z.string().trim().toUpperCase().length(3).default('USD'),
  pieces: z.array(parcelPieceSchema).min(1).max(99),
  commodities: z.array(parcelCommoditySchema).min(1).max(99),
  /** false: the label is bought in the background (the answer carries no track number yet). */
  labelNow: z.boolean().default(true),
});
export type ParcelOrderInput = z.infer<typeof parcelOrderSchema>;

export const parcelIdsPayload = z.object({ ids: z.array(uuid).min(1).max(PARCEL_BATCH_MAX) });
export const parcelPrintPayload = parcelIdsPayload.extend({ format: z.enum(['pdf', 'zpl']).default('pdf') });

const instantRange = z.tuple([z.coerce.date(), z.coerce.date()]);
export const parcelSearchCriteria = z.object({
  nos: z.array(z.string().trim().min(1).max(REFERENCE_MAX_LENGTH)).max(200).optional(),
  status: z.enum(PARCEL_STATUSES).optional(),
  customerId: uuid.optional(),
  productId: uuid.optional(),
  channelId: uuid.optional(),
  countryCode: z.string().trim().toUpperCase().length(2).optional(),
  hasLabelError: z.boolean().optional(),
  manifested: z.boolean().optional(),
  orderTime: instantRange.optional(),
});
export type ParcelSearchCriteria = z.infer<typeof parcelSearchCriteria>;
export const parcelSearchPayload = searchPayload.extend({ criteria: parcelSearchCriteria.default({}) });
export const parcelStatusGroupPayload = z.object({
  criteria: parcelSearchCriteria.default({}),
  permissionScope: z.string().max(64).optional(),
});

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();
/** `findById?id=&pieces=&tracks=&timeCost=&remark=&files=&commodities=` (platform-core §7). */
export const parcelFindByIdQuery = z.object({
  id: uuid,
  pieces: flag,
  tracks: flag,
  timeCost: flag,
  remark: flag,
  files: flag,
  commodities: flag,
});
export const parcelIdQuery = z.object({ id: uuid });

/** `uploadFile {type, remark, id, fileId}` and `deleteFile {fileId}` (platform-core §7, parcel kind). */
export const parcelUploadFilePayload = z.object({
  id: uuid,
  fileId: uuid,
  type: z.enum(PARCEL_FILE_TYPES),
  remark: text(200),
});
export const parcelDeleteFilePayload = z.object({ fileId: uuid });
