import type {
  DetainType,
  RecipientInput,
  SenderInput,
  TrackSource,
  TrackStatus,
  WaybillFileType,
  WaybillStatus,
} from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Freight waybill (spec platform-core §3). Sender, recipient and the two invoices are jsonb on the
 * waybill row: they are read and written whole with the waybill, never searched on their own, and
 * keeping them on the row saves three joins on every list page and detail (the search filters on the
 * destination country, copied to its own indexed column). Pieces, boxes, commodities, tracks and
 * files are child tables keyed by `waybill_id`.
 */
const time = () => timestamp({ withTimezone: true });
const weight = () => numeric({ precision: 12, scale: 3 });
const square = () => numeric({ precision: 14, scale: 6 });
const money = () => numeric({ precision: 14, scale: 2 });
const flag = () => boolean().notNull().default(false);

export type WaybillInvoiceJson = {
  declareValue: string;
  declareCurrency: string;
  declareFreightFee?: string;
  declareInsuranceFee?: string;
  declareOtherFee?: string;
  declareTotalValue?: string;
  invoiceRemark?: string;
};

export const lmsWaybill = pgTable(
  'lms_waybill',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(0),
    waybillNo: text().notNull(),
    customerId: uuid().notNull(),
    customerNo: text(),
    customerExtraNo: text(),
    customerReturnCode: text(),
    /** The saved price quote the waybill was ordered from (fms_price_quote.price_no). */
    priceNo: text(),
    trackNo: text(),
    subTrackNos: text().array().notNull().default([]),
    historyTrackNos: text().array().notNull().default([]),
    fbaShipmentId: text(),
    fbaReferenceId: text(),
    status: text().$type<WaybillStatus>().notNull(),
    combineNo: text(),
    ladingNo: text(),
    packageNo: text(),
    cabinetNo: text(),
    bookNo: text(),
    agentReturnNo: text(),
    destination: text().notNull(),
    euDestination: text(),
    businessType: text(),
    headTransportMode: text(),
    endDeliveryMode: text(),
    productId: uuid().notNull(),
    channelId: uuid(),
    headAgentId: uuid(),
    customsAgentId: uuid(),
    clearanceAgentId: uuid(),
    deliveryAgentId: uuid(),
    /** Why the channel routes gave no channel (shown in the waiting channel route list); null once routed. */
    routeFailure: text(),
    /** Follow person "manual router": the user who routed the waybill to its channel by hand. */
    manualRouterId: uuid(),
    // timestamps of the lifecycle (WAYBILL_TIMESTAMPS) and of tracking
    orderTime: time().notNull(),
    /** The shipping day the order is dated for: its day, or the next after the customer's cut-off. */
    shipDate: date({ mode: 'string' }),
    pickUpTime: time(),
    arriveTime: time(),
    receiveTime: time(),
    checkGoodsTime: time(),
    packageTime: time(),
    weightConfirmTime: time(),
    documentAuditTime: time(),
    sendTime: time(),
    arrivalTime: time(),
    clearanceTime: time(),
    deliverTime: time(),
    backTime: time(),
    completeTime: time(),
    agentReceiveTime: time(),
    trackTime: time(),
    declareTime: time(),
    estimatedDeliveryTimeFrom: time(),
    estimatedDeliveryTimeTo: time(),
    trackTaskNotifyTime: time(),
    trackTaskCompleteTime: time(),
    trackTaskNotifyErrMsg: text(),
    // weights per stage (WEIGHT_COLUMNS), kept apart
    pieceCount: integer().notNull().default(1),
    orderActualWeight: weight(),
    orderVolumeWeight: weight(),
    orderChargeWeight: weight(),
    orderSquareNumber: square(),
    orderWeightRule: text(),
    orderVolumeDivisor: integer(),
    receiveActualWeight: weight(),
    receiveVolumeWeight: weight(),
    receivableRealChargeWeight: weight(),
    receiveSquareNumber: square(),
    receiveWeightRule: text(),
    receiveVolumeDivisor: integer(),
    sendActualWeight: weight(),
    sendVolumeWeight: weight(),
    sendChargeWeight: weight(),
    sendSquareNumber: square(),
    sendWeightRule: text(),
    sendVolumeDivisor: integer(),
    isManualActualWeight: flag(),
    isManualVolumeWeight: flag(),
    isManualChargeWeight: flag(),
    // flags (WAYBILL_FLAGS) and detain types
    isIssue: flag(),
    isDelay: flag(),
    isDetain: flag(),
    isArrears: flag(),
    isOverlong: flag(),
    isOverweight: flag(),
    isLockWaybill: flag(),
    isLockReceivable: flag(),
    isLockPayable: flag(),
    isBadDebt: flag(),
    isPaperLess: flag(),
    detainTypes: text().array().$type<DetainType[]>().notNull().default([]),
    // sub-statuses
    documentAuditStatus: smallint().notNull().default(0),
    documentAuditCount: integer().notNull().default(0),
    documentAuditDenyReason: text(),
    checkGoodsStatus: smallint().notNull().default(0),
    checkGoodsCount: integer().notNull().default(0),
    needInsure: flag(),
    insureStatus: smallint().notNull().default(0),
    insureValue: money(),
    weightConfirmStatus: smallint().notNull().default(0),
    weightRejectReason: text(),
    invoiceConfirmStatus: smallint().notNull().default(0),
    deliveryStatus: text(),
    openedWorkOrderCount: integer().notNull().default(0),
    // order details
    tradeClause: text(),
    declareType: text(),
    packageType: text().notNull().default('parcel'),
    trackApiMode: text(),
    orderRemark: text(),
    homePickUp: flag(),
    goodsDescs: text().array().notNull().default([]),
    receiveGoodsDescs: text().array().notNull().default([]),
    freightPayorType: text().notNull().default('sender'),
    taxPayorType: text().notNull().default('recipient'),
    sender: jsonb().$type<SenderInput>().notNull(),
    recipient: jsonb().$type<RecipientInput>().notNull(),
    invoice: jsonb().$type<WaybillInvoiceJson>().notNull(),
    makeDocumentInvoice: jsonb().$type<WaybillInvoiceJson>(),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: time().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('lms_waybill_no_uq').on(t.waybillNo),
    uniqueIndex('lms_waybill_customer_no_uq').on(t.customerId, t.customerNo),
    index('lms_waybill_customer_no_idx').on(t.customerNo),
    index('lms_waybill_track_no_idx').on(t.trackNo),
    // the customer's list, newest first (order time is the creation time of an order)
    index('lms_waybill_customer_order_time_idx').on(t.customerId, t.orderTime),
    index('lms_waybill_status_idx').on(t.status),
    index('lms_waybill_product_idx').on(t.productId),
    index('lms_waybill_destination_idx').on(t.destination),
    index('lms_waybill_order_time_idx').on(t.orderTime),
    index('lms_waybill_created_by_idx').on(t.createdBy),
    index('lms_waybill_receive_time_idx').on(t.receiveTime),
    index('lms_waybill_send_time_idx').on(t.sendTime),
    // packages (lms/package): few waybills carry a number, so only those are indexed
    index('lms_waybill_package_no_idx').on(t.packageNo).where(sql`${t.packageNo} is not null`),
    index('lms_waybill_work_order_idx').on(t.customerId).where(sql`${t.openedWorkOrderCount} > 0`),
  ],
);

export const lmsWaybillPiece = pgTable(
  'lms_waybill_piece',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    subNo: text().notNull(),
    trackNo: text(),
    fbaShipmentId: text(),
    fbaReferenceId: text(),
    seventeenNo: text(),
    status: text(),
    boxNo: text(),
    orderActualWeight: weight(),
    orderLength: weight(),
    orderWidth: weight(),
    orderHeight: weight(),
    receiveActualWeight: weight(),
    receiveLength: weight(),
    receiveWidth: weight(),
    receiveHeight: weight(),
    receiveVolumeWeight: weight(),
    receivableChargeWeight: weight(),
    girth: weight(),
    isOverlong: flag(),
    isOverweight: flag(),
    packageNo: text(),
    cabinetNo: text(),
    flightNo: text(),
    dispatchNo: text(),
    isDelay: flag(),
    delayReason: text(),
    checkGoodsStatus: smallint().notNull().default(0),
  },
  (t) => [index('lms_waybill_piece_waybill_idx').on(t.waybillId, t.seq)],
);

export const lmsWaybillBox = pgTable(
  'lms_waybill_box',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    subNo: text().notNull(),
    boxNo: text().notNull(),
    actualWeight: weight(),
    length: weight(),
    width: weight(),
    height: weight(),
    fbaShipmentId: text(),
    fbaReferenceId: text(),
    imageFileId: uuid(),
  },
  (t) => [index('lms_waybill_box_waybill_idx').on(t.waybillId, t.seq)],
);

export const lmsWaybillCommodity = pgTable(
  'lms_waybill_commodity',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    boxId: uuid().references(() => lmsWaybillBox.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    nameEn: text().notNull(),
    nameCn: text(),
    quantity: integer().notNull(),
    unit: text().notNull().default('PCS'),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    totalPrice: money().notNull(),
    goodsDescs: text().array().notNull().default([]),
    sku: text(),
    fnSku: text(),
    asin: text(),
    hsCode: text(),
    importHsCode: text(),
    unitNetWeight: weight(),
    totalNetWeight: weight(),
    purposeCn: text(),
    purposeEn: text(),
    materialCn: text(),
    materialEn: text(),
    origin: text().notNull().default('CN'),
    brand: text(),
    model: text(),
    norms: text(),
    link: text(),
    declareElement: text(),
  },
  (t) => [
    index('lms_waybill_commodity_waybill_idx').on(t.waybillId, t.seq),
    index('lms_waybill_commodity_box_idx').on(t.boxId),
  ],
);

/**
 * A track row. Rows written by the status machine carry the catalogue key of their description
 * (`messageKey`), rendered in the reader's language; manual and carrier rows carry plain text.
 */
export const lmsWaybillTrack = pgTable(
  'lms_waybill_track',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    time: time().notNull(),
    messageKey: text(),
    /** Parameters of `messageKey` (plain values or `{label}` in the three languages). */
    messageParams: jsonb().$type<unknown[]>(),
    description: text(),
    location: text(),
    status: text().$type<TrackStatus>(),
    source: text().$type<TrackSource>().notNull(),
    /** The operation that wrote the row (status or flag action), for the scan records. */
    action: text(),
    trackTaskNotifyTime: time(),
    trackTaskCompleteTime: time(),
    createdBy: uuid(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [index('lms_waybill_track_waybill_idx').on(t.waybillId, t.time)],
);

export const lmsWaybillFile = pgTable(
  'lms_waybill_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    fileId: uuid().notNull(),
    fileName: text().notNull(),
    type: text().$type<WaybillFileType>().notNull(),
    remark: text(),
    operateFrom: text().$type<'staff' | 'customer'>().notNull(),
    createdBy: uuid().notNull(),
    createdByName: text().notNull(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [index('lms_waybill_file_waybill_idx').on(t.waybillId)],
);
