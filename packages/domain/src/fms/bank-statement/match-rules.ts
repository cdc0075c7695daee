import Decimal from 'decimal.js';

/** A smart category rule as the matching reads it (the entity's row). */
export type MatchRule = {
  id: string;
  name: string;
  sort: number;
  accountId: string | null;
  direction: 'any' | 'in' | 'out';
  minValue: string | null;
  maxValue: string | null;
  counterpartyName: string | null;
  counterpartyCard: string | null;
  summaryPattern: string | null;
  action: 'matchFlow' | 'book' | 'claim';
  subjectId: string | null;
  dayWindow: number | null;
};

/** The parts of a statement line a rule looks at; `value` signed (in +, out −). */
export type RuleLine = {
  accountId: string;
  value: string;
  counterpartyName: string | null;
  counterpartyCard: string | null;
  summary: string | null;
};

const contains = (text: string | null, part: string | null) =>
  !part?.trim() || (text ?? '').toLowerCase().includes(part.trim().toLowerCase());
const digits = (s: string | null) => (s ?? '').replace(/[\s-]/g, '');

/** Whether every condition the rule fills fits the line (empty conditions fit everything). */
export function ruleFits(rule: MatchRule, line: RuleLine): boolean {
  const value = new Decimal(line.value);
  const amount = value.abs();
  if (rule.accountId && rule.accountId !== line.accountId) return false;
  if (rule.direction === 'in' && value.isNegative()) return false;
  if (rule.direction === 'out' && value.isPositive()) return false;
  if (rule.action === 'claim' && value.isNegative()) return false;
  if (rule.minValue !== null && amount.lt(rule.minValue)) return false;
  if (rule.maxValue !== null && amount.gt(rule.maxValue)) return false;
  if (rule.counterpartyCard?.trim() && digits(rule.counterpartyCard) !== digits(line.counterpartyCard))
    return false;
  return (
    contains(line.counterpartyName, rule.counterpartyName) && contains(line.summary, rule.summaryPattern)
  );
}

/** The rule that decides a line: the first enabled one, by sort then name, that fits it. */
export function firstFittingRule<R extends MatchRule>(rules: readonly R[], line: RuleLine): R | undefined {
  return sortRules(rules).find((r) => ruleFits(r, line));
}

/** Rules in the order they are tried. */
export function sortRules<R extends MatchRule>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
}
