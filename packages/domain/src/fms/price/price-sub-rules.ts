import Decimal from 'decimal.js';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { registeredMessage } from '../../platform/messages/format.ts';
import { evaluateFormula, FORMULA_VARIABLES } from './formula.ts';
import type { PriceTable } from './price-schema.ts';

/**
 * Rules of a table's special freight, service fee and append-rule rows (back-office §3 "Price"),
 * part of `checkPriceTable`: ranges in order, an append rule's value or (custom) formula given, and
 * every formula readable by the evaluator with its variables (the server refuses what the engine
 * could only price as an error line). The form shows every failure on its row.
 */

export const PRICE_SUB_LISTS = ['specialFreights', 'serviceFees', 'appendRules'] as const;
export type PriceSubList = (typeof PRICE_SUB_LISTS)[number];

/** The row name of each list inside messages ("Special freight row 2: …"). */
export const PRICE_SUB_LIST_LABELS: Record<PriceSubList, Message> = {
  specialFreights: l('特殊运费', 'Special freight', 'Cước đặc biệt'),
  serviceFees: l('服务费', 'Service fee', 'Phí dịch vụ'),
  appendRules: l('附加价格规则', 'Append-price rule', 'Quy tắc cộng giá'),
};

/** A refused row: the failure plus its list and row (from 0). */
export type SubRowFailure = RuleFailure & { list: PriceSubList; row: number };

const SPECIAL_FREIGHT_VARS = Object.fromEntries(
  FORMULA_VARIABLES.filter((v) => v !== 'base').map((v) => [v, 1]),
);
const APPEND_RULE_VARS = Object.fromEntries(FORMULA_VARIABLES.map((v) => [v, 1]));
/** Failures the text itself causes; a division by zero or the like depends on the shipment. */
const TEXT_FAILURES = new Set([
  'pricingFormulaSyntax',
  'pricingFormulaUnknownVariable',
  'pricingFormulaUnknownFunction',
  'pricingFormulaUnsupported',
]);

/** The formula's own failure (syntax, unknown variable or function), in the three languages. */
function formulaFailure(source: string, vars: Record<string, number>): Message | undefined {
  const r = evaluateFormula(source, vars);
  if (r.ok || !TEXT_FAILURES.has(r.error.key)) return undefined;
  const params = r.error.params.map((p) => (typeof p === 'object' ? '' : p));
  return l(
    registeredMessage('zh-CN', r.error.key, params),
    registeredMessage('en-US', r.error.key, params),
    registeredMessage('vi-VN', r.error.key, params),
  );
}

const outOfOrder = (r: { startWeight?: string | null; endWeight?: string | null }) =>
  !!r.startWeight && !!r.endWeight && new Decimal(r.endWeight).lte(r.startWeight);

/** Every refused special freight and append-rule row, in list and row order. */
export function subRowFailures(t: Pick<PriceTable, 'specialFreights' | 'appendRules'>): SubRowFailure[] {
  const out: SubRowFailure[] = [];
  const fail = (list: PriceSubList, row: number, key: RuleFailure['key'], ...extra: RuleFailure['params']) =>
    out.push({ ...ruleFail(key, { label: PRICE_SUB_LIST_LABELS[list] }, row + 1, ...extra), list, row });
  for (const [i, s] of t.specialFreights.entries()) {
    if (outOfOrder(s)) fail('specialFreights', i, 'pricingSubRowRangeOrder');
    const bad = formulaFailure(s.formula, SPECIAL_FREIGHT_VARS);
    if (bad) fail('specialFreights', i, 'pricingSubRowFormula', { label: bad });
  }
  for (const [i, r] of t.appendRules.entries()) {
    if (outOfOrder(r)) fail('appendRules', i, 'pricingSubRowRangeOrder');
    if (r.mode === 'custom') {
      if (!r.formula) fail('appendRules', i, 'pricingAppendRuleFormulaRequired');
      const bad = r.formula ? formulaFailure(r.formula, APPEND_RULE_VARS) : undefined;
      if (bad) fail('appendRules', i, 'pricingSubRowFormula', { label: bad });
    } else if (r.value === null || r.value === undefined) {
      fail('appendRules', i, 'pricingAppendRuleValueRequired');
    }
  }
  return out;
}
