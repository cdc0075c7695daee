import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../platform/entity/schema.ts';
import { serviceLimitSchema, weightConfigSchema } from '../channel/channel.schema.ts';
import { checkZoneRows } from '../zone/zone.entity.ts';
import { zoneRowSchema } from '../zone/zone.schema.ts';
import { orderFieldConfigSchema } from './order-config.schema.ts';
import { checkOrderFieldConfigs } from './order-config.ts';
import { product } from './product.entity.ts';

const rows = (...r: object[]) => r.map((x) => zoneRowSchema.parse(x));

describe('zone rows', () => {
  it('accepts named zones', () => {
    expect(
      checkZoneRows(
        rows({ name: 'Zone 1', countryCodes: 'US,CA' }, { name: 'Zone 2', postcodePrefixes: '90；91' }),
      ),
    ).toBeUndefined();
    expect(rows({ name: 'A', countryCodes: 'US，CA;MX' })[0]!.countryCodes).toEqual(['US', 'CA', 'MX']);
  });
  it('names the sequence of a zone without a name', () => {
    expect(checkZoneRows(rows({ name: 'Zone 1' }, { timeliness: '3-5 days' }))).toEqual({
      sequence: 2,
      key: 'zoneNameEmptyAtSequence',
    });
  });
  it('refuses a row with every value empty', () => {
    expect(checkZoneRows(rows({}, { name: 'B' }))).toEqual({ sequence: 1, key: 'zoneRowAllEmpty' });
  });
});

describe('order config', () => {
  const cfg = (x: object) => orderFieldConfigSchema.parse(x);
  it('requires the default value among the allowed options', () => {
    expect(
      checkOrderFieldConfigs([
        cfg({
          field: 'recipient.addressType',
          allowedOptions: ['business', 'residential'],
          defaultValue: 'fba',
        }),
      ]),
    ).toEqual({ index: 0, field: 'recipient.addressType', key: 'orderConfigDefaultNotAllowed' });
    expect(
      checkOrderFieldConfigs([
        cfg({ field: 'recipient.addressType', allowedOptions: ['business'], defaultValue: 'business' }),
      ]),
    ).toBeUndefined();
    expect(checkOrderFieldConfigs([cfg({ field: 'remark', defaultValue: 'any' })])).toBeUndefined();
  });
  it('refuses a hidden required field and a field configured twice', () => {
    expect(checkOrderFieldConfigs([cfg({ field: 'a', show: false, required: true })])?.key).toBe(
      'orderConfigRequiredHidden',
    );
    expect(checkOrderFieldConfigs([cfg({ field: 'a' }), cfg({ field: 'a' })])?.key).toBe('duplicated');
  });
});

describe('channel sub-configs', () => {
  it('service limit min weight cannot exceed max weight', () => {
    expect(serviceLimitSchema.safeParse({ minWeight: 30, maxWeight: 20 }).success).toBe(false);
    expect(
      serviceLimitSchema.safeParse({ minWeight: 0.5, maxWeight: 20, countryCodes: ['US'] }).success,
    ).toBe(true);
  });
  it('weight config carry units have a known type', () => {
    expect(
      weightConfigSchema.safeParse({
        carryUnits: [{ startWeight: 0, endWeight: 21, unit: 0.5, type: 'chargeWeight' }],
      }).success,
    ).toBe(true);
    expect(
      weightConfigSchema.safeParse({ carryUnits: [{ startWeight: 0, endWeight: 21, unit: 0.5, type: 'x' }] })
        .success,
    ).toBe(false);
  });
});

describe('product', () => {
  it('defaults the weight rule to the greater of both and the divisor to 6000 in the form', () => {
    expect(product.fields.weightRule.default).toBe('max');
    expect(product.fields.volumeDivisor.default).toBe(6000);
    const { insert } = entitySchemas(product);
    expect(
      insert.safeParse({
        code: 'P1',
        name: 'x',
        headTransportMode: 'air',
        endDeliveryMode: 'fba',
        weightRule: 'max',
        volumeDivisor: 0,
      }).success,
    ).toBe(false);
  });
});
