import { z } from 'zod';
import { fileAnswer, jobStartAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';

const uuid = z.uuid();

/** `comparePrice {fileId}`; staff name the customer the parcels are for (a customer's own is taken). */
export const pdsImportComparePayload = z.object({ fileId: uuid, customerId: uuid.optional() });
/** `confirmPrice {importId, rows: [{row, productId, channelId?}]}`: rows not named keep the cheapest. */
export const pdsImportConfirmPayload = z.object({
  importId: uuid,
  rows: z
    .array(z.object({ row: z.number().int().min(1), productId: uuid, channelId: uuid.nullish() }))
    .max(1000)
    .default([]),
});
export const pdsImportIdPayload = z.object({ importId: uuid });

/** A price of a row: one product (and channel). */
export const pdsImportQuoteAnswer = z.object({
  productId: z.string(),
  productName: z.string().nullable(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  total: z.string(),
  currency: z.string(),
  chargeWeight: z.string(),
});
export type PdsImportQuote = z.infer<typeof pdsImportQuoteAnswer>;

/** A row of an import: what it orders in short, its prices or problems, the choice and the result. */
export const pdsImportRowAnswer = z.object({
  row: z.number().int(),
  customerNo: z.string().nullable(),
  recipientName: z.string().nullable(),
  countryCode: z.string().nullable(),
  weight: z.string().nullable(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
  quotes: z.array(pdsImportQuoteAnswer),
  productId: z.string().nullable(),
  channelId: z.string().nullable(),
  result: z.number().int(),
  reason: z.string().nullable(),
  parcelId: z.string().nullable(),
  waybillNo: z.string().nullable(),
  trackNo: z.string().nullable(),
});
export type PdsImportRow = z.infer<typeof pdsImportRowAnswer>;

export const pdsImportAnswer = z.object({
  importId: z.uuid(),
  customerId: z.uuid(),
  status: z.number().int(),
  total: z.number().int(),
  valid: z.number().int(),
  success: z.number().int(),
  fail: z.number().int(),
  rows: z.array(pdsImportRowAnswer),
});
export type PdsImport = z.infer<typeof pdsImportAnswer>;

const base = '/pds/pdsImportWaybill';

/** The parcel batch order (`/api/pds/pdsImportWaybill/…`, DESIGN §4 "Carriers and parcels"). */
export const PDS_IMPORT_API = {
  template: defineEndpoint({
    method: 'GET',
    url: `${base}/template`,
    output: fileAnswer,
    summary: 'Parcel batch order template (xlsx, headers in the caller’s language)',
  }),
  comparePrice: defineEndpoint({
    method: 'POST',
    url: `${base}/comparePrice`,
    input: pdsImportComparePayload,
    output: jobStartAnswer,
    summary: 'Reads an uploaded xlsx and prices every valid row across the PDS products (job → the import)',
  }),
  confirmPrice: defineEndpoint({
    method: 'POST',
    url: `${base}/confirmPrice`,
    input: pdsImportConfirmPayload,
    output: pdsImportAnswer,
    summary: 'Confirms the product (and channel) of each row: the import waits for submission',
  }),
  submit: defineEndpoint({
    method: 'POST',
    url: `${base}/submit`,
    input: pdsImportIdPayload,
    output: jobStartAnswer,
    summary: 'Places the parcels row by row and buys their labels (job → the import with each row’s result)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: pdsImportIdPayload,
    output: pdsImportAnswer,
    summary: 'An import with its rows, prices and results',
  }),
};
