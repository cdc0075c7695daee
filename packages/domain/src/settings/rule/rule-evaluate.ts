import Decimal from 'decimal.js';
import {
  groupItems,
  isRuleDecimal,
  isRuleGroup,
  type RuleCondition,
  type RuleGroup,
  type RuleNode,
  type RuleScalar,
} from './rule-condition.ts';
import { NUMERIC_KINDS, type RuleField, ruleField } from './rule-fields.ts';

/**
 * The one evaluator of the rule language. Facts carry one value per catalogue field: text, a
 * decimal string for numbers and money, a boolean, a list of texts (goods types), or null when the
 * waybill has none. Text compares trimmed and case-insensitively; numbers exactly, as decimals.
 */
export type RuleFactValue = string | boolean | readonly string[] | null | undefined;
export type RuleFacts = Readonly<Record<string, RuleFactValue>>;

/** Whether the facts satisfy a condition or group. Never throws; a fact of the wrong type matches nothing. */
export function matches(node: RuleNode, facts: RuleFacts): boolean {
  if (isRuleGroup(node)) {
    const { mode, items } = groupItems(node);
    return mode === 'all' ? items.every((n) => matches(n, facts)) : items.some((n) => matches(n, facts));
  }
  return test(node, facts);
}

/** The fact keys a condition reads (what decided a match, for a dry run). */
export function ruleFieldsOf(node: RuleNode, into = new Set<string>()): Set<string> {
  if (isRuleGroup(node)) for (const n of groupItems(node).items) ruleFieldsOf(n, into);
  else into.add(node.field);
  return into;
}

const isEmptyFact = (f: RuleFactValue): boolean =>
  f === null ||
  f === undefined ||
  (typeof f === 'string' && f.trim() === '') ||
  (Array.isArray(f) && f.length === 0);

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim().toLowerCase() : undefined);

function decimal(v: unknown): Decimal | undefined {
  return isRuleDecimal(v) ? new Decimal(v.trim()) : undefined;
}

function test(c: RuleCondition, facts: RuleFacts): boolean {
  const field = ruleField(c.field);
  if (!field) return false;
  const fact = Object.hasOwn(facts, c.field) ? facts[c.field] : undefined;
  const v = c.value;
  switch (c.op) {
    case 'isEmpty':
      return isEmptyFact(fact);
    case 'isNotEmpty':
      return !isEmptyFact(fact);
    case 'eq':
      return !Array.isArray(v) && v !== undefined && equal(field, fact, v);
    case 'ne':
      return !test({ ...c, op: 'eq' }, facts);
    case 'in':
      return Array.isArray(v) && v.some((x) => equal(field, fact, x));
    case 'notIn':
      return !test({ ...c, op: 'in' }, facts);
    case 'gt':
      return compare(fact, v, (d) => d > 0);
    case 'gte':
      return compare(fact, v, (d) => d >= 0);
    case 'lt':
      return compare(fact, v, (d) => d < 0);
    case 'lte':
      return compare(fact, v, (d) => d <= 0);
    case 'between':
      return Array.isArray(v) && compare(fact, v[0], (d) => d >= 0) && compare(fact, v[1], (d) => d <= 0);
    case 'contains': {
      if (Array.isArray(fact)) return fact.some((x) => text(x) === text(v));
      const f = text(fact);
      const s = text(v);
      return f !== undefined && s !== undefined && f.includes(s);
    }
    case 'startsWith': {
      const f = text(fact);
      const s = text(v);
      return f !== undefined && s !== undefined && f.startsWith(s);
    }
    default:
      return false;
  }
}

function equal(field: RuleField, fact: RuleFactValue, v: RuleScalar): boolean {
  if (Array.isArray(fact)) return fact.some((x) => text(x) === text(v));
  if (field.kind === 'boolean') return typeof fact === 'boolean' && fact === v;
  if (NUMERIC_KINDS.includes(field.kind)) {
    const a = decimal(fact);
    const b = decimal(v);
    return a !== undefined && b !== undefined && a.eq(b);
  }
  const a = text(fact);
  return a !== undefined && a === text(v);
}

function compare(fact: RuleFactValue, v: unknown, ok: (sign: number) => boolean): boolean {
  const a = decimal(fact);
  const b = decimal(v);
  return a !== undefined && b !== undefined && ok(a.comparedTo(b));
}

/** A rule as the run order sees it; every rule kind (route, interceptor, executor, …) has these. */
export type RunnableRule = {
  id: string;
  /** Lower runs first (1 before 2). */
  priority: number;
  enabled: boolean;
  /** In force from this instant (none: always), through `validTo` inclusive (none: open). */
  validFrom?: Date | null;
  validTo?: Date | null;
  /** After a match, go on to the next rule instead of stopping. */
  continueAfterMatch?: boolean;
  condition: RuleGroup;
};

/** Whether a rule is enabled and within its validity dates at `now`. */
export const ruleInForce = (r: RunnableRule, now: Date): boolean =>
  r.enabled &&
  (!r.validFrom || r.validFrom.getTime() <= now.getTime()) &&
  (!r.validTo || now.getTime() <= r.validTo.getTime());

/** Rules in run order: ascending priority, equal priorities by id (the same order in every process). */
export function ruleRunOrder<R extends RunnableRule>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The rules that apply to the facts: in run order, only those in force at `now`, stopping at the
 * first match unless it says continue. The last one listed is the one that stopped the run, if any.
 */
export function runRules<R extends RunnableRule>(rules: readonly R[], facts: RuleFacts, now: Date): R[] {
  const out: R[] = [];
  for (const r of ruleRunOrder(rules)) {
    if (!ruleInForce(r, now) || !matches(r.condition, facts)) continue;
    out.push(r);
    if (!r.continueAfterMatch) break;
  }
  return out;
}
