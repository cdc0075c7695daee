import { orderFieldConfigSchema, waybillOrderSchema } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  checkOrderConfig,
  configByField,
  orderConfigDefaults,
  orderFieldProps,
} from './order-config-form.ts';
import { emptyOrderForm } from './order-form.ts';

const cfg = (...x: object[]) => x.map((c) => orderFieldConfigSchema.parse(c));
const FBA = cfg(
  { field: 'customerNo', required: true, maxLength: 30 },
  { field: 'recipient.addressType', allowedOptions: ['fba', 'business'], defaultValue: 'fba' },
  { field: 'insureValue', show: false },
  { field: 'orderRemark', defaultValue: 'FBA' },
);
const order = waybillOrderSchema.parse({
  productId: '00000000-0000-4000-8000-000000000001',
  sender: { name: 'Li Ming', countryCode: 'CN', address1: 'Fuyong' },
  recipient: { name: 'John', countryCode: 'US', city: 'LA', address1: '1 Main', addressType: 'fba' },
  invoice: { declareValue: '10' },
  commodities: [{ nameEn: 'Toy', quantity: 1, unitPrice: '1' }],
});

describe('the order form under a product order config', () => {
  it('refuses as the server words it, in the user’s language, and fills the defaults', () => {
    expect(checkOrderConfig(FBA, order, 'en-US')).toEqual({
      ok: false,
      message: "Customer number is required by the product's order config",
    });
    expect(checkOrderConfig(FBA, order, 'zh-CN')).toMatchObject({
      message: '客户单号不能为空（产品下单配置）',
    });
    const residential = {
      ...order,
      customerNo: 'A1',
      recipient: { ...order.recipient, addressType: 'residential' },
    };
    expect(checkOrderConfig(FBA, residential, 'en-US')).toMatchObject({
      message: "Address type must be one of fba, business by the product's order config",
    });
    const passed = checkOrderConfig(FBA, { ...order, customerNo: 'A1' }, 'en-US');
    expect(passed).toMatchObject({ ok: true, order: { customerNo: 'A1', orderRemark: 'FBA' } });
    expect(checkOrderConfig(undefined, order, 'en-US')).toEqual({ ok: true, order });
  });

  it('a chosen product fills its defaults into blank fields, keeping what was typed', () => {
    expect(orderConfigDefaults(FBA, emptyOrderForm())).toEqual([
      { name: ['recipient', 'addressType'], value: 'fba' },
      { name: ['orderRemark'], value: 'FBA' },
    ]);
    const typed = {
      ...emptyOrderForm(),
      orderRemark: 'mine',
      recipient: { addressType: 'business' as const },
    };
    expect(orderConfigDefaults(FBA, typed)).toEqual([]);
  });

  it('tells each form item whether it hides, is required, its max length and options', () => {
    const byField = configByField(FBA);
    expect(orderFieldProps(byField, 'customerNo', 50)).toEqual({
      hidden: false,
      required: true,
      maxLength: 30,
      options: undefined,
    });
    expect(orderFieldProps(byField, 'insureValue').hidden).toBe(true);
    expect(orderFieldProps(byField, 'recipient.addressType').options).toEqual(['fba', 'business']);
    expect(orderFieldProps(byField, 'customerExtraNo', 50)).toEqual({
      hidden: false,
      required: false,
      maxLength: 50,
      options: undefined,
    });
  });
});
