import { describe, expect, it } from 'vitest';
import { batchBody, withTemplates } from './price-batch-form.ts';
import type { SurchargeTemplateRecord } from './price-book-api.ts';

const ids = ['p1', 'p2'];

describe('price batch-change form', () => {
  it('fuel sends only the ticked settings; nothing ticked sends nothing; empty clears', () => {
    expect(
      batchBody('fuel', 'customer', ids, { setRate: true, customFuelRate: 0.15, fuelDiscount: 0.5 }),
    ).toEqual({
      kind: 'customer',
      ids,
      fields: ['customFuelRate'],
      customFuelRate: '0.15',
      fuelDiscount: '0.5',
    });
    expect(batchBody('fuel', 'customer', ids, { setDiscount: true, fuelDiscount: null })).toMatchObject({
      fields: ['fuelDiscount'],
      fuelDiscount: null,
    });
    expect(batchBody('fuel', 'customer', ids, {})).toBeNull();
  });

  it('zone splits pasted prefixes, or renames', () => {
    expect(batchBody('zone', 'agent', ids, { op: 'prefixes', zone: ' A ', prefixes: '90, 91\n92' })).toEqual({
      kind: 'agent',
      ids,
      op: 'prefixes',
      zone: 'A',
      postcodePrefixes: ['90', '91', '92'],
    });
    expect(batchBody('zone', 'agent', ids, { op: 'rename', zone: 'A', newName: 'West ' })).toMatchObject({
      op: 'rename',
      newName: 'West',
    });
  });

  it('surcharge sends the whole surcharge to add or replace, only the subject to remove', () => {
    expect(
      batchBody('surcharge', 'customer', ids, {
        op: 'add',
        subject: 'remote',
        formula: '25',
        maxValue: 40,
        fuelIncluded: true,
      }),
    ).toMatchObject({
      op: 'add',
      surcharge: {
        subject: 'remote',
        formula: '25',
        maxValue: '40',
        minValue: null,
        fuelIncluded: true,
        thirdPartySettlement: false,
      },
    });
    expect(
      batchBody('surcharge', 'customer', ids, { op: 'remove', subject: 'remote', formula: 'x' }),
    ).toEqual({
      kind: 'customer',
      ids,
      op: 'remove',
      subject: 'remote',
    });
  });

  it('customer and remark bodies', () => {
    expect(batchBody('customer', 'customer', ids, { op: 'remove', customerIds: ['c1'] })).toMatchObject({
      op: 'remove',
      customerIds: ['c1'],
    });
    expect(batchBody('remark', 'sales', ids, { remark: '  Q4 ' })).toEqual({
      kind: 'sales',
      ids,
      remark: 'Q4',
    });
  });

  it('templates are copied into the surcharges, replacing a surcharge of the same subject', () => {
    const template = (name: string, subject: string, formula: string | null): SurchargeTemplateRecord => ({
      id: name,
      name,
      subject,
      formula,
      minValue: '5',
      maxValue: null,
      fuelIncluded: true,
      customFuelRate: '0.1',
      thirdPartySettlement: true,
    });
    const current = [
      { subject: 'remote', formula: '25', fuelIncluded: false },
      { subject: 'oversize', formula: '50', fuelIncluded: false },
    ];
    const out = withTemplates(current, [template('R', 'remote', '30'), template('E', 'empty', null)]);
    expect(out).toEqual([
      { subject: 'oversize', formula: '50', fuelIncluded: false },
      {
        subject: 'remote',
        formula: '30',
        minValue: '5',
        maxValue: null,
        fuelIncluded: true,
        customFuelRate: '0.1',
        thirdPartySettlement: true,
        zones: [],
        goodsTypes: [],
      },
    ]);
  });
});
