import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from '../../lms/waybill/rule-result.ts';
import { checkPriceTable } from './price-rules.ts';
import { type PriceTableInput, priceTableSchema } from './price-schema.ts';
import { subRowFailures } from './price-sub-rules.ts';

const table = (over: Partial<PriceTableInput>) =>
  priceTableSchema.parse({ id: 'T', kind: 'customer', productId: 'P', effectiveFrom: '2026-01-01', ...over });

describe('special freight and append-rule rows', () => {
  it('accepts rows with ordered ranges, values and readable formulas', () => {
    const t = table({
      specialFreights: [
        { startWeight: '10', endWeight: '20', formula: 'max(chargeWeight * 12, 50) / pieces' },
      ],
      appendRules: [
        { mode: 'percent', value: '0.1' },
        { mode: 'custom', formula: 'if(declaredValue > 100, base * 0.05, 15)' },
      ],
    });
    expect(subRowFailures(t)).toEqual([]);
    expect(checkPriceTable(t)).toBeUndefined();
  });

  it('refuses each bad row by list and row; checkPriceTable answers the first, in every language', () => {
    const t = table({
      specialFreights: [{ formula: 'chargeWeight' }, { startWeight: '5', endWeight: '5', formula: 'x + 1' }],
      appendRules: [{ mode: 'fixed' }, { mode: 'custom' }, { mode: 'custom', formula: 'eval(1)' }],
    });
    const failures = subRowFailures(t);
    expect(failures.map((f) => [f.list, f.row, renderRuleMessage('en-US', f)])).toEqual([
      ['specialFreights', 1, 'Special freight row 2: the end weight must be greater than the start weight'],
      [
        'specialFreights',
        1,
        'Special freight row 2: the formula cannot be evaluated (Unknown variable in formula: x)',
      ],
      ['appendRules', 0, 'Append-price rule row 1: the value cannot be empty'],
      ['appendRules', 1, 'Append-price rule row 2: a custom rule needs a formula'],
      [
        'appendRules',
        2,
        'Append-price rule row 3: the formula cannot be evaluated (Unknown function in formula: eval)',
      ],
    ]);
    const first = checkPriceTable(t)!;
    expect(renderRuleMessage('zh-CN', first)).toBe('特殊运费第2行：结束重量必须大于起始重量');
    expect(renderRuleMessage('vi-VN', failures[1]!)).toContain('Cước đặc biệt dòng 2');
  });

  it('a division by zero depends on the shipment, not the text: the row is accepted', () => {
    expect(subRowFailures(table({ specialFreights: [{ formula: '100 / (pieces - 1)' }] }))).toEqual([]);
  });
});
