import { z } from 'zod';
import { TRACK_STATUSES } from '../../lms/waybill/index.ts';
import {
  fileAnswer,
  jobStartAnswer,
  nullAnswer,
  searchResultOf,
  timestampAnswer,
} from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  PARCEL_FILE_TYPES,
  PARCEL_STATUSES,
  parcelDeleteFilePayload,
  parcelFindByIdQuery,
  parcelIdQuery,
  parcelIdsPayload,
  parcelOrderSchema,
  parcelPriceSchema,
  parcelPrintPayload,
  parcelSearchPayload,
  parcelStatusGroupPayload,
  parcelUploadFilePayload,
} from './parcel.ts';

const moment = timestampAnswer.nullable();
const money = z.string();

/** A parcel of the list (the row, with customer, product and channel names and the fee totals per currency). */
export const parcelRecordAnswer = z.looseObject({
  id: z.uuid(),
  waybillNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  customerNo: z.string().nullable(),
  status: z.enum(PARCEL_STATUSES),
  productId: z.uuid(),
  productName: z.string().nullable(),
  channelId: z.uuid().nullable(),
  channelName: z.string().nullable(),
  trackNo: z.string().nullable(),
  labelError: z.string().nullable(),
  destination: z.string(),
  pieceCount: z.number().int(),
  chargeWeight: z.string().nullable(),
  endShipManifestCode: z.string().nullable(),
  isEndShipManifest: z.boolean(),
  orderTime: timestampAnswer,
  createdAt: timestampAnswer,
});

export const parcelFeeAnswer = z.looseObject({
  id: z.uuid(),
  subjectName: z.string(),
  value: money,
  currency: z.string(),
  formula: z.string().nullable(),
  status: z.number().int(),
});

/** Fee totals per currency (the drawer sums parcel fees per currency). */
export const currencyTotalsAnswer = z.array(z.object({ currency: z.string(), total: money }));

export const parcelTrackAnswer = z.looseObject({
  id: z.uuid(),
  time: timestampAnswer,
  status: z.enum(TRACK_STATUSES).nullable(),
  description: z.string(),
  location: z.string().nullable(),
  source: z.string(),
});

export const parcelFileAnswer = z.looseObject({
  id: z.uuid(),
  fileId: z.uuid(),
  fileName: z.string(),
  type: z.enum(PARCEL_FILE_TYPES),
  remark: z.string().nullable(),
  operateFrom: z.enum(['staff', 'customer']),
  createBy: z.uuid(),
  createByName: z.string(),
  createAt: timestampAnswer,
});

/** `findById`: the parcel's info and recipient, the fees summed per currency and the sub-lists asked for. */
export const parcelDetailAnswer = z.looseObject({
  info: parcelRecordAnswer.extend({
    sender: z.record(z.string(), z.unknown()),
    recipient: z.record(z.string(), z.unknown()),
    fbaShipmentId: z.string().nullable(),
    labelDescription: z.string().nullable(),
    orderRemark: z.string().nullable(),
    endShipManifestConfirmTime: moment,
    fileTypes: z.array(z.string()),
    subTrackNos: z.array(z.string()),
  }),
  fees: z.array(parcelFeeAnswer),
  feeTotals: currencyTotalsAnswer,
  pieces: z.array(z.record(z.string(), z.unknown())).optional(),
  commodities: z.array(z.record(z.string(), z.unknown())).optional(),
  tracks: z.array(parcelTrackAnswer).optional(),
  files: z.array(parcelFileAnswer).optional(),
});

/** One product/channel price of a parcel. */
export const parcelPriceAnswer = z.looseObject({
  ok: z.boolean(),
  productId: z.string(),
  productName: z.string().nullable(),
  channelId: z.string().nullable(),
  total: money.optional(),
  currency: z.string().optional(),
  chargeWeight: z.string().optional(),
  reasonText: z.string().optional(),
});

const perParcel = z.object({
  id: z.uuid(),
  waybillNo: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
});

const base = '/pds/pdsWaybill';

/** Parcel waybills (`/api/pds/pdsWaybill/…`, DESIGN §4 "Carriers and parcels"). */
export const PARCEL_API = {
  calPrice: defineEndpoint({
    method: 'POST',
    url: `${base}/calPrice`,
    input: parcelPriceSchema,
    output: z.array(parcelPriceAnswer),
    summary: 'Prices of a parcel across the PDS products (cheapest first), then the products without a price',
  }),
  order: defineEndpoint({
    method: 'POST',
    url: `${base}/order`,
    input: parcelOrderSchema,
    output: z.object({
      id: z.uuid(),
      waybillNo: z.string(),
      trackNo: z.string().optional(),
      labelError: z.string().optional(),
    }),
    summary: 'Places a parcel and buys its label (at once, or queued): the track number or the label error',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: parcelSearchPayload,
    output: searchResultOf(parcelRecordAnswer),
    summary: 'Parcel list: page and total',
  }),
  statusGroup: defineEndpoint({
    method: 'POST',
    url: `${base}/statusGroup`,
    input: parcelStatusGroupPayload,
    output: z.record(z.enum(['all', ...PARCEL_STATUSES]), z.number().int()),
    summary: 'The twelve status counts (and all) for the criteria without the status',
  }),
  export: defineEndpoint({
    method: 'POST',
    url: `${base}/export`,
    input: parcelStatusGroupPayload,
    output: jobStartAnswer,
    summary: 'Exports the parcels of the criteria as xlsx (a job: progress and download by progressId)',
  }),
  findById: defineEndpoint({
    method: 'GET',
    url: `${base}/findById`,
    input: parcelFindByIdQuery,
    output: parcelDetailAnswer,
    summary: 'A parcel with the sub-lists its flags ask for',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: `${base}/cancel`,
    input: parcelIdsPayload,
    output: z.array(perParcel.extend({ status: z.enum(PARCEL_STATUSES) })),
    summary: 'Cancels parcels: cancelling, then cancelled once the carrier cancelled the label',
  }),
  print: defineEndpoint({
    method: 'POST',
    url: `${base}/print`,
    input: parcelPrintPayload,
    output: fileAnswer,
    summary: 'The labels of the parcels in one file (PDF, or ZPL for thermal printers)',
  }),
  queryTracks: defineEndpoint({
    method: 'GET',
    url: `${base}/queryTracks`,
    input: parcelIdQuery,
    output: z.array(parcelTrackAnswer),
    summary: 'Pulls the carrier tracks of a parcel now and answers its tracks',
  }),
  shipConfirm: defineEndpoint({
    method: 'POST',
    url: `${base}/shipConfirm`,
    input: parcelIdsPayload,
    output: z.object({ updated: z.number().int() }),
    summary: 'Hands made parcels over for pick-up',
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    url: `${base}/uploadFile`,
    input: parcelUploadFilePayload,
    output: z.object({ id: z.uuid() }),
    summary: 'Attaches an uploaded file to a parcel',
  }),
  deleteFile: defineEndpoint({
    method: 'POST',
    url: `${base}/deleteFile`,
    input: parcelDeleteFilePayload,
    output: nullAnswer,
    summary: 'Removes a file of a parcel (its uploader only)',
  }),
};
