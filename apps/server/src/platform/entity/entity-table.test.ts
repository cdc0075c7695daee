import { defineEntity, ENTITIES, field, l } from '@freightdesk/domain';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { entityRegistry, entityServices } from '../../entities.ts';
import { schema } from '../../schema.ts';
import { mapWriteError } from './entity-check.ts';
import { criteriaWhere } from './entity-query.ts';
import { createEntityRegistry } from './entity-runtime.ts';
import { entityTable, indexName, snakeCase } from './entity-table.ts';

describe('entity tables', () => {
  it('every registered entity has a table exported for drizzle-kit, with a column per field', () => {
    const exported = new Set(Object.values(schema));
    for (const def of ENTITIES) {
      const rt = entityRegistry.get(def.name);
      expect(exported.has(rt.table), def.name).toBe(true);
      const config = getTableConfig(rt.table);
      expect(config.name).toBe(def.table);
      // hand-written tables (customer) name columns by property; the database's casing makes them snake_case
      const columns = config.columns.map((c) => snakeCase(c.name));
      for (const key of Object.keys(def.fields))
        expect(columns, `${def.name}.${key}`).toContain(snakeCase(key));
      expect(columns).toEqual(expect.arrayContaining(['id', 'version', 'created_at', 'updated_by']));
      if (def.actions.includes('enable')) expect(columns).toContain('enabled');
      if (def.customerScoped) expect(columns).toContain('customer_id');
      const indexes = config.indexes.map((i) => i.config.name);
      for (const keys of rt.uniqueKeys) expect(indexes).toContain(indexName(def.table, keys, 'uq'));
    }
  });

  it('money-like decimals are exact numeric columns and required fields are not null', () => {
    const cabinet = getTableConfig(entityRegistry.get('cabinetConfig').table);
    const maxWeight = cabinet.columns.find((c) => c.name === 'max_weight')!;
    expect(maxWeight.getSQLType()).toBe('numeric(18, 3)');
    const code = cabinet.columns.find((c) => c.name === 'code')!;
    expect(code.notNull).toBe(true);
    expect(code.getSQLType()).toBe('varchar(10)');
  });
});

describe('raced writes', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });

  it('maps a unique violation to "{label} already exists" and a foreign-key violation to its message', () => {
    const country = entityRegistry.get('country');
    const unique = mapWriteError(wrapped({ code: '23505', constraint: 'basic_country_code_uq' }), country);
    expect(unique).toBeInstanceOf(BizError);
    expect((unique as BizError).render('en-US')).toBe('Two-letter code already exists');
    const fk = { code: '23503', constraint: 'basic_province_country_id_basic_country_id_fk' };
    expect((mapWriteError(wrapped(fk), country) as BizError).render('en-US')).toBe(
      'Destination country is still used by Province / state and cannot be deleted',
    );
    expect((mapWriteError(wrapped(fk), entityRegistry.get('province')) as BizError).render('en-US')).toBe(
      'Country does not exist',
    );
    const other = new Error('boom');
    expect(mapWriteError(other, country)).toBe(other);
  });
});

describe('criteria', () => {
  const sample = defineEntity({
    name: 'rangeSample',
    api: 'basic/rangeSample',
    table: 'range_sample',
    title: l('样例', 'Sample', 'Mẫu'),
    permission: 'setting/basic/rangeSample',
    actions: ['insert'],
    labelField: 'name',
    menuGroup: 'settings.basic',
    route: '/setting/basic/range-sample',
    fields: {
      name: field.text(l('名称', 'Name', 'Tên'), { max: 20, search: 'keyword' }),
      weight: field.decimal(l('重量', 'Weight', 'Cân nặng'), { scale: 3, search: 'range' }),
      shippedOn: field.date(l('日期', 'Date', 'Ngày'), { search: 'range' }),
    },
  });
  const rt = createEntityRegistry([{ def: sample, table: entityTable(sample) }], entityServices).get(
    'rangeSample',
  );
  const staff = { auth: { userType: 'staff', customerId: null } } as unknown as AuthedContext;
  const render = (criteria: Record<string, unknown>) => {
    const where = criteriaWhere(staff, rt, criteria);
    return where ? new PgDialect().sqlToQuery(where) : null;
  };

  it('range takes [from, to], either end open; values convert like payloads', () => {
    const both = render({ weight: ['1.5', 2], shippedOn: [null, '2024-02-01'] })!;
    expect(both.sql).toBe(
      '(("range_sample"."weight" >= $1 and "range_sample"."weight" <= $2) and "range_sample"."shipped_on" <= $3)',
    );
    expect(both.params).toEqual(['1.500', '2.000', '2024-02-01']);
    expect(render({ weight: [null, ''] })).toBeNull();
    expect(() => render({ shippedOn: ['yesterday', null] })).toThrow(BizError);
  });
});
