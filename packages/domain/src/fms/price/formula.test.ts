import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './formula.ts';

const vars = { chargeWeight: '12.5', pieces: 2, declareValue: '1000' };
const ok = (source: string, v: Record<string, string | number> = vars) => {
  const r = evaluateFormula(source, v);
  if (!r.ok) throw new Error(`${source}: ${r.error.key} ${r.error.params.join(',')}`);
  return r;
};
const failKey = (source: string) => {
  const r = evaluateFormula(source, vars);
  return r.ok ? 'ok' : r.error.key;
};

describe('formula evaluation', () => {
  it('computes in decimals, not binary floats', () => {
    // 0.1 + 0.2 is exactly 0.3 in decimal (0.30000000000000004 in floats)
    expect(ok('0.1 + 0.2').value.toString()).toBe('0.3');
    // 12.5 × 1.15 = 14.375 exactly
    expect(ok('chargeWeight * 1.15').value.toString()).toBe('14.375');
  });
  it('follows operator precedence and parentheses', () => {
    expect(ok('2 + 3 * 4').value.toNumber()).toBe(14);
    expect(ok('(2 + 3) * 4').value.toNumber()).toBe(20);
    expect(ok('10 - 4 - 3').value.toNumber()).toBe(3);
    expect(ok('7 % 4').value.toNumber()).toBe(3);
    expect(ok('-chargeWeight + 20').value.toNumber()).toBe(7.5);
  });
  it('offers min, max, abs, ceil/floor (with a step), round, if and the ternary', () => {
    expect(ok('max(chargeWeight * 2, 30)').value.toNumber()).toBe(30);
    expect(ok('min(chargeWeight, 10, 11)').value.toNumber()).toBe(10);
    expect(ok('abs(3 - 5)').value.toNumber()).toBe(2);
    expect(ok('ceil(10.2)').value.toNumber()).toBe(11);
    expect(ok('ceil(10.2, 0.5)').value.toNumber()).toBe(10.5);
    expect(ok('floor(10.7, 0.5)').value.toNumber()).toBe(10.5);
    expect(ok('round(2.345, 2)').value.toString()).toBe('2.35');
    expect(ok('chargeWeight > 10 ? 50 : 20').value.toNumber()).toBe(50);
    expect(ok('if(pieces >= 3, 1, 0)').value.toNumber()).toBe(0);
    expect(ok('pieces == 2 && declareValue > 500').value.toNumber()).toBe(1);
    // the branch not taken is not evaluated: no division by zero
    expect(ok('pieces > 0 ? 5 : 1 / 0').value.toNumber()).toBe(5);
  });
  it('writes the formula with the values in', () => {
    expect(ok('max(chargeWeight * 2, 10) + 5').text).toBe('max(12.5 × 2, 10) + 5');
    expect(ok('(chargeWeight + 1) * 2').text).toBe('(12.5 + 1) × 2');
  });
  it('answers each set of values with its own result when the same formula comes again', () => {
    const f = 'max(chargeWeight * 0.5 + 3, pieces)';
    const at = (chargeWeight: string, pieces: number) => ok(f, { chargeWeight, pieces });
    expect([at('7', 1).value.toString(), at('7', 1).text]).toEqual(['6.5', 'max(7 × 0.5 + 3, 1)']);
    expect(at('8', 1).value.toString()).toBe('7');
    expect(at('7', 20).value.toString()).toBe('20');
    expect(at('7', 1).value.toString()).toBe('6.5');
    // a variable missing once and present later: the failure is not kept
    expect(evaluateFormula('declareValue * 0.01', {}).ok).toBe(false);
    expect(ok('declareValue * 0.01', { declareValue: '250' }).value.toString()).toBe('2.5');
    expect(ok('abs(chargeWeight)', { chargeWeight: '-0' }).text).toBe('abs(0)');
  });

  it('returns a failure instead of throwing', () => {
    expect(failKey('chargeWeight * unknownVar')).toBe('pricingFormulaUnknownVariable');
    expect(failKey('process.exit(1)')).toBe('pricingFormulaUnknownFunction');
    expect(failKey('constructor')).toBe('pricingFormulaUnknownVariable');
    expect(failKey('eval("1")')).toBe('pricingFormulaUnknownFunction');
    expect(failKey('"text"')).toBe('pricingFormulaUnsupported');
    expect(failKey('[1, 2]')).toBe('pricingFormulaUnsupported');
    expect(failKey('a.b')).toBe('pricingFormulaUnsupported');
    expect(failKey('2 ^ 3')).toBe('pricingFormulaUnsupported');
    expect(failKey('chargeWeight / 0')).toBe('pricingFormulaDivideByZero');
    expect(failKey('chargeWeight *')).toBe('pricingFormulaSyntax');
    expect(failKey('1; 2')).toBe('pricingFormulaSyntax');
    expect(failKey('max()')).toBe('pricingFormulaSyntax');
  });
});
