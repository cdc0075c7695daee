import { describe, expect, it } from 'vitest';
import {
  checkCustomersLeft,
  type PriceBatchCustomerPayload,
  withCustomers,
  withFuel,
  withRemark,
  withSurcharge,
  withZone,
} from './price-batch.ts';
import { surchargeSchema } from './price-schema.ts';
import { table } from './pricing-test-kit.ts';

const base = table({
  name: 'T',
  customerIds: ['c1'],
  zones: [{ name: 'A', countryCodes: ['US'], postcodePrefixes: ['9'] }],
  weightRanges: [
    { zones: ['A', 'B'], attributeType: 'unitPrice', price: '1' },
    { zones: [], attributeType: 'unitPrice', price: '2' },
  ],
  surcharges: [surchargeSchema.parse({ subject: 'remote', formula: '25', zones: ['A'] })],
});
const target = { kind: 'customer' as const, ids: ['x'] };

describe('price batch changes', () => {
  it('fuel sets only the fields named; the same values change nothing', () => {
    const p = { ...target, fields: ['customFuelRate' as const], customFuelRate: '0.1', fuelDiscount: '0.9' };
    expect(withFuel(base, p)!.fuel).toEqual({ customFuelRate: '0.1' });
    expect(withFuel(withFuel(base, p)!, p)).toBeNull();
  });

  it('zone: prefixes of the named zone; rename everywhere without duplicates; unknown zone unchanged', () => {
    const prefixed = withZone(base, { ...target, op: 'prefixes', zone: 'A', postcodePrefixes: ['90'] })!;
    expect(prefixed.zones[0]!.postcodePrefixes).toEqual(['90']);
    const renamed = withZone(base, { ...target, op: 'rename', zone: 'A', newName: 'B', force: false })!;
    expect(renamed.zones[0]!.name).toBe('B');
    expect(renamed.weightRanges.map((r) => r.zones)).toEqual([['B'], []]);
    expect(renamed.surcharges[0]!.zones).toEqual(['B']);
    expect(withZone(base, { ...target, op: 'rename', zone: 'Q', newName: 'R', force: false })).toBeNull();
  });

  it('surcharge: add only where missing, replace only where present, remove', () => {
    const oversize = surchargeSchema.parse({ subject: 'oversize', formula: '50' });
    expect(withSurcharge(base, { ...target, op: 'add', surcharge: oversize })!.surcharges).toHaveLength(2);
    expect(withSurcharge(base, { ...target, op: 'replace', surcharge: oversize })).toBeNull();
    const remote = surchargeSchema.parse({ subject: 'remote', formula: '30' });
    expect(withSurcharge(base, { ...target, op: 'add', surcharge: remote })).toBeNull();
    expect(withSurcharge(base, { ...target, op: 'replace', surcharge: remote })!.surcharges[0]!.formula).toBe(
      '30',
    );
    expect(withSurcharge(base, { ...target, op: 'remove', subject: 'remote' })!.surcharges).toEqual([]);
  });

  it('customers: add without duplicates, remove, and refuse leaving a customer table without any', () => {
    const p = (op: 'add' | 'remove', customerIds: string[]): PriceBatchCustomerPayload => ({
      ...target,
      op,
      customerIds,
      force: false,
    });
    expect(withCustomers(base, p('add', ['c1', 'c2']))!.customerIds).toEqual(['c1', 'c2']);
    expect(withCustomers(base, p('add', ['c1']))).toBeNull();
    const emptied = withCustomers(base, p('remove', ['c1']))!;
    expect(emptied.customerIds).toEqual([]);
    expect(checkCustomersLeft(base, emptied)).toEqual({ key: 'priceBatchLastCustomer', params: ['T'] });
    expect(checkCustomersLeft(base, withCustomers(base, p('add', ['c2']))!)).toBeUndefined();
  });

  it('remark: blank clears it', () => {
    expect(withRemark(base, { ...target, remark: 'x' })!.remark).toBe('x');
    expect(withRemark({ ...base, remark: 'x' }, { ...target, remark: '' })!.remark).toBeNull();
  });
});
