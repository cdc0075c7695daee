import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from '../../lms/waybill/rule-result.ts';
import {
  APPEND_MODE_OPTIONS,
  ATTRIBUTE_TYPE_OPTIONS,
  DISCOUNT_MODE_OPTIONS,
  EFFECT_STATUS_OPTIONS,
  PRICE_KIND_OPTIONS,
  SUBJECT_RULE_OPTIONS,
} from './price-options.ts';
import {
  checkPriceImportRow,
  checkPriceMode,
  checkPriceTable,
  checkServiceFeeRow,
  checkSurchargeTemplateRow,
  effectStatus,
  findPriceConflicts,
} from './price-rules.ts';
import {
  APPEND_MODES,
  ATTRIBUTE_TYPES,
  DISCOUNT_MODES,
  EFFECT_STATUSES,
  PRICE_KINDS,
  priceTableSchema,
  SUBJECT_RULES,
} from './price-schema.ts';
import { NOW, table } from './pricing-test-kit.ts';

describe('price modes', () => {
  it("agent price does not support base; sales price does not support API (the spec's messages)", () => {
    expect(checkPriceMode('agent', 'base')?.key).toBe('pricingAgentNoBase');
    expect(checkPriceMode('sales', 'api')?.key).toBe('pricingSalesNoApi');
    expect(renderRuleMessage('en-US', checkPriceMode('agent', 'base')!)).toBe(
      'Agent price does not support base mode',
    );
    expect(renderRuleMessage('zh-CN', checkPriceMode('sales', 'api')!)).toBe('销售价不支持API模式');
    for (const ok of [
      ['customer', 'base'],
      ['customer', 'api'],
      ['agent', 'api'],
      ['sales', 'base'],
      ['agent', 'common'],
    ] as const) {
      expect(checkPriceMode(ok[0], ok[1])).toBeUndefined();
    }
  });
  it('checks a whole table: mode, base, API, customer-only functions, validity, range order', () => {
    expect(checkPriceTable(table())).toBeUndefined();
    expect(checkPriceTable(table({ kind: 'agent', mode: 'base' }))?.key).toBe('pricingAgentNoBase');
    expect(checkPriceTable(table({ mode: 'base' }))?.key).toBe('pricingBaseRequired');
    expect(checkPriceTable(table({ mode: 'api' }))?.key).toBe('pricingApiRequired');
    expect(checkPriceTable(table({ kind: 'agent', customerIds: ['C1'] }))?.key).toBe(
      'pricingOnlyCustomerQuote',
    );
    expect(checkPriceTable(table({ effectiveTo: '2025-01-01T00:00:00Z' }))?.key).toBe(
      'pricingEffectiveRange',
    );
    const badRange = table({
      weightRanges: [{ attributeType: 'freight', price: '1', startWeight: '5', endWeight: '2' }],
    });
    expect(checkPriceTable(badRange)).toEqual({ key: 'pricingWeightRangeOrder', params: [1] });
  });
  it('the schema refuses what is not a number', () => {
    const bad = priceTableSchema.safeParse({
      id: 'x',
      kind: 'customer',
      productId: 'P1',
      effectiveFrom: NOW,
      weightRanges: [{ attributeType: 'unitPrice', price: 'abc' }],
    });
    expect(bad.success).toBe(false);
    const negative = priceTableSchema.safeParse({
      id: 'x',
      kind: 'customer',
      productId: 'P1',
      effectiveFrom: NOW,
      weightRanges: [{ attributeType: 'unitPrice', price: -1 }],
    });
    expect(negative.success).toBe(false);
  });
});

describe('effect status follows the clock', () => {
  const v = {
    effectiveFrom: new Date('2026-11-01T00:00:00Z'),
    effectiveTo: new Date('2026-12-01T00:00:00Z'),
  };
  it('willEffective before, effective from the start (inclusive), expired from the end (exclusive)', () => {
    expect(effectStatus(v, new Date('2026-10-31T23:59:59Z'))).toBe('willEffective');
    expect(effectStatus(v, new Date('2026-11-01T00:00:00Z'))).toBe('effective');
    expect(effectStatus(v, new Date('2026-11-30T23:59:59Z'))).toBe('effective');
    expect(effectStatus(v, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
    expect(effectStatus({ effectiveFrom: v.effectiveFrom }, new Date('2099-01-01T00:00:00Z'))).toBe(
      'effective',
    );
  });
});

describe('import rows', () => {
  it('refuses a price row without weight range and zone, or without type or value', () => {
    expect(checkPriceImportRow({ attributeType: 'freight', price: '1' }, 3)).toEqual({
      key: 'pricingImportRangeAndZoneEmpty',
      params: [3],
    });
    expect(checkPriceImportRow({ zone: 'US', price: '1' }, 4)).toEqual({
      key: 'pricingImportTypeOrValueEmpty',
      params: [4],
    });
    expect(checkPriceImportRow({ zone: 'US', attributeType: 'freight', price: ' ' }, 5)?.key).toBe(
      'pricingImportTypeOrValueEmpty',
    );
    expect(
      checkPriceImportRow({ startWeight: 0, endWeight: 10, attributeType: 'freight', price: 0 }, 6),
    ).toBeUndefined();
  });
  it('refuses a service fee row without subject or percent and a surcharge template without formula', () => {
    expect(checkServiceFeeRow({ subject: 'insurance' }, 2)?.key).toBe('pricingServiceFeeRowEmpty');
    expect(checkServiceFeeRow({ subject: 'insurance', appendPercent: 0.01 }, 2)).toBeUndefined();
    expect(renderRuleMessage('en-US', checkSurchargeTemplateRow({ formula: '' }, 7)!)).toBe(
      'Row 7: surcharge template formula cannot be empty',
    );
    expect(checkSurchargeTemplateRow({ formula: '10' }, 7)).toBeUndefined();
  });
});

describe('overlap detection', () => {
  const zoned = (id: string, zones: string[], over = {}) =>
    table({ id, weightRanges: [{ zones, attributeType: 'unitPrice', price: '1' }], ...over });
  it('finds prices of the same product and channel sharing customers, zones and time', () => {
    const a = zoned('a', ['US', 'EU'], { customerIds: ['C1', 'C2'] });
    const b = zoned('b', ['EU'], { customerIds: ['C2', 'C3'], effectiveFrom: '2026-06-01T00:00:00Z' });
    expect(findPriceConflicts(a, [b])).toEqual([
      { priceId: 'b', name: '', customers: ['C2'], zones: ['EU'], from: b.effectiveFrom, to: null },
    ]);
  });
  it('does not flag other customers, zones, products, channels, kinds or periods', () => {
    const a = zoned('a', ['US'], { customerIds: ['C1'], effectiveTo: '2026-06-01T00:00:00Z' });
    expect(findPriceConflicts(a, [zoned('b', ['US'], { customerIds: ['C2'] })])).toEqual([]);
    expect(findPriceConflicts(a, [zoned('b', ['EU'])])).toEqual([]);
    expect(findPriceConflicts(a, [zoned('b', ['US'], { productId: 'P2' })])).toEqual([]);
    expect(findPriceConflicts(a, [zoned('b', ['US'], { channelId: 'C9' })])).toEqual([]);
    expect(findPriceConflicts(a, [zoned('b', ['US'], { kind: 'agent' })])).toEqual([]);
    // b starts when a ends (a's end is exclusive)
    expect(findPriceConflicts(a, [zoned('b', ['US'], { effectiveFrom: '2026-06-01T00:00:00Z' })])).toEqual(
      [],
    );
    expect(findPriceConflicts(a, [a])).toEqual([]);
  });
  it('an empty customer list or zone list covers everything', () => {
    const everyone = zoned('a', [], {});
    const list = findPriceConflicts(everyone, [zoned('b', ['EU'], { customerIds: ['C5'] })]);
    expect(list.map((c) => [c.customers, c.zones])).toEqual([[['C5'], ['EU']]]);
  });
});

describe('option labels', () => {
  it('label every value of every price enumeration in the three languages', () => {
    const all = [
      [PRICE_KINDS, PRICE_KIND_OPTIONS],
      [ATTRIBUTE_TYPES, ATTRIBUTE_TYPE_OPTIONS],
      [DISCOUNT_MODES, DISCOUNT_MODE_OPTIONS],
      [APPEND_MODES, APPEND_MODE_OPTIONS],
      [SUBJECT_RULES, SUBJECT_RULE_OPTIONS],
      [EFFECT_STATUSES, EFFECT_STATUS_OPTIONS],
    ] as const;
    for (const [values, options] of all) {
      expect(options.map((o) => o.value)).toEqual([...values]);
      for (const o of options) expect(Object.values(o.label).every((t) => t.length > 0)).toBe(true);
    }
    expect(ATTRIBUTE_TYPE_OPTIONS.find((o) => o.value === 'startContinue')?.label['zh-CN']).toBe('首重+续重');
  });
});
