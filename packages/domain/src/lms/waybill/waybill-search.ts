import { z } from 'zod';
import { BATCH_MAX_ROWS, PAGE_SIZE } from '../../platform/constants.ts';
import { WAYBILL_STATUS_GROUPS, WORK_ORDER_GROUP } from './status-groups.ts';
import { WAYBILL_ACTIONS } from './status-machine.ts';
import { DETAIN_TYPES, WAYBILL_FLAGS, WAYBILL_STATUSES, WeighMode } from './waybill-enums.ts';
import { measureSchema } from './waybill-fields.ts';
import { FLAG_ACTIONS } from './waybill-flags.ts';

/**
 * Payloads of the waybill list and the waybill actions (server `lms/waybill/*`, web list and scan
 * screens). Numbers are pasted text (spaces, new lines, commas; at most 200: `parseWaybillNos`).
 */

const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();
const GROUP_KEYS = [WORK_ORDER_GROUP.key, ...WAYBILL_STATUS_GROUPS.map((g) => g.key)] as [
  string,
  ...string[],
];
/** Which number column the pasted numbers are matched on; `any` tries waybill, customer and track number. */
export const WAYBILL_NUMBER_TYPES = ['any', 'waybillNo', 'customerNo', 'trackNo'] as const;
/** Sortable list columns. */
export const WAYBILL_SORT_FIELDS = ['orderTime', 'receiveTime', 'sendTime', 'waybillNo'] as const;

export const waybillSearchCriteria = z.object({
  numbers: z.string().max(20_000).optional(),
  numberType: z.enum(WAYBILL_NUMBER_TYPES).default('any'),
  status: z.array(z.enum(WAYBILL_STATUSES)).max(WAYBILL_STATUSES.length).optional(),
  statusGroup: z.enum(GROUP_KEYS).optional(),
  customerId: z.uuid().optional(),
  productId: z.uuid().optional(),
  destination: z.string().trim().toUpperCase().length(2).optional(),
  orderTime: timeRange,
  receiveTime: timeRange,
  sendTime: timeRange,
  flags: z.array(z.enum(WAYBILL_FLAGS)).max(WAYBILL_FLAGS.length).optional(),
});
export type WaybillSearchCriteria = z.infer<typeof waybillSearchCriteria>;

export const waybillSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(PAGE_SIZE),
  criteria: waybillSearchCriteria.default({ numberType: 'any' }),
  sort: z
    .array(z.object({ field: z.enum(WAYBILL_SORT_FIELDS), order: z.enum(['asc', 'desc']) }))
    .max(3)
    .default([]),
});
export type WaybillSearchPayload = z.infer<typeof waybillSearchPayload>;

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);

/** A status change on up to 500 waybills at once (`lms/waybill/action`). */
export const waybillActionPayload = z.object({
  ids,
  action: z.enum(WAYBILL_ACTIONS),
  /** Reason of a weight rejection (required then) or a document denial. */
  reason: z.string().trim().max(500).optional(),
  location: z.string().trim().max(100).optional(),
});
export type WaybillActionPayload = z.infer<typeof waybillActionPayload>;

/** The customer's own confirmations; every other action is staff work. */
export const CUSTOMER_WAYBILL_ACTIONS = [
  'confirmWaybill',
  'requestPickUp',
  'cancelPickUp',
  'confirmWeight',
  'rejectWeight',
] as const satisfies readonly (typeof WAYBILL_ACTIONS)[number][];

/** A flag change (delay, detain with types, locks, issue, bad debt) on up to 500 waybills. */
export const waybillFlagPayload = z.object({
  ids,
  action: z.enum(Object.keys(FLAG_ACTIONS) as [keyof typeof FLAG_ACTIONS, ...(keyof typeof FLAG_ACTIONS)[]]),
  detainTypes: z.array(z.enum(DETAIN_TYPES)).max(DETAIN_TYPES.length).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type WaybillFlagPayload = z.infer<typeof waybillFlagPayload>;

const optionalMeasure = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  measureSchema.optional(),
);
/** Receive scan: the waybill (id or number) and its pieces as weighed and measured, by weigh mode. */
export const waybillReceivePayload = z
  .object({
    id: z.uuid().optional(),
    waybillNo: z.string().trim().max(50).optional(),
    weighMode: z.union([
      z.literal(WeighMode.weighing),
      z.literal(WeighMode.none),
      z.literal(WeighMode.onlyActual),
      z.literal(WeighMode.onlyVolume),
    ]),
    pieces: z
      .array(
        z.object({
          actualWeight: optionalMeasure,
          length: optionalMeasure,
          width: optionalMeasure,
          height: optionalMeasure,
        }),
      )
      .max(999)
      .default([]),
    /** Go on past the interceptors asking for confirmation (business code 2000). */
    force: z.boolean().optional(),
  })
  .refine((v) => v.id || v.waybillNo, { message: 'lmsRequestNoId' });
export type WaybillReceivePayload = z.infer<typeof waybillReceivePayload>;

export const waybillIdsPayload = z.object({ ids });
export const waybillFileDeletePayload = z.object({ fileId: z.uuid() });
