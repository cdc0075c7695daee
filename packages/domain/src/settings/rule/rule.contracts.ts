import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import type { EntityDef } from '../../platform/entity/types.ts';

/** Most recent waybills a dry run reads by default, and at most. */
export const RULE_DRY_RUN_DEFAULT_LIMIT = 100;
export const RULE_DRY_RUN_MAX_LIMIT = 500;

/** A dry run of a saved rule (`id`) or of one being edited (`rule`: the form's values, `id` for its saved version). */
export const ruleDryRunPayload = z
  .object({
    id: z.uuid().optional(),
    rule: z.record(z.string(), z.unknown()).optional(),
    limit: z.number().int().min(1).max(RULE_DRY_RUN_MAX_LIMIT).optional(),
  })
  .refine((v) => v.id !== undefined || v.rule !== undefined, { path: ['id'], message: 'required' });

export const ruleDryRunRow = z.object({
  id: z.string(),
  waybillNo: z.string(),
  /** The rule's condition holds for the waybill. */
  matched: z.boolean(),
  /** The live rules of the kind, with this one enabled, would apply it (priority, continue or stop). */
  applies: z.boolean(),
  /** The facts the condition read (what decided). */
  facts: z.record(z.string(), z.unknown()),
  /** What the rule would do to the waybill, in the caller's language (only when it applies). */
  outcome: z.string().nullable(),
});
export type RuleDryRunRow = z.output<typeof ruleDryRunRow>;

export const ruleDryRunAnswer = z.object({
  checked: z.number().int(),
  matched: z.number().int(),
  applied: z.number().int(),
  rows: z.array(ruleDryRunRow),
});
export type RuleDryRunAnswer = z.output<typeof ruleDryRunAnswer>;

/** `POST basic/<kind>/dryRun` of a rule kind (DESIGN §4 "Rules"). */
export function ruleDryRunEndpoint(entity: Pick<EntityDef, 'api' | 'title'>) {
  return defineEndpoint({
    method: 'POST',
    url: `/${entity.api}/dryRun`,
    input: ruleDryRunPayload,
    output: ruleDryRunAnswer,
    summary: `${entity.title['en-US']}: dry run over the caller's most recent waybills (saved rule or one being edited)`,
  });
}
