import { describe, expect, it } from 'vitest';
import type { RuleGroup } from './rule-condition.ts';
import { matches, type RunnableRule, ruleFieldsOf, runRules } from './rule-evaluate.ts';

const facts = {
  destinationCountry: 'US',
  destinationPostcode: '90210',
  chargeWeight: '31.500',
  pieceCount: '2',
  customerLevel: 'A',
  isArrears: false,
  goodsTypes: ['battery', 'general'],
  declaredValueLocal: '0.3',
  destinationCity: null,
};

describe('matches', () => {
  it('tests each operator on its kind', () => {
    const one = (field: string, op: string, value?: unknown) =>
      matches({ all: [{ field, op, value } as never] }, facts);
    expect(one('destinationCountry', 'eq', 'us')).toBe(true);
    expect(one('destinationCountry', 'ne', 'US')).toBe(false);
    expect(one('destinationCountry', 'in', ['GB', 'US'])).toBe(true);
    expect(one('destinationCountry', 'notIn', ['GB', 'US'])).toBe(false);
    expect(one('chargeWeight', 'gt', '30')).toBe(true);
    expect(one('chargeWeight', 'gte', '31.5')).toBe(true);
    expect(one('chargeWeight', 'lt', '31.5')).toBe(false);
    expect(one('chargeWeight', 'lte', '31.50')).toBe(true);
    expect(one('chargeWeight', 'eq', '31.5')).toBe(true);
    expect(one('chargeWeight', 'between', ['30', '31.5'])).toBe(true);
    expect(one('chargeWeight', 'between', ['31.6', '40'])).toBe(false);
    expect(one('destinationPostcode', 'startsWith', '902')).toBe(true);
    expect(one('destinationPostcode', 'contains', '021')).toBe(true);
    expect(one('destinationCity', 'isEmpty')).toBe(true);
    expect(one('destinationCity', 'isNotEmpty')).toBe(false);
    expect(one('customerId', 'isEmpty')).toBe(true);
    expect(one('isArrears', 'eq', false)).toBe(true);
    expect(one('isArrears', 'eq', true)).toBe(false);
    expect(one('goodsTypes', 'contains', 'Battery')).toBe(true);
    expect(one('goodsTypes', 'in', ['liquid', 'battery'])).toBe(true);
    expect(one('goodsTypes', 'notIn', ['liquid'])).toBe(true);
    expect(one('customerLevel', 'in', ['A', 'B'])).toBe(true);
  });

  it('compares decimals exactly, never as floats', () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(matches({ all: [{ field: 'declaredValueLocal', op: 'eq', value: '0.30' }] }, facts)).toBe(true);
    expect(matches({ all: [{ field: 'declaredValueLocal', op: 'gt', value: '0.3' }] }, facts)).toBe(false);
    const big = { chargeWeight: '999999999999999.000001' };
    expect(matches({ all: [{ field: 'chargeWeight', op: 'gt', value: '999999999999999' }] }, big)).toBe(true);
  });

  it('matches nothing on a missing or ill-typed fact, and an unknown field never', () => {
    expect(matches({ all: [{ field: 'chargeWeight', op: 'gt', value: '1' }] }, {})).toBe(false);
    expect(
      matches({ all: [{ field: 'chargeWeight', op: 'gt', value: '1' }] }, { chargeWeight: 'heavy' }),
    ).toBe(false);
    expect(matches({ all: [{ field: 'nope', op: 'eq', value: '1' }] }, { nope: '1' })).toBe(false);
  });

  it('nests groups', () => {
    const c: RuleGroup = {
      all: [
        { field: 'destinationCountry', op: 'eq', value: 'US' },
        {
          any: [
            { field: 'chargeWeight', op: 'gt', value: '50' },
            { field: 'goodsTypes', op: 'contains', value: 'battery' },
          ],
        },
      ],
    };
    expect(matches(c, facts)).toBe(true);
    expect(matches(c, { ...facts, goodsTypes: [] })).toBe(false);
    expect([...ruleFieldsOf(c)]).toEqual(['destinationCountry', 'chargeWeight', 'goodsTypes']);
  });
});

describe('runRules', () => {
  const us: RuleGroup = { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] };
  const now = new Date('2026-06-01T00:00:00Z');
  const rule = (id: string, priority: number, more: Partial<RunnableRule> = {}): RunnableRule => ({
    id,
    priority,
    enabled: true,
    condition: us,
    ...more,
  });

  it('runs by ascending priority, first match wins', () => {
    expect(runRules([rule('b', 2), rule('a', 1), rule('c', 3)], facts, now).map((r) => r.id)).toEqual(['a']);
  });
  it('goes on after a rule that says continue, and stops at the next that does not', () => {
    const rules = [rule('a', 1, { continueAfterMatch: true }), rule('b', 2), rule('c', 3)];
    expect(runRules(rules, facts, now).map((r) => r.id)).toEqual(['a', 'b']);
  });
  it('skips disabled rules, rules out of their dates and rules that do not match', () => {
    const rules = [
      rule('off', 1, { enabled: false }),
      rule('early', 2, { validFrom: new Date('2026-06-02T00:00:00Z') }),
      rule('late', 3, { validTo: new Date('2026-05-31T23:59:59Z') }),
      rule('other', 4, { condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'GB' }] } }),
      rule('edge', 5, { validFrom: now, validTo: now }),
    ];
    expect(runRules(rules, facts, now).map((r) => r.id)).toEqual(['edge']);
  });
  it('orders equal priorities by id', () => {
    expect(runRules([rule('b', 1), rule('a', 1)], facts, now).map((r) => r.id)).toEqual(['a']);
  });
  it('matches none on empty rules', () => {
    expect(runRules([], facts, now)).toEqual([]);
  });
});
