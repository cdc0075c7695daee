import Decimal from 'decimal.js';
import jsep from 'jsep';
import type { DecimalInput } from '../../lms/waybill/index.ts';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import { ONE, toDecimal, ZERO } from './money.ts';

/**
 * Price formulas (special freight, surcharges, custom append rules). The text is parsed by jsep (a
 * maintained, dependency-free expression parser that only builds a syntax tree) and the tree is
 * evaluated here over a whitelist, in decimal.js: numbers, the given variables, + − × ÷ %,
 * comparisons, && || !, `c ? a : b` and the functions below. Nothing else runs — no property access,
 * no strings, no calls outside the whitelist, never `eval`. A failure is returned, not thrown, so the
 * fee line can carry it as `calErrorMsg`.
 */

export type FormulaVariables = Readonly<Record<string, DecimalInput>>;
export type FormulaResult =
  | { ok: true; value: Decimal; text: string }
  | { ok: false; error: RuleFailure; text: string };

/** The variables a shipment offers to formulas (docs/pricing.md lists their meaning). */
export const FORMULA_VARIABLES = [
  'weight',
  'actualWeight',
  'volumeWeight',
  'chargeWeight',
  'quantity',
  'squareNumber',
  'pieces',
  'declareValue',
  'declaredValue',
  'maxLength',
  'freight',
  'fuelRate',
  'base',
] as const;

class FormulaError extends Error {
  constructor(readonly failure: RuleFailure) {
    super(failure.key);
  }
}
const refuse = (key: RuleFailure['key'], ...params: (string | number)[]): never => {
  throw new FormulaError(ruleFail(key, ...params));
};

type Node = jsep.Expression;
type Evaluated = { value: Decimal; text: string; prec: number };

const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 6,
  '!=': 6,
  '<': 7,
  '>': 7,
  '<=': 7,
  '>=': 7,
  '+': 9,
  '-': 9,
  '*': 10,
  '/': 10,
  '%': 10,
};
const SHOWN: Record<string, string> = { '*': '×', '/': '÷', '==': '=', '!=': '≠', '<=': '≤', '>=': '≥' };
const ATOM = 99;
const bool = (b: boolean) => (b ? ONE : ZERO);
const truthy = (d: Decimal) => !d.isZero();

function binary(op: string, a: Decimal, b: Decimal): Decimal {
  switch (op) {
    case '+':
      return a.plus(b);
    case '-':
      return a.minus(b);
    case '*':
      return a.times(b);
    case '/':
      if (b.isZero()) refuse('pricingFormulaDivideByZero');
      return a.dividedBy(b);
    case '%':
      if (b.isZero()) refuse('pricingFormulaDivideByZero');
      return a.mod(b);
    case '==':
      return bool(a.eq(b));
    case '!=':
      return bool(!a.eq(b));
    case '<':
      return bool(a.lt(b));
    case '>':
      return bool(a.gt(b));
    case '<=':
      return bool(a.lte(b));
    case '>=':
      return bool(a.gte(b));
    default:
      return refuse('pricingFormulaUnsupported', op);
  }
}

/** Rounds to a step: ceil(10.2, 0.5) = 10.5; without a step to a whole number. */
const toStep = (x: Decimal, step: Decimal | undefined, mode: Decimal.Rounding) => {
  if (!step || step.isZero()) return x.toDecimalPlaces(0, mode);
  return x.dividedBy(step).toDecimalPlaces(0, mode).times(step);
};

const FUNCTIONS: Record<string, { min: number; max: number; run: (args: Decimal[]) => Decimal }> = {
  min: { min: 1, max: 99, run: (a) => Decimal.min(...a) },
  max: { min: 1, max: 99, run: (a) => Decimal.max(...a) },
  abs: { min: 1, max: 1, run: ([x]) => x.abs() },
  ceil: { min: 1, max: 2, run: ([x, s]) => toStep(x, s, Decimal.ROUND_CEIL) },
  floor: { min: 1, max: 2, run: ([x, s]) => toStep(x, s, Decimal.ROUND_FLOOR) },
  round: {
    min: 1,
    max: 2,
    run: ([x, digits]) => x.toDecimalPlaces(digits ? digits.toNumber() : 0, Decimal.ROUND_HALF_UP),
  },
};

function wrap(e: Evaluated, prec: number, right = false): string {
  return e.prec < prec || (right && e.prec === prec) ? `(${e.text})` : e.text;
}

function evaluate(node: Node, vars: FormulaVariables): Evaluated {
  switch (node.type) {
    case 'Literal': {
      const lit = node as jsep.Literal;
      if (typeof lit.value === 'boolean') return { value: bool(lit.value), text: lit.raw, prec: ATOM };
      if (typeof lit.value !== 'number') return refuse('pricingFormulaUnsupported', lit.raw);
      return { value: toDecimal(lit.raw), text: lit.raw, prec: ATOM };
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!Object.hasOwn(vars, name)) return refuse('pricingFormulaUnknownVariable', name);
      const value = toDecimal(vars[name]);
      return { value, text: value.toString(), prec: ATOM };
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const arg = evaluate(u.argument, vars);
      if (u.operator === '-') return { value: arg.value.negated(), text: `-${wrap(arg, ATOM)}`, prec: 11 };
      if (u.operator === '+') return arg;
      if (u.operator === '!')
        return { value: bool(!truthy(arg.value)), text: `!${wrap(arg, ATOM)}`, prec: 11 };
      return refuse('pricingFormulaUnsupported', u.operator);
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      const prec = PRECEDENCE[b.operator];
      if (prec === undefined) return refuse('pricingFormulaUnsupported', b.operator);
      const left = evaluate(b.left, vars);
      const shortCircuit =
        (b.operator === '&&' && !truthy(left.value)) || (b.operator === '||' && truthy(left.value));
      const right = shortCircuit ? undefined : evaluate(b.right, vars);
      const value =
        b.operator === '&&' || b.operator === '||'
          ? bool(right ? truthy(right.value) : truthy(left.value))
          : binary(b.operator, left.value, (right as Evaluated).value);
      const rightText = right ? wrap(right, prec, true) : '…';
      return { value, text: `${wrap(left, prec)} ${SHOWN[b.operator] ?? b.operator} ${rightText}`, prec };
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      const test = evaluate(c.test, vars);
      const chosen = evaluate(truthy(test.value) ? c.consequent : c.alternate, vars);
      return { value: chosen.value, text: chosen.text, prec: chosen.prec };
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      const name = call.callee.type === 'Identifier' ? (call.callee as jsep.Identifier).name : '';
      if (name === 'if') return evaluateIf(call, vars);
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!fn) return refuse('pricingFormulaUnknownFunction', name || '?');
      if (call.arguments.length < fn.min || call.arguments.length > fn.max) {
        return refuse('pricingFormulaSyntax', name);
      }
      const args = call.arguments.map((a) => evaluate(a, vars));
      return {
        value: fn.run(args.map((a) => a.value)),
        text: `${name}(${args.map((a) => a.text).join(', ')})`,
        prec: ATOM,
      };
    }
    default:
      return refuse('pricingFormulaUnsupported', node.type);
  }
}

/** if(test, then, else): only the chosen branch is evaluated. */
function evaluateIf(call: jsep.CallExpression, vars: FormulaVariables): Evaluated {
  if (call.arguments.length !== 3) return refuse('pricingFormulaSyntax', 'if');
  const [test, yes, no] = call.arguments;
  return evaluate(truthy(evaluate(test, vars).value) ? yes : no, vars);
}

const PARSED = new Map<string, Node | RuleFailure>();
const PARSE_CACHE_MAX = 5000;

/** The syntax tree of a formula (cached: a table's formulas are parsed once), or the syntax failure. */
export function parseFormula(source: string): Node | RuleFailure {
  const cached = PARSED.get(source);
  if (cached) return cached;
  let out: Node | RuleFailure;
  try {
    out = jsep(source);
    if (out.type === 'Compound') out = ruleFail('pricingFormulaSyntax', source);
  } catch (e) {
    out = ruleFail('pricingFormulaSyntax', e instanceof Error ? e.message : source);
  }
  if (PARSED.size >= PARSE_CACHE_MAX) PARSED.clear();
  PARSED.set(source, out);
  return out;
}

const isFailure = (v: Node | RuleFailure): v is RuleFailure => 'key' in v && 'params' in v;

/**
 * Evaluates a formula with the variables. `text` is the formula with the variables replaced by their
 * values and × ÷ for * / ("max(12.5 × 2, 10) + 5"); on failure it is the source text.
 */
export function evaluateFormula(source: string, vars: FormulaVariables): FormulaResult {
  const tree = parseFormula(source.trim());
  if (isFailure(tree)) return { ok: false, error: tree, text: source };
  const key = resultKey(source, tree, vars);
  const known = key === undefined ? undefined : RESULTS.get(key);
  if (known) return { ok: true, value: known.value, text: known.text };
  const out = evaluateTree(source, tree, vars);
  if (out.ok && key !== undefined) {
    if (RESULTS.size >= RESULTS_MAX) RESULTS.clear();
    RESULTS.set(key, { value: out.value, text: out.text });
  }
  return out;
}

function evaluateTree(source: string, tree: Node, vars: FormulaVariables): FormulaResult {
  try {
    const out = evaluate(tree, vars);
    if (!out.value.isFinite()) return { ok: false, error: ruleFail('pricingFormulaNotNumber'), text: source };
    return { ok: true, value: out.value, text: out.text };
  } catch (e) {
    if (e instanceof FormulaError) return { ok: false, error: e.failure, text: source };
    return { ok: false, error: ruleFail('pricingFormulaNotNumber'), text: source };
  }
}

/**
 * Results of formulas by source and the values of the names they read: a result depends on nothing
 * else (decimal.js settings are never changed), so the tables of a quote and quotes of the same
 * weights share one evaluation; its value is an immutable decimal. Bounded: emptied when full. Only
 * successes are kept; a failure is evaluated again.
 */
const RESULTS = new Map<string, { value: Decimal; text: string }>();
const RESULTS_MAX = 5000;
/** The identifiers of a tree (function names too), kept per tree: parsed trees are never changed. */
const NAMES = new WeakMap<Node, string[]>();

function namesOf(tree: Node): string[] {
  let names = NAMES.get(tree);
  if (!names) {
    const found = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ((v as Node).type === 'Identifier') found.add((v as jsep.Identifier).name);
        Object.values(v).forEach(walk);
      }
    };
    walk(tree);
    names = [...found];
    NAMES.set(tree, names);
  }
  return names;
}

/**
 * The text of a variable's value as a decimal reads it (−0 kept apart from 0); undefined for a value
 * that is not a decimal input, whose formula is then not kept.
 */
function valueKey(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (v instanceof Decimal) return v.isZero() && v.isNeg() ? '-0' : v.toString();
  return undefined;
}

function resultKey(source: string, tree: Node, vars: FormulaVariables): string | undefined {
  let key = source;
  for (const name of namesOf(tree)) {
    // \u0001 marks a name the variables lack (the formula then fails, or names a function)
    const value = Object.hasOwn(vars, name) ? valueKey(vars[name]) : '\u0001';
    if (value === undefined) return undefined;
    key += `\u0000${value}`;
  }
  return key;
}
