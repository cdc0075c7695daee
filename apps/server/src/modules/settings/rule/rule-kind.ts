import {
  type EntityDef,
  type Language,
  type RuleDryRunAnswer,
  type RunnableRule,
  ruleDryRunEndpoint,
  ruleFieldsOf,
  ruleGroupSchema,
  runRules,
  validateRuleCondition,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { waybillList } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import type { EntityTable } from '#platform/entity/entity-table.ts';
import { BizError } from '#platform/http/errors.ts';
import type { ApiRoute, AuthedContext } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { checkedCondition, recentWaybillFacts } from './rule-dry-run.service.ts';

/** A rule as stored: the run-order part, its name, and the kind's own values. */
export type StoredRule<K = unknown> = RunnableRule & { name: string; own: K };

/**
 * A kind of rule of the settings centre (interceptor, executor, channel route, sorting rule, no-deal
 * rule): its entity and table, how its own values are read from a row, and what a matched rule does,
 * in words (the dry run). The run order, the condition and the dry run are the same for every kind.
 */
export type RuleKind<K = unknown> = {
  entity: EntityDef;
  table: EntityTable;
  /** The kind's own values of a row, stored or being edited (form values: lenient). */
  own: (row: Record<string, unknown>) => K;
  /** What the rule does to a waybill it applies to, in `lang`. */
  outcome: (rule: StoredRule<K>, lang: Language) => string;
  /**
   * Whether `other` takes part in the same runs as `rule` (executors: they share an event); the dry
   * run orders a rule only among these. Every rule of the kind when absent.
   */
  runsWith?: (rule: StoredRule<K>, other: StoredRule<K>) => boolean;
};

const asDate = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v !== 'string' || !v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A row of a rule kind's table (or a form's values) as a rule the run order takes; the condition must be valid. */
export function ruleOf<K>(kind: RuleKind<K>, row: Record<string, unknown>): StoredRule<K> {
  const parsed = ruleGroupSchema.safeParse(row.condition);
  return {
    id: String(row.id ?? ''),
    name: String(row.name ?? ''),
    priority: Number(row.priority ?? 0),
    enabled: row.enabled !== false,
    validFrom: asDate(row.validFrom),
    validTo: asDate(row.validTo),
    continueAfterMatch: row.continueAfterMatch === true,
    // a stored condition that no longer parses (a field retired from the catalogue) matches nothing
    condition: parsed.success ? parsed.data : { any: [] },
    own: kind.own(row),
  };
}

type Cached = { stamp: string; rules: StoredRule<unknown>[] };
const cache = new Map<string, Cached>();

/**
 * The enabled rules of a kind, ready for `runRules`. Parsed rules are kept per process and reused
 * while the table's stamp (a digest of every row's id, version, enabled flag and change time — each
 * write through the entity machinery bumps the version) is
 * the same, so an order reads one small aggregate per kind instead of parsing every rule, and a change
 * made by any process is seen at once.
 */
export async function loadRules<K>(db: Db, kind: RuleKind<K>): Promise<StoredRule<K>[]> {
  const t = kind.table as unknown as Record<string, PgColumn>;
  const [head] = await db
    .select({
      stamp: sql<string>`md5(coalesce(string_agg(concat_ws(':', ${t.id!}, ${t.version!}, ${t.enabled!}, ${t.updatedAt!}), ',' order by ${t.id!}), ''))`,
    })
    .from(kind.table);
  const stamp = head?.stamp ?? '';
  const hit = cache.get(kind.entity.name);
  if (hit?.stamp === stamp) return hit.rules as StoredRule<K>[];
  const rows = (await db.select().from(kind.table).where(eq(t.enabled!, true))) as Record<string, unknown>[];
  const rules = rows.map((r) => ruleOf(kind, r));
  cache.set(kind.entity.name, { stamp, rules });
  return rules;
}

/** The facts the rules read (pass to `waybillRuleFacts` so it skips what none of them tests). */
export function factsRead(rules: readonly RunnableRule[]): Set<string> {
  const out = new Set<string>();
  for (const r of rules) ruleFieldsOf(r.condition, out);
  return out;
}

/**
 * The entity rules every rule kind has: the condition must parse and pass the catalogue (its first
 * issue refuses the row, naming the condition), and valid to must not be before valid from.
 */
export function ruleEntityRules(extra: EntityRules = {}): EntityRules {
  return {
    ...extra,
    check: async (values, rc) => {
      const parsed = ruleGroupSchema.safeParse(values.condition);
      if (!parsed.success) return { fields: ['condition'], error: new BizError('invalidValue', []) };
      const issue = validateRuleCondition(parsed.data)[0];
      if (issue) return { fields: ['condition'], error: new BizError(issue.key, issue.params) };
      const from = asDate(values.validFrom);
      const to = asDate(values.validTo);
      if (from && to && to < from)
        return { fields: ['validTo'], error: new BizError('ruleValidToBeforeFrom', []) };
      return extra.check?.(values, rc);
    },
  };
}

/**
 * The dry run of one rule of a kind (saved, or being edited — then it stands in for its saved version)
 * over the caller's most recent waybills: whether its condition holds, whether the kind's live rules
 * with it enabled would apply it (priority, continue or stop), and what it would do.
 */
export async function dryRunRule<K>(
  ctx: AuthedContext,
  kind: RuleKind<K>,
  input: { id?: string; rule?: Record<string, unknown>; limit?: number },
): Promise<RuleDryRunAnswer> {
  const t = kind.table as unknown as Record<string, never>;
  let values = input.rule;
  if (!values) {
    const [row] = await ctx.db
      .select()
      .from(kind.table)
      .where(eq(t.id!, input.id as never));
    if (!row) throw new BizError('notExist', [{ label: kind.entity.title }]);
    values = row as Record<string, unknown>;
  }
  checkedCondition(values.condition);
  const rule = { ...ruleOf(kind, { ...values, id: input.id ?? values.id ?? 'draft' }), enabled: true };
  const others = (await loadRules(ctx.db, kind)).filter(
    (r) => r.id !== rule.id && (kind.runsWith?.(rule, r) ?? true),
  );
  const all = [...others, rule];
  const recent = await recentWaybillFacts(ctx, input.limit, rule.condition);
  const rows = recent.map((w) => {
    const applies = runRules(all, w.facts, ctx.now).some((r) => r === rule);
    return {
      id: w.id,
      waybillNo: w.waybillNo,
      matched: w.matched,
      applies,
      facts: w.decided,
      outcome: applies ? kind.outcome(rule, ctx.lang) : null,
    };
  });
  return {
    checked: rows.length,
    matched: rows.filter((r) => r.matched).length,
    applied: rows.filter((r) => r.applies).length,
    rows,
  };
}

/** The routes every rule kind adds to its entity's: the dry run (reads waybills: the waybill list's data scope). */
export function ruleKindRoutes<K>(kind: RuleKind<K>): ApiRoute[] {
  return [
    scopedRoute(waybillList, {
      contract: ruleDryRunEndpoint(kind.entity),
      permission: kind.entity.permission,
      handler: (c, b) => dryRunRule(c, kind, b),
    }),
  ];
}
