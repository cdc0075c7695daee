import { z } from 'zod';
import { WORK_ORDER_ASSIGN_MODES } from './work-order.enums.ts';
import { workOrderMainTypeSchema, workOrderUrgencySchema } from './work-order.ts';

/** `platform/workOrderType/*`: the configurable second types (seeded with back-office §3's list). */
const name = z.string().trim().min(1).max(64);
export const workOrderTypeInsertPayload = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  mainType: workOrderMainTypeSchema,
  name,
  nameEn: name,
  nameVi: name,
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export const workOrderTypeUpdatePayload = workOrderTypeInsertPayload
  .omit({ code: true })
  .extend({ id: z.uuid() });
export const workOrderTypeListPayload = z.object({
  mainType: workOrderMainTypeSchema.optional(),
  enabledOnly: z.boolean().default(false),
});
export const workOrderTypeAnswer = z.object({
  id: z.string(),
  code: z.string(),
  mainType: workOrderMainTypeSchema,
  name: z.string(),
  nameEn: z.string(),
  nameVi: z.string(),
  /** The name in the caller's language. */
  label: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type WorkOrderTypeRow = z.output<typeof workOrderTypeAnswer>;

/**
 * One assignment rule: orders matching `mainType`/`secondType`/`urgencyLevel` (absent = any) go to
 * the named user, the customer's follow person, or the team's next user in turn. Rules are tried by
 * `sort`; the first that yields an enabled staff user wins; none leaves the order waiting assignment.
 */
export const workOrderAssignRule = z.object({
  mainType: workOrderMainTypeSchema.nullable().default(null),
  secondType: z.string().trim().max(64).nullable().default(null),
  urgencyLevel: workOrderUrgencySchema.nullable().default(null),
  mode: z.enum(WORK_ORDER_ASSIGN_MODES),
  userId: z.uuid().nullable().default(null),
  teamUserIds: z.array(z.uuid()).max(50).default([]),
  enabled: z.boolean().default(true),
});
export type WorkOrderAssignRule = z.output<typeof workOrderAssignRule>;
export const workOrderAssignRuleSavePayload = z.object({ rules: z.array(workOrderAssignRule).max(100) });
export const workOrderAssignRuleAnswer = workOrderAssignRule.extend({
  id: z.string(),
  sort: z.number().int(),
  /** Round robin: the index in `teamUserIds` of the user who got the last order. */
  turn: z.number().int(),
});
export const workOrderAssignRuleFetchAnswer = z.object({ rules: z.array(workOrderAssignRuleAnswer) });
