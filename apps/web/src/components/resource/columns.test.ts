import { country } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  applyColumnSettings,
  arrangeColumns,
  buildColumnModels,
  buildDetailModels,
  displayValue,
  MASK,
  moveKey,
  parseColumnSettings,
} from './columns.ts';
import type { EntityRecord } from './resource-types.ts';
import { sampleEntity } from './test-entity.ts';

const record: EntityRecord = {
  id: 'r1',
  version: 3,
  enabled: false,
  code: 'ZZ',
  kind: 2,
  tags: ['x', 'y'],
  active: true,
  currency: 'USD',
  countryId: 'c1',
  countryIdLabel: '中国',
  weight: '12.500',
  aliases: ['a', 'b'],
  secret: 'top',
  config: { a: 1 },
  customerIdLabel: 'Demo customer',
};
const ctx = {
  lang: 'en-US' as const,
  permissions: [] as string[],
  dictionaries: new Map([['currency', new Map([['USD', 'US dollar']])]]),
};
const f = sampleEntity.fields;

describe('values as the user reads them', () => {
  it('shows labels of enums, yes/no, dictionaries and references', () => {
    expect(displayValue('kind', f.kind, record, ctx)).toBe('Beta');
    expect(displayValue('tags', f.tags, record, ctx)).toBe('Ex, Why');
    expect(displayValue('active', f.active, record, ctx)).toBe('Yes');
    expect(displayValue('enabled', undefined, record, ctx)).toBe('No');
    expect(displayValue('currency', f.currency, record, ctx)).toBe('US dollar');
    expect(displayValue('countryId', f.countryId, record, ctx)).toBe('中国');
    expect(displayValue('customerId', undefined, record, ctx)).toBe('Demo customer');
    expect(displayValue('kind', f.kind, record, { ...ctx, lang: 'zh-CN' })).toBe('乙');
  });

  it('keeps decimals as given and joins lists', () => {
    expect(displayValue('weight', f.weight, record, ctx)).toBe('12.500');
    expect(displayValue('aliases', f.aliases, record, ctx)).toBe('a, b');
    expect(displayValue('config', f.config, record, ctx)).toBe('{"a":1}');
    expect(displayValue('name', f.name, record, ctx)).toBe('');
  });

  it('masks values without the mask permission', () => {
    expect(displayValue('secret', f.secret, record, ctx)).toBe(MASK);
    expect(displayValue('secret', f.secret, record, { ...ctx, permissions: ['test/sample:secret'] })).toBe(
      'top',
    );
    expect(displayValue('code', f.code, { ...record, code: MASK }, ctx)).toBe(MASK);
  });
});

describe('list columns', () => {
  it('come from the listed fields, then enabled and (staff) the customer', () => {
    const keys = buildColumnModels(sampleEntity, 'en-US', 'staff').map((c) => c.key);
    expect(keys).not.toContain('note');
    expect(keys).not.toContain('config');
    expect(keys.slice(0, 3)).toEqual(['code', 'name', 'email']);
    expect(keys.slice(-2)).toEqual(['enabled', 'customerId']);
    expect(buildColumnModels(sampleEntity, 'en-US', 'customer').map((c) => c.key)).not.toContain(
      'customerId',
    );
  });

  it('carry titles in the language and sortability', () => {
    const columns = buildColumnModels(country, 'vi-VN', 'staff');
    expect(columns[0]).toMatchObject({ key: 'code', title: 'Mã 2 chữ', sortable: true, width: 110 });
    expect(columns.find((c) => c.key === 'aliases')?.sortable).toBe(false);
    expect(columns.map((c) => c.key)).not.toContain('postcodePattern');
    expect(columns.at(-1)).toMatchObject({ key: 'enabled', title: 'Kích hoạt' });
  });

  it('the detail view lists every field', () => {
    const keys = buildDetailModels(sampleEntity, 'en-US', 'staff').map((c) => c.key);
    expect(keys).toContain('note');
    expect(keys).toContain('config');
  });
});

describe('column settings', () => {
  const columns = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
  it('hide and reorder columns; unknown columns keep their place after the known ones', () => {
    const settings = { order: ['c', 'a', 'gone'], hidden: ['b'] };
    expect(arrangeColumns(columns, settings).map((c) => c.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyColumnSettings(columns, settings).map((c) => c.key)).toEqual(['c', 'a', 'd']);
    expect(applyColumnSettings(columns, null).map((c) => c.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('read saved content defensively', () => {
    expect(parseColumnSettings('{"order":["a"],"hidden":["b",3]}')).toEqual({ order: ['a'], hidden: ['b'] });
    expect(parseColumnSettings({ order: 'x' })).toEqual({ order: [], hidden: [] });
    expect(parseColumnSettings('not json')).toBeNull();
    expect(parseColumnSettings(null)).toBeNull();
  });

  it('move a column up or down', () => {
    expect(moveKey(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
