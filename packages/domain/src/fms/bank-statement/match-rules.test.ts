import { describe, expect, it } from 'vitest';
import { firstFittingRule, type MatchRule, type RuleLine, ruleFits } from './match-rules.ts';

const rule = (over: Partial<MatchRule>): MatchRule => ({
  id: over.name ?? 'r',
  name: 'r',
  sort: 100,
  accountId: null,
  direction: 'any',
  minValue: null,
  maxValue: null,
  counterpartyName: null,
  counterpartyCard: null,
  summaryPattern: null,
  action: 'matchFlow',
  subjectId: null,
  dayWindow: 7,
  ...over,
});
const line: RuleLine = {
  accountId: 'acc',
  value: '-25.00',
  counterpartyName: 'China Merchants Bank',
  counterpartyCard: '6225 8888 0000',
  summary: 'SMS fee November',
};

describe('a rule fits a line when every filled condition does', () => {
  it('empty conditions fit everything', () => expect(ruleFits(rule({}), line)).toBe(true));
  it.each<[string, Partial<MatchRule>, boolean]>([
    ['direction out', { direction: 'out' }, true],
    ['direction in', { direction: 'in' }, false],
    ['another account', { accountId: 'other' }, false],
    ['amount within', { minValue: '25', maxValue: '25' }, true],
    ['amount above the largest', { maxValue: '24.99' }, false],
    ['amount below the smallest', { minValue: '25.01' }, false],
    ['summary contains (any case)', { summaryPattern: 'sms FEE' }, true],
    ['summary lacks', { summaryPattern: 'interest' }, false],
    ['counterparty name contains', { counterpartyName: 'merchants' }, true],
    ['card equal without spaces', { counterpartyCard: '622588880000' }, true],
    ['card differs', { counterpartyCard: '6225888800001' }, false],
    ['claim takes only money in', { action: 'claim' }, false],
  ])('%s', (_, over, fits) => expect(ruleFits(rule(over), line)).toBe(fits));
});

describe('the first fitting rule wins', () => {
  it('by sort, then by name', () => {
    const rules = [
      rule({ name: 'b-book', sort: 10, action: 'book', summaryPattern: 'fee' }),
      rule({ name: 'a-any', sort: 20 }),
      rule({ name: 'a-fee', sort: 10, summaryPattern: 'fee' }),
    ];
    expect(firstFittingRule(rules, line)?.name).toBe('a-fee');
    expect(firstFittingRule(rules, { ...line, summary: 'transfer' })?.name).toBe('a-any');
    expect(firstFittingRule([rule({ direction: 'in' })], line)).toBeUndefined();
  });
});
