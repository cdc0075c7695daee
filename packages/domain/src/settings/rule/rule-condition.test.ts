import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from '../../lms/waybill/index.ts';
import '../../messages.ts';
import { ruleGroupSchema, validateRuleCondition } from './rule-condition.ts';

const issuesOf = (g: unknown) =>
  validateRuleCondition(ruleGroupSchema.parse(g)).map((i) => ({ path: i.path.join('.'), key: i.key }));

describe('ruleGroupSchema', () => {
  it('takes groups of conditions and groups, refuses other shapes', () => {
    expect(
      ruleGroupSchema.safeParse({ all: [{ any: [] }, { field: 'zone', op: 'eq', value: 'Z1' }] }).success,
    ).toBe(true);
    expect(ruleGroupSchema.safeParse({ all: [], any: [] }).success).toBe(false);
    expect(ruleGroupSchema.safeParse({ all: [{ field: 'zone', op: 'like', value: 'Z1' }] }).success).toBe(
      false,
    );
    expect(ruleGroupSchema.safeParse({ all: [{ field: 'chargeWeight', op: 'gt', value: 3 }] }).success).toBe(
      false,
    );
  });
});

describe('validateRuleCondition', () => {
  it('accepts a valid condition', () => {
    expect(
      issuesOf({
        all: [
          { field: 'chargeWeight', op: 'between', value: ['1', '30.5'] },
          {
            any: [
              { field: 'destinationCountry', op: 'in', value: ['US'] },
              { field: 'isArrears', op: 'eq', value: true },
            ],
          },
          { field: 'destinationCity', op: 'isEmpty' },
        ],
      }),
    ).toEqual([]);
  });

  it('names the offending part by path', () => {
    expect(
      issuesOf({
        all: [
          { field: 'colour', op: 'eq', value: 'red' },
          { field: 'isArrears', op: 'gt', value: true },
          { field: 'chargeWeight', op: 'gt' },
          { field: 'chargeWeight', op: 'gt', value: 'ten' },
          { any: [{ field: 'destinationCountry', op: 'in', value: [] }] },
          { field: 'chargeWeight', op: 'between', value: ['5', '1'] },
          { field: 'pieceCount', op: 'eq', value: '1.5' },
          { field: 'customerLevel', op: 'eq', value: 'Z' },
          { field: 'isArrears', op: 'eq', value: 'yes' },
          { field: 'chargeWeight', op: 'in', value: ['1', 'x'] },
          { field: 'chargeWeight', op: 'between', value: ['', '1'] },
        ],
      }),
    ).toEqual([
      { path: 'all.0.field', key: 'ruleFieldUnknown' },
      { path: 'all.1.op', key: 'ruleOpNotAllowed' },
      { path: 'all.2.value', key: 'ruleValueRequired' },
      { path: 'all.3.value', key: 'ruleValueNotNumber' },
      { path: 'all.4.any.0.value', key: 'ruleValueListRequired' },
      { path: 'all.5.value.0', key: 'ruleBetweenMinAboveMax' },
      { path: 'all.6.value', key: 'ruleValueNotInteger' },
      { path: 'all.7.value', key: 'ruleValueNotOption' },
      { path: 'all.8.value', key: 'ruleValueNotBoolean' },
      { path: 'all.9.value.1', key: 'ruleValueNotNumber' },
      { path: 'all.10.value.0', key: 'ruleValueRequired' },
    ]);
  });

  it('refuses groups nested too deep', () => {
    const deep = { all: [{ all: [{ all: [{ all: [{ all: [{ all: [] }] }] }] }] }] };
    expect(issuesOf(deep)).toEqual([{ path: 'all.0.all.0.all.0.all.0.all.0', key: 'ruleGroupTooDeep' }]);
  });

  it('says it in three languages', () => {
    const [i] = validateRuleCondition({ all: [{ field: 'chargeWeight', op: 'between', value: ['5', '1'] }] });
    expect(renderRuleMessage('en-US', i!)).toBe(
      'The minimum of Charge weight cannot be greater than its maximum',
    );
    expect(renderRuleMessage('zh-CN', i!)).toContain('计费重');
    expect(renderRuleMessage('vi-VN', i!)).toContain('Trọng lượng tính phí');
  });
});
