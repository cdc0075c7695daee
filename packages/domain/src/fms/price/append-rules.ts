import Decimal from 'decimal.js';
import { draft, draftValue, errorDraft, type FeeDraft } from './fee-line.ts';
import { evaluateFormula } from './formula.ts';
import { dec, money, percentText, plain, ZERO } from './money.ts';
import type { AppendRule } from './price-schema.ts';
import type { PricingState } from './quote-types.ts';
import { rangeHolds } from './weight-range.ts';
import { coversZone } from './zone-match.ts';

/**
 * Append-price rules (back-office §3): when a rule's conditions hold (package type, goods types,
 * charge-weight range, zones, country — each empty condition holds), it adds to the fee lines its
 * subject rule picks:
 * - allMerge: every line, merged into one "append price" line on their sum;
 * - detail: every line, one append line per line;
 * - include: the listed subjects, merged; exclude: every subject but the listed ones, merged.
 * Modes: percent (base × value), unit price (charge weight × value), fixed (value), custom (a formula
 * with `base` and the shipment's variables). Bases are the lines' rounded values before discounts.
 */

export function appendRuleApplies(rule: AppendRule, state: PricingState): boolean {
  const s = state.shipment;
  if (rule.packageType && rule.packageType !== s.packageType) return false;
  if (rule.goodsTypes.length && !(s.goodsTypes ?? []).some((g) => rule.goodsTypes.includes(g))) return false;
  if (!rangeHolds(rule, state.weights.chargeWeight)) return false;
  if (!coversZone(rule.zones, state.zoneName)) return false;
  const country = s.countryCode.toUpperCase();
  return rule.countryCodes.length === 0 || rule.countryCodes.includes(country);
}

/** The groups of lines a rule adds to: one merged group, or one group per line (detail). */
function groupsOf(rule: AppendRule, drafts: readonly FeeDraft[]): { label: string; lines: FeeDraft[] }[] {
  switch (rule.subjectRule) {
    case 'allMerge':
      return [{ label: 'all', lines: [...drafts] }];
    case 'detail':
      return drafts.map((d) => ({ label: d.subject, lines: [d] }));
    case 'include':
      return [
        { label: rule.subjects.join('+'), lines: drafts.filter((d) => rule.subjects.includes(d.subject)) },
      ];
    case 'exclude':
      return [
        {
          label: `all − ${rule.subjects.join('−')}`,
          lines: drafts.filter((d) => !rule.subjects.includes(d.subject)),
        },
      ];
  }
}

function appendDraft(rule: AppendRule, base: Decimal, label: string, state: PricingState): FeeDraft {
  const subject = 'appendPrice';
  const value = dec(rule.value);
  const baseText = `${label} ${money(base)}`;
  switch (rule.mode) {
    case 'percent':
      return draft(subject, base.times(value), `${baseText} × ${percentText(value)}`);
    case 'unitPrice': {
      const w = new Decimal(state.weights.chargeWeight);
      return draft(subject, w.times(value), `${plain(w)} kg × ${plain(value)}`);
    }
    case 'fixed':
      return draft(subject, value, `${label}: ${plain(value)}`);
    case 'custom': {
      const formula = rule.formula ?? '';
      const r = evaluateFormula(formula, { ...state.vars, base: base.toString() });
      return r.ok ? draft(subject, r.value, r.text) : errorDraft(subject, formula, r.error);
    }
  }
}

/** The append lines of the rules that apply, computed on the lines so far (rules do not stack). */
export function appendRuleDrafts(rules: readonly AppendRule[], state: PricingState): FeeDraft[] {
  const out: FeeDraft[] = [];
  for (const rule of rules) {
    if (!appendRuleApplies(rule, state)) continue;
    for (const group of groupsOf(rule, state.drafts)) {
      if (group.lines.length === 0) continue;
      const base = group.lines.reduce((t, d) => t.plus(draftValue(d)), ZERO);
      out.push(appendDraft(rule, base, group.label, state));
    }
  }
  return out;
}
