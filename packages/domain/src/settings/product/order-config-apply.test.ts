import { describe, expect, it } from 'vitest';
import { orderFieldConfigSchema } from './order-config.schema.ts';
import { applyOrderConfig, hiddenOrderFields, valueAt } from './order-config-apply.ts';

const cfg = (...x: object[]) => x.map((c) => orderFieldConfigSchema.parse(c));
const order = { customerNo: 'C-1', recipient: { name: 'Ann', addressType: '' }, goodsDescs: ['toy'] };

describe('applyOrderConfig', () => {
  it('passes an order without a config untouched', () => {
    expect(applyOrderConfig(undefined, order)).toEqual({ order, issues: [] });
    expect(applyOrderConfig([], order).order).toBe(order);
  });
  it('fills an empty field with its default without changing the caller’s order', () => {
    const configs = cfg({
      field: 'recipient.addressType',
      allowedOptions: ['fba', 'business'],
      defaultValue: 'fba',
    });
    const result = applyOrderConfig(configs, order);
    expect(result.issues).toEqual([]);
    expect(valueAt(result.order, 'recipient.addressType')).toBe('fba');
    expect(result.order.recipient.name).toBe('Ann');
    expect(order.recipient.addressType).toBe('');
    expect(applyOrderConfig(cfg({ field: 'orderRemark', defaultValue: 'FBA' }), {}).order).toEqual({
      orderRemark: 'FBA',
    });
  });
  it('names the field and the rule it breaks: required, max length, allowed options', () => {
    const configs = cfg(
      { field: 'fbaShipmentId', required: true },
      { field: 'customerNo', maxLength: 2 },
      { field: 'recipient.addressType', allowedOptions: ['fba'] },
      { field: 'goodsDescs', allowedOptions: ['book'] },
    );
    const { issues } = applyOrderConfig(configs, { ...order, recipient: { addressType: 'system' } });
    expect(issues).toEqual([
      { field: 'fbaShipmentId', rule: 'required', key: 'orderConfigFieldRequired' },
      { field: 'customerNo', rule: 'maxLength', key: 'orderConfigFieldTooLong', limit: '2' },
      {
        field: 'recipient.addressType',
        rule: 'allowedOptions',
        key: 'orderConfigFieldNotAllowed',
        limit: 'fba',
      },
      { field: 'goodsDescs', rule: 'allowedOptions', key: 'orderConfigFieldNotAllowed', limit: 'book' },
    ]);
  });
  it('accepts values within the rules; an empty optional field is not checked', () => {
    const configs = cfg(
      { field: 'customerNo', maxLength: 3, required: true },
      { field: 'recipient.addressType', allowedOptions: ['fba'] },
      { field: 'euDestination', allowedOptions: ['DE'] },
    );
    expect(
      applyOrderConfig(configs, { customerNo: 'C-1', recipient: { addressType: 'fba' } }).issues,
    ).toEqual([]);
  });
  it('lists the hidden fields', () => {
    expect([
      ...hiddenOrderFields(cfg({ field: 'insureValue', show: false }, { field: 'customerNo' })),
    ]).toEqual(['insureValue']);
  });
});
