import {
  channel,
  customer,
  loadedSubConfigs,
  loadSubConfigs,
  orderConfigTemplate,
  zone,
} from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { formPayload, initialFormValues } from '#web/components/resource/form-values.ts';
import { objectFields, rowFields } from './sub-fields.ts';
import {
  emptyRow,
  isEmptyRow,
  objectPayload,
  rowsPayload,
  subConfigFormValue,
  subConfigPayload,
  subConfigProblem,
  toList,
} from './sub-values.ts';

const entities = { zone, orderConfigTemplate, customer, channel } as const;
const loaded = {
  zone: await loadSubConfigs(zone.fields),
  orderConfigTemplate: await loadSubConfigs(orderConfigTemplate.fields),
  customer: await loadSubConfigs(customer.fields),
  channel: await loadSubConfigs(channel.fields),
};

/** The sub-config of `entity.field`, from the field's description. */
const editor = (key: string) => {
  const [name, field] = key.split('.') as [keyof typeof entities, string];
  const e = loaded[name][field];
  if (!e) throw new Error(key);
  return e;
};

describe('schema → inputs', () => {
  it('maps zone rows to text and pasted-list columns in schema order', () => {
    expect(rowFields(editor('zone.zones').schema)).toEqual([
      { key: 'name', kind: 'text' },
      { key: 'timeliness', kind: 'text' },
      { key: 'countryCodes', kind: 'list' },
      { key: 'postcodePrefixes', kind: 'list' },
      { key: 'shippingNotice', kind: 'text' },
    ]);
  });

  it('maps order field configs: switches with their defaults, whole numbers with their range, lists', () => {
    expect(rowFields(editor('orderConfigTemplate.fieldConfigs').schema)).toEqual([
      { key: 'field', kind: 'text' },
      { key: 'show', kind: 'bool', initial: true },
      { key: 'required', kind: 'bool', initial: false },
      { key: 'maxLength', kind: 'number', int: true, min: 1, max: 10_000 },
      { key: 'allowedOptions', kind: 'list' },
      { key: 'defaultValue', kind: 'text' },
    ]);
  });

  it('maps channel limit (a refined object) to switch, enum selects and a decimal', () => {
    expect(objectFields(editor('channel.channelLimit').schema)).toEqual([
      { key: 'enable', kind: 'bool', initial: false },
      { key: 'mode', kind: 'enum', values: ['bill', 'piece', 'weight', 'square'] },
      { key: 'period', kind: 'enum', values: ['day', 'week', 'month'] },
      { key: 'limit', kind: 'number', int: false, min: 0, max: 1e9 },
    ]);
  });

  it('nests the carry units of the weight config as a row table', () => {
    const carry = objectFields(editor('channel.weightConfig').schema).find((f) => f.key === 'carryUnits');
    expect(carry?.kind).toBe('rows');
    if (carry?.kind !== 'rows') return;
    expect(carry.fields.map((f) => `${f.key}:${f.kind}`)).toEqual([
      'startWeight:number',
      'endWeight:number',
      'unit:number',
      'type:enum',
    ]);
  });

  it('reads the sub-configs from the JSON fields that describe one (loaded once)', () => {
    expect(Object.keys(loaded.zone)).toEqual(['zones']);
    expect(Object.keys(loaded.orderConfigTemplate)).toEqual(['fieldConfigs']);
    expect(Object.keys(loaded.customer)).toEqual(['invoiceTitles', 'pickUpAddresses']);
    expect(Object.keys(loaded.channel)).toEqual(['channelLimit', 'serviceLimit', 'weightConfig']);
    expect(editor('zone.zones').kind).toBe('rows');
    expect(editor('channel.serviceLimit').kind).toBe('object');
    expect(loadedSubConfigs(zone.fields)).toBe(loaded.zone);
  });
});

describe('value conversions', () => {
  it('splits pasted lists on commas, Chinese commas and semicolons', () => {
    expect(toList('US，CA;MX')).toEqual(['US', 'CA', 'MX']);
    expect(toList([' US ', 'CA；MX', ''])).toEqual(['US', 'CA', 'MX']);
    expect(toList(undefined)).toEqual([]);
  });

  it('drops empty rows and blank cells; no rows left is null (not configured)', () => {
    const fields = rowFields(editor('zone.zones').schema);
    expect(isEmptyRow(fields, emptyRow(fields))).toBe(true);
    expect(
      rowsPayload(fields, [
        { name: ' Zone 1 ', countryCodes: 'US，CA;MX', timeliness: '' },
        { name: '', countryCodes: [] },
      ]),
    ).toEqual([{ name: 'Zone 1', countryCodes: ['US', 'CA', 'MX'] }]);
    expect(rowsPayload(fields, [{}, { name: '  ' }])).toBeNull();
    expect(rowsPayload(fields, undefined)).toBeNull();
  });

  it('starts a new row with switches at their defaults', () => {
    expect(emptyRow(rowFields(editor('orderConfigTemplate.fieldConfigs').schema))).toEqual({
      show: true,
      required: false,
    });
  });

  it('saves an object with nothing filled in (switches off) as null', () => {
    const fields = objectFields(editor('channel.channelLimit').schema);
    expect(objectPayload(fields, { enable: false, limit: null })).toBeNull();
    expect(objectPayload(fields, null)).toBeNull();
    expect(objectPayload(fields, { enable: true, mode: 'piece', limit: 5 })).toEqual({
      enable: true,
      mode: 'piece',
      limit: 5,
    });
  });

  it('cleans nested carry-unit rows inside the weight config', () => {
    const e = editor('channel.weightConfig');
    expect(
      subConfigPayload(e, {
        minChargeWeight: 1,
        carryUnits: [{}, { startWeight: 0, endWeight: 5, unit: 0.5, type: 'actualWeight' }],
      }),
    ).toEqual({
      minChargeWeight: 1,
      carryUnits: [{ startWeight: 0, endWeight: 5, unit: 0.5, type: 'actualWeight' }],
    });
  });

  it('reads stored values into drafts (null rows as no rows, null objects stay null)', () => {
    expect(subConfigFormValue(editor('zone.zones'), null)).toEqual([]);
    expect(subConfigFormValue(editor('channel.serviceLimit'), null)).toBeNull();
  });
});

describe('validation with the shared schema', () => {
  const zones = editor('zone.zones');
  it('answers the zone check with the sequence', () => {
    expect(subConfigProblem(zones, [{ name: 'A' }, { timeliness: '3 days' }], 'Zones', 'en-US')).toBe(
      'Zone name empty at sequence 2',
    );
    expect(subConfigProblem(zones, [{ name: 'A' }, {}], 'Zones', 'en-US')).toBeNull();
  });

  it('names the sub-field of a schema issue as "{field}/{sub-field}"', () => {
    expect(subConfigProblem(zones, [{ name: 'x'.repeat(36) }], 'Zones', 'en-US')).toContain(
      'Zones/Zone name',
    );
    const limit = editor('channel.channelLimit');
    expect(subConfigProblem(limit, { enable: true }, 'Channel limit', 'en-US')).toContain(
      'Channel limit/Limit',
    );
  });

  it('accepts nothing configured unless the field is required', () => {
    expect(subConfigProblem(zones, [], 'Zones', 'en-US')).toBeNull();
    expect(subConfigProblem(zones, [], 'Zones', 'en-US', true)).not.toBeNull();
  });
});

describe('the resource form with a sub-config editor', () => {
  it('edits zone rows as drafts and sends clean rows (or null)', () => {
    const record = {
      id: 'z1',
      version: 1,
      code: 'Z',
      name: 'Zones',
      zones: [{ name: 'A', countryCodes: ['US'] }],
    };
    const values = initialFormValues(zone, { kind: 'edit', record }, loaded.zone);
    expect(values.zones).toEqual([{ name: 'A', countryCodes: ['US'] }]);
    const payload = formPayload(
      zone,
      { ...values, zones: [{ name: 'A', countryCodes: 'US;CA' }, {}] },
      { kind: 'edit', record },
      [],
      loaded.zone,
    );
    expect(payload.zones).toEqual([{ name: 'A', countryCodes: ['US', 'CA'] }]);
    expect(formPayload(zone, { ...values, zones: [] }, { kind: 'create' }, [], loaded.zone).zones).toBeNull();
  });
});
