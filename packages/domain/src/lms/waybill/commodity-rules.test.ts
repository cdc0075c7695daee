import { describe, expect, it } from 'vitest';
import {
  checkCommodityQuantities,
  checkEditableOnly,
  defaultCommodityLine,
  deleteCommodityLine,
  editableCommodityFields,
  linesForEdit,
} from './commodity-rules.ts';
import { renderRuleMessage } from './rule-result.ts';

describe('commodity edit', () => {
  it('opens edit mode with one default line when there are none', () => {
    expect(linesForEdit([])).toEqual([{ quantity: 1, origin: 'CN', unit: 'PCS', goodsDescs: [] }]);
    expect(linesForEdit([{ nameEn: 'Shirt', quantity: 2 }])).toHaveLength(1);
    expect(defaultCommodityLine()).not.toBe(defaultCommodityLine());
  });

  it('ignores deleting the last line', () => {
    const one = [{ nameEn: 'a', quantity: 1 }];
    expect(deleteCommodityLine(one, 0)).toEqual(one);
    expect(deleteCommodityLine([...one, { nameEn: 'b', quantity: 2 }], 0)).toEqual([
      { nameEn: 'b', quantity: 2 },
    ]);
  });

  it('warns "quantity must not be zero" for an empty or zero quantity', () => {
    for (const quantity of [0, '0', '', null, undefined]) {
      const r = checkCommodityQuantities([{ quantity: 1 }, { quantity }]);
      expect(r, String(quantity)).toEqual({ key: 'lmsQuantityNotZero', params: [2] });
    }
    expect(renderRuleMessage('en-US', checkCommodityQuantities([{ quantity: 0 }])!)).toBe(
      'Row 1: quantity must not be zero',
    );
  });

  it('requires a whole quantity and accepts valid lines', () => {
    expect(checkCommodityQuantities([{ quantity: 1.5 }])?.key).toBe('lmsQuantityInteger');
    expect(checkCommodityQuantities([{ quantity: -2 }])?.key).toBe('lmsQuantityInteger');
    expect(checkCommodityQuantities([{ quantity: 3 }, { quantity: '4' }])).toBeUndefined();
    expect(checkCommodityQuantities([])?.key).toBe('lmsCommodityRequired');
  });

  it('makes editable only public-config fields commodities.* enabled for a single waybill', () => {
    const editable = editableCommodityFields([
      { field: 'commodities.quantity', enableSingle: true },
      { field: 'commodities.nameEn', enableSingle: true },
      { field: 'commodities.hsCode', enableSingle: false },
      { field: 'recipient.name', enableSingle: true },
    ]);
    expect([...editable].sort()).toEqual(['nameEn', 'quantity']);
  });

  it('refuses a change to a read-only field, accepts changes to editable ones', () => {
    const editable = new Set(['quantity', 'nameEn']);
    const original = [{ id: 'a', nameEn: 'Shirt', quantity: 1, hsCode: '6109' }];
    expect(
      checkEditableOnly(original, [{ id: 'a', nameEn: 'T-shirt', quantity: 3, hsCode: '6109' }], editable),
    ).toBeUndefined();
    expect(checkEditableOnly(original, [{ id: 'a', quantity: 3, hsCode: '9999' }], editable)).toEqual({
      key: 'lmsFieldNotEditable',
      params: ['hsCode'],
    });
    // a new line may carry the defaults and editable fields only
    expect(
      checkEditableOnly(original, [{ ...defaultCommodityLine(), nameEn: 'Cap' }], editable),
    ).toBeUndefined();
    expect(checkEditableOnly(original, [{ nameEn: 'Cap', quantity: 1, hsCode: '1' }], editable)?.key).toBe(
      'lmsFieldNotEditable',
    );
    expect(checkEditableOnly(original, [{ id: 'gone', quantity: 1 }], editable)?.key).toBe('staleData');
  });
});
