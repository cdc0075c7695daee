import Decimal from 'decimal.js';
import { z } from 'zod';
import type { RuleFailure, RuleParam } from '../../lms/waybill/index.ts';
import type { MessageKey } from '../../platform/messages/catalogue.ts';
import {
  allowsOp,
  operandOf,
  RULE_OP_LABELS,
  RULE_OPS,
  type RuleField,
  type RuleOp,
  ruleField,
} from './rule-fields.ts';

/**
 * A rule's condition as data (DESIGN §11): a group `{all: [...]}` or `{any: [...]}` of conditions
 * `{field, op, value}` and nested groups. Numbers, weights and money are decimal strings.
 */
export type RuleScalar = string | boolean;
export type RuleValue = RuleScalar | RuleScalar[];
export type RuleCondition = { field: string; op: RuleOp; value?: RuleValue };
export type RuleGroup = { all: RuleNode[] } | { any: RuleNode[] };
export type RuleNode = RuleCondition | RuleGroup;

/** How deep groups may nest (the root group is level 1). */
export const RULE_MAX_DEPTH = 5;
const MAX_ITEMS = 100;

const scalar = z.union([z.string().max(200), z.boolean()]);
export const ruleConditionSchema = z
  .object({
    field: z.string().max(64),
    op: z.enum(RULE_OPS),
    value: z.union([scalar, z.array(scalar).max(500)]).optional(),
  })
  .strict();
export const ruleGroupSchema: z.ZodType<RuleGroup> = z.lazy(() =>
  z.union([
    z.object({ all: z.array(ruleNodeSchema).max(MAX_ITEMS) }).strict(),
    z.object({ any: z.array(ruleNodeSchema).max(MAX_ITEMS) }).strict(),
  ]),
);
export const ruleNodeSchema: z.ZodType<RuleNode> = z.lazy(() =>
  z.union([ruleConditionSchema, ruleGroupSchema]),
);

export const isRuleGroup = (n: RuleNode): n is RuleGroup => 'all' in n || 'any' in n;
/** The members of a group and the key they sit under. */
export const groupItems = (g: RuleGroup): { mode: 'all' | 'any'; items: RuleNode[] } =>
  'all' in g ? { mode: 'all', items: g.all } : { mode: 'any', items: g.any };

/** A refusal of a condition, at the path of the offending part (`['all', 0, 'value', 1]`). */
export type RuleIssue = RuleFailure & { path: (string | number)[] };

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
/** A decimal string of the rule language (up to 15 integer and 6 fraction digits). */
export const isRuleDecimal = (v: unknown): v is string => typeof v === 'string' && DECIMAL.test(v.trim());

/**
 * Checks a condition tree against the field catalogue: known fields, operators their kind allows,
 * values present and of the kind's type (enum values among its options), between's min ≤ max, and
 * the nesting depth. An empty list means the condition is valid.
 */
export function validateRuleCondition(group: RuleGroup): RuleIssue[] {
  const issues: RuleIssue[] = [];
  walkGroup(group, [], 1, issues);
  return issues;
}

function walkGroup(g: RuleGroup, path: (string | number)[], depth: number, issues: RuleIssue[]) {
  if (depth > RULE_MAX_DEPTH) {
    issues.push(issue(path, 'ruleGroupTooDeep', RULE_MAX_DEPTH));
    return;
  }
  const { mode, items } = groupItems(g);
  items.forEach((n, i) => {
    const at = [...path, mode, i];
    if (isRuleGroup(n)) walkGroup(n, at, depth + 1, issues);
    else checkCondition(n, at, issues);
  });
}

const issue = (path: (string | number)[], key: MessageKey, ...params: RuleParam[]): RuleIssue => ({
  path,
  key,
  params,
});

function checkCondition(c: RuleCondition, path: (string | number)[], issues: RuleIssue[]) {
  const field = ruleField(c.field);
  if (!field) {
    issues.push(issue([...path, 'field'], 'ruleFieldUnknown', c.field));
    return;
  }
  const name = { label: field.label };
  if (!allowsOp(field, c.op)) {
    const op = RULE_OP_LABELS[c.op as RuleOp];
    issues.push(issue([...path, 'op'], 'ruleOpNotAllowed', name, op ? { label: op } : String(c.op)));
    return;
  }
  const at = [...path, 'value'];
  const operand = operandOf(c.op);
  if (operand === 'none') return;
  const v = c.value;
  if (operand === 'one') {
    if (Array.isArray(v) || v === undefined || v === '') issues.push(issue(at, 'ruleValueRequired', name));
    else checkScalar(field, v, at, issues);
    return;
  }
  if (operand === 'list') {
    if (!Array.isArray(v) || v.length === 0) issues.push(issue(at, 'ruleValueListRequired', name));
    else
      v.forEach((x, i) => {
        checkScalar(field, x, [...at, i], issues);
      });
    return;
  }
  // between: [min, max]
  if (!Array.isArray(v) || v.length !== 2) {
    issues.push(issue(at, 'ruleValueRequired', name));
    return;
  }
  const before = issues.length;
  v.forEach((x, i) => {
    if (x === '') issues.push(issue([...at, i], 'ruleValueRequired', name));
    else checkScalar(field, x, [...at, i], issues);
  });
  if (issues.length === before && new Decimal(String(v[0]).trim()).gt(String(v[1]).trim()))
    issues.push(issue([...at, 0], 'ruleBetweenMinAboveMax', name));
}

function checkScalar(field: RuleField, v: RuleScalar, at: (string | number)[], issues: RuleIssue[]) {
  const name = { label: field.label };
  if (field.kind === 'boolean') {
    if (typeof v !== 'boolean') issues.push(issue(at, 'ruleValueNotBoolean', name));
    return;
  }
  if (typeof v !== 'string') {
    issues.push(
      issue(
        at,
        field.kind === 'number' || field.kind === 'money' ? 'ruleValueNotNumber' : 'ruleValueNotText',
        name,
      ),
    );
    return;
  }
  if (v.trim() === '') {
    issues.push(issue(at, 'ruleValueRequired', name));
    return;
  }
  if (field.kind === 'number' || field.kind === 'money') {
    if (!isRuleDecimal(v)) issues.push(issue(at, 'ruleValueNotNumber', name));
    else if (field.integer && !new Decimal(v.trim()).isInteger())
      issues.push(issue(at, 'ruleValueNotInteger', name));
    return;
  }
  if (field.kind === 'enum' && !(field.options ?? []).some((o) => String(o.value) === v))
    issues.push(issue(at, 'ruleValueNotOption', name, v));
}

/** A path as a form's key (`all.0.value.1`). */
export const rulePathKey = (path: readonly (string | number)[]): string => path.join('.');
