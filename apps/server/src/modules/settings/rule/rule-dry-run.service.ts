import {
  matches,
  RULE_DRY_RUN_DEFAULT_LIMIT,
  RULE_DRY_RUN_MAX_LIMIT,
  type RuleFacts,
  type RuleGroup,
  ruleFieldsOf,
  ruleGroupSchema,
  validateRuleCondition,
} from '@freightdesk/domain';
import { and, desc } from 'drizzle-orm';
import { lmsWaybill, waybillDataScope, waybillScope } from '#modules/lms/waybill/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { waybillRuleFacts } from './rule-facts.service.ts';

export const DRY_RUN_DEFAULT_LIMIT = RULE_DRY_RUN_DEFAULT_LIMIT;
export const DRY_RUN_MAX_LIMIT = RULE_DRY_RUN_MAX_LIMIT;

export type DryRunRow = {
  id: string;
  waybillNo: string;
  matched: boolean;
  /** The facts the condition read, the ones that decided. */
  facts: RuleFacts;
};
export type DryRunAnswer = { checked: number; matched: number; rows: DryRunRow[] };

/** A recent waybill with all its facts, whether the condition holds, and the facts the condition read. */
export type RecentWaybillFacts = {
  id: string;
  waybillNo: string;
  facts: RuleFacts;
  matched: boolean;
  decided: RuleFacts;
};

/**
 * The caller's last `limit` waybills by order time (a customer user: its own customer's; staff: their
 * data scope of the waybill list), newest first, with their facts and the condition's verdict.
 */
export async function recentWaybillFacts(
  ctx: AuthedContext,
  limit: number | undefined,
  condition: RuleGroup,
): Promise<RecentWaybillFacts[]> {
  const n = Math.min(Math.max(Math.trunc(limit ?? DRY_RUN_DEFAULT_LIMIT), 1), DRY_RUN_MAX_LIMIT);
  const recent = await ctx.db
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(waybillScope(ctx), await waybillDataScope(ctx)))
    .orderBy(desc(lmsWaybill.orderTime), desc(lmsWaybill.id))
    .limit(n);
  const facts = await waybillRuleFacts(
    ctx.db,
    ctx,
    recent.map((r) => r.id),
  );
  const read = [...ruleFieldsOf(condition)];
  return recent.flatMap(({ id }) => {
    const f = facts.get(id);
    if (!f) return [];
    const decided = Object.fromEntries(read.map((k) => [k, f.facts[k] ?? null]));
    return [{ id, waybillNo: f.waybillNo, facts: f.facts, matched: matches(condition, f.facts), decided }];
  });
}

/**
 * A dry run of a condition (saved or being edited) over the caller's last `limit` waybills by order
 * time: which of them match, with the facts the condition read. A condition with issues is refused
 * with the first one as the message and all of them as `data.issues` (paths for the form).
 */
export async function dryRun(
  ctx: AuthedContext,
  condition: unknown,
  options: { limit?: number } = {},
): Promise<DryRunAnswer> {
  const group = checkedCondition(condition);
  const rows = (await recentWaybillFacts(ctx, options.limit, group)).map((w) => ({
    id: w.id,
    waybillNo: w.waybillNo,
    matched: w.matched,
    facts: w.decided,
  }));
  return { checked: rows.length, matched: rows.filter((r) => r.matched).length, rows };
}

/** The condition parsed and checked against the field catalogue, or the refusal naming its issues. */
export function checkedCondition(condition: unknown): RuleGroup {
  const parsed = ruleGroupSchema.safeParse(condition);
  if (!parsed.success) throw new BizError('invalidValue', [], -1);
  const issues = validateRuleCondition(parsed.data);
  if (issues[0]) throw new BizError(issues[0].key, issues[0].params, -1, { issues });
  return parsed.data;
}
