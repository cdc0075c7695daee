import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { feeLineAnswer, priceSearchCriteria } from './price-api.ts';
import {
  CHARGE_MODES,
  EFFECT_STATUSES,
  PRICE_KINDS,
  PRICE_MODES,
  priceTableSchema,
  weightRangeSchema,
} from './price-schema.ts';

/** Answers and the remaining payloads of the price endpoints (`PRICE_API`); amounts are decimal text. */

const count = z.number().int();

/** A row of the price list: the header, product and channel names, weight-range count, status by the clock. */
export const priceRecordAnswer = z.object({
  id: z.string(),
  version: count,
  name: z.string(),
  kind: z.enum(PRICE_KINDS),
  mode: z.enum(PRICE_MODES),
  productId: z.string(),
  productName: z.string().nullable(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  chargeMode: z.enum(CHARGE_MODES),
  customerIds: z.array(z.string()),
  currency: z.string(),
  forbidQuery: z.boolean(),
  remark: z.string().nullable(),
  effectiveFrom: timestampAnswer,
  effectiveTo: timestampAnswer.nullable(),
  weightRangeCount: count,
  updatedAt: timestampAnswer,
  updatedByName: z.string().nullable(),
  status: z.enum(EFFECT_STATUSES),
});

/** One page of price tables with the count of every status tab. */
export const pricePageAnswer = searchResultOf(priceRecordAnswer).extend({
  counts: z.object({ all: count, effective: count, willEffective: count, expired: count }),
});

/** A whole table as `detail` answers it: the table, its version, audit columns and status. */
export const priceDetailAnswer = priceTableSchema.extend({
  version: count,
  effectiveFrom: timestampAnswer,
  effectiveTo: timestampAnswer.nullable(),
  status: z.enum(EFFECT_STATUSES),
  createdAt: timestampAnswer,
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: timestampAnswer,
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
});

/** A saved version of a table (`history`): the whole row as it was saved, who saved it and how. */
export const priceVersionAnswer = z.object({
  id: z.string(),
  priceId: z.string(),
  version: count,
  action: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: timestampAnswer,
});

/** A refused row of an imported sheet (the failure-reason dialog). */
export const priceRangeRowError = z.object({ row: count, column: z.string(), message: z.string() });

/** The weight ranges read from a sheet (nothing saved) and the rows refused. */
export const priceRangeImportAnswer = z.object({
  weightRanges: z.array(weightRangeSchema),
  errors: z.array(priceRangeRowError),
});

const quoteNames = {
  productName: z.string().nullable(),
  productCode: z.string().nullable(),
  channelName: z.string().nullable(),
};

/** One product / channel of a price query: priced, or the reason it has no price. */
export const queryPriceAnswer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    priceId: z.string(),
    productId: z.string(),
    channelId: z.string().nullable(),
    zone: z.string(),
    timeliness: z.string(),
    volumeDivisor: z.number(),
    chargeWeight: z.string(),
    actualWeight: z.string(),
    volumeWeight: z.string(),
    remoteLevel: z.number().nullable(),
    currency: z.string(),
    lines: z.array(feeLineAnswer),
    total: z.string(),
    localTotal: z.string(),
    localCurrency: z.string(),
    hasErrors: z.boolean(),
    ...quoteNames,
  }),
  z.object({
    ok: z.literal(false),
    productId: z.string(),
    channelId: z.string().nullable(),
    priceId: z.string().optional(),
    reason: z.object({ key: z.string(), params: z.array(z.unknown()) }),
    reasonText: z.string(),
    ...quoteNames,
  }),
]);

/** The export of the selected tables (ids) or of the search result (criteria) as one workbook. */
export const priceBookExportPayload = z.object({
  kind: z.enum(['customer', 'agent', 'sales']),
  ids: z.array(z.uuid()).max(5000).optional(),
  criteria: priceSearchCriteria.omit({ kind: true }).partial().optional(),
});
export const priceBookTemplateQuery = z.object({ kind: z.enum(PRICE_KINDS) });
/** The preview of an uploaded price workbook. */
export const priceBookPreviewPayload = z.object({
  fileId: z.uuid(),
  kind: z.enum(['customer', 'agent', 'sales']),
});
/** Writes a previewed workbook: mode 0 updates by ID, 1 inserts; `force` overrides overlaps. */
export const priceBookConfirmPayload = z.object({
  importId: z.uuid(),
  mode: z.coerce.number().int().min(0).max(1).default(0),
  force: z.boolean().default(false),
});

/** A file field of a multipart body as the server parses it; a missing file answers "please upload a file". */
export const priceSheetFile = z.custom<{ filename: string; mimetype: string; data: Uint8Array }>(
  (v) =>
    typeof v === 'object' && v !== null && 'data' in v && v.data instanceof Uint8Array && v.data.length > 0,
  { message: 'pleaseUploadFile' },
);

export const savedPriceAnswer = z.object({ id: z.uuid(), version: count });
export const priceCountAnswer = z.object({ count });
