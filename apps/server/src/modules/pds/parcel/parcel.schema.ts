import type {
  LabelAttemptStatus,
  ParcelFileType,
  ParcelStatus,
  RecipientInput,
  SenderInput,
  TrackSource,
  TrackStatus,
} from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
 * Parcel waybills of the PDS system (platform-core §1, §3): sender and recipient as jsonb on the row
 * (read and written whole), pieces, commodity lines, tracks, files and fees as child tables. The
 * label bought for a parcel lives in its label attempt (one row per parcel and attempt: the
 * carrier's idempotency key, stored before the call, with the answer stored beside it).
 */
const time = () => timestamp({ withTimezone: true });
const weight = () => numeric({ precision: 12, scale: 3 });
const money = () => numeric({ precision: 14, scale: 2 });
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const pdsWaybill = pgTable(
  'pds_waybill',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(0),
    waybillNo: text().notNull(),
    customerId: uuid().notNull(),
    customerNo: text(),
    status: text().$type<ParcelStatus>().notNull(),
    productId: uuid().notNull(),
    channelId: uuid(),
    /** The label API configuration of the channel the label was bought through (the carrier account). */
    labelApiId: uuid(),
    labelFormat: text().$type<'pdf' | 'zpl'>().notNull().default('pdf'),
    trackNo: text(),
    subTrackNos: text().array().notNull().default([]),
    historyTrackNos: text().array().notNull().default([]),
    carrierShipmentId: text(),
    /** The last label attempt's error (the carrier's message), shown in red; cleared by a label. */
    labelError: text(),
    labelAttempts: integer().notNull().default(0),
    labelDescription: text(),
    fbaShipmentId: text(),
    destination: text().notNull(),
    pieceCount: integer().notNull(),
    actualWeight: weight(),
    chargeWeight: weight(),
    declareCurrency: text().notNull(),
    declareValue: money(),
    orderRemark: text(),
    sender: jsonb().$type<SenderInput>().notNull(),
    recipient: jsonb().$type<RecipientInput>().notNull(),
    endShipManifestId: uuid(),
    endShipManifestCode: text(),
    endShipManifestConfirmTime: time(),
    orderTime: time().notNull(),
    labelTime: time(),
    shipConfirmTime: time(),
    pickUpTime: time(),
    deliverTime: time(),
    cancelTime: time(),
    trackTaskNotifyTime: time(),
    trackTaskCompleteTime: time(),
    trackTaskNotifyErrMsg: text(),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: time().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('pds_waybill_no_uq').on(t.waybillNo),
    uniqueIndex('pds_waybill_customer_no_uq').on(t.customerId, t.customerNo),
    index('pds_waybill_customer_order_time_idx').on(t.customerId, t.orderTime),
    index('pds_waybill_status_idx').on(t.status),
    index('pds_waybill_track_no_idx').on(t.trackNo),
    index('pds_waybill_order_time_idx').on(t.orderTime),
    index('pds_waybill_manifest_idx').on(t.endShipManifestId).where(sql`${t.endShipManifestId} is not null`),
  ],
);

const parcelRef = () =>
  uuid()
    .notNull()
    .references(() => pdsWaybill.id, { onDelete: 'cascade' });

export const pdsWaybillPiece = pgTable(
  'pds_waybill_piece',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    seq: integer().notNull(),
    subNo: text().notNull(),
    trackNo: text(),
    boxNo: text(),
    receiveActualWeight: weight().notNull(),
    receiveLength: weight(),
    receiveWidth: weight(),
    receiveHeight: weight(),
    receiveVolumeWeight: weight(),
    receivableChargeWeight: weight(),
  },
  (t) => [index('pds_waybill_piece_waybill_idx').on(t.waybillId, t.seq)],
);

export const pdsWaybillCommodity = pgTable(
  'pds_waybill_commodity',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    seq: integer().notNull(),
    nameEn: text().notNull(),
    nameCn: text(),
    quantity: integer().notNull(),
    unit: text().notNull().default('PCS'),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    totalPrice: money().notNull(),
    goodsDescs: text().array().notNull().default([]),
    sku: text(),
    hsCode: text(),
    unitNetWeight: weight(),
    origin: text().notNull().default('CN'),
    brand: text(),
    model: text(),
    materialEn: text(),
    purposeEn: text(),
  },
  (t) => [index('pds_waybill_commodity_waybill_idx').on(t.waybillId, t.seq)],
);

/** A track row: system rows carry a catalogue key (`messageKey`), carrier rows the carrier's text. */
export const pdsWaybillTrack = pgTable(
  'pds_waybill_track',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    time: time().notNull(),
    messageKey: text(),
    messageParams: jsonb().$type<unknown[]>(),
    description: text(),
    location: text(),
    status: text().$type<TrackStatus>(),
    source: text().$type<TrackSource>().notNull(),
    carrierCode: text(),
    createdBy: uuid(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [
    index('pds_waybill_track_waybill_idx').on(t.waybillId, t.time),
    // a carrier event is appended once however often the tracks are pulled
    uniqueIndex('pds_waybill_track_event_uq')
      .on(t.waybillId, t.time, t.carrierCode)
      .where(sql`${t.source} = 'api'`),
  ],
);

export const pdsWaybillFile = pgTable(
  'pds_waybill_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    fileId: uuid().notNull(),
    fileName: text().notNull(),
    type: text().$type<ParcelFileType>().notNull(),
    remark: text(),
    operateFrom: text().$type<'staff' | 'customer'>().notNull(),
    createdBy: uuid().notNull(),
    createdByName: text().notNull(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [index('pds_waybill_file_waybill_idx').on(t.waybillId)],
);

/**
 * Customer fees of a parcel (`pdsFee`): the lines of the price the parcel was ordered at, with the
 * fee statuses of the ledgers (0 estimated, 10 confirmed, 20 billed, 30 written off).
 */
export const pdsWaybillFee = pgTable(
  'pds_waybill_fee',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    kind: text().$type<'customer' | 'agent'>().notNull().default('customer'),
    partyId: uuid(),
    subjectName: text().notNull(),
    originalValue: money(),
    value: money().notNull(),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 14, scale: 6 }).notNull().default('1'),
    conversionValue: money().notNull(),
    formula: text(),
    status: smallint().notNull().default(0),
    isCheck: boolean().notNull().default(false),
    priceId: uuid(),
    belongTime: time(),
    calErrorMsg: text(),
    billNo: text(),
    /** The ledger columns every fee kind of the registry carries (fms/fee/fee-kind-registry.ts). */
    isCarryOver: boolean().notNull().default(false),
    writeOffValue: money(),
    writeOffTime: time(),
    exchangeLoss: money().notNull().default('0'),
    exchangeLossRate: numeric({ precision: 14, scale: 6 }),
    /** A cancelled parcel's unbilled fees are deleted (kept, never billed). */
    isDeleted: boolean().notNull().default(false),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: time(),
    updatedBy: uuid(),
    updatedByName: text(),
  },
  (t) => [
    index('pds_waybill_fee_waybill_idx').on(t.waybillId, t.kind),
    index('pds_waybill_fee_kind_status_idx').on(t.kind, t.status),
    index('pds_waybill_fee_party_idx').on(t.partyId),
  ],
);

/**
 * One label purchase of a parcel: `idempotencyKey` (`<parcel id>:<attempt>`) is written before the
 * carrier is called and the answer (track numbers, label) is stored with it, so a retried task finds
 * the label bought and never buys a second one. `lockedUntil` fences a call in flight: only the
 * holder of an unexpired claim calls the carrier.
 */
export const pdsLabelAttempt = pgTable(
  'pds_label_attempt',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: parcelRef(),
    attempt: integer().notNull(),
    idempotencyKey: text().notNull(),
    status: text().$type<LabelAttemptStatus>().notNull(),
    apiId: uuid(),
    lockedUntil: time(),
    calls: integer().notNull().default(0),
    trackNo: text(),
    subTrackNos: text().array().notNull().default([]),
    carrierShipmentId: text(),
    labelFormat: text().$type<'pdf' | 'zpl'>(),
    label: bytes(),
    errorCode: text(),
    errorMessage: text(),
    createdAt: time().notNull().defaultNow(),
    finishedAt: time(),
  },
  (t) => [
    uniqueIndex('pds_label_attempt_key_uq').on(t.idempotencyKey),
    index('pds_label_attempt_waybill_idx').on(t.waybillId, t.attempt),
  ],
);
