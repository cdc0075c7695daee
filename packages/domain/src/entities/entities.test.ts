import { describe, expect, it } from 'vitest';
import { flattenPermissionTree } from '../permission-tree.ts';
import { entitySchemas } from '../platform/entity/schema.ts';
import { LANGUAGES } from '../platform/enums.ts';
import { checkGoodsDescNames } from '../settings/goods/goods.entity.ts';
import { ENTITIES, findEntity } from './index.ts';

describe('entity registry', () => {
  it('names, APIs, tables and routes are unique', () => {
    for (const key of ['name', 'api', 'table', 'route'] as const) {
      // several entities may share a table when each has its own fixed values (warehouses, employees)
      const values = ENTITIES.filter((e) => key !== 'table' || !e.fixed).map((e) => e[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });
  it('every reference points to a registered entity and its label field', () => {
    for (const e of ENTITIES) {
      for (const [name, f] of Object.entries(e.fields)) {
        if (f.type !== 'ref') continue;
        const target = findEntity(f.entity);
        expect(target, `${e.name}.${name} → ${f.entity}`).toBeDefined();
        expect(Object.keys(target!.fields)).toContain(f.labelField);
      }
    }
  });
  it('every label is given in the three languages', () => {
    for (const e of ENTITIES) {
      for (const lang of LANGUAGES) expect(e.title[lang], `${e.name} title ${lang}`).toBeTruthy();
      for (const [name, f] of Object.entries(e.fields)) {
        for (const lang of LANGUAGES) expect(f.label[lang], `${e.name}.${name} ${lang}`).toBeTruthy();
        if (f.type === 'enum')
          for (const o of f.options) for (const lang of LANGUAGES) expect(o.label[lang]).toBeTruthy();
      }
    }
  });
  it('every entity action has a permission code in the tree', () => {
    const codes = new Set(flattenPermissionTree());
    for (const e of ENTITIES) {
      expect(codes.has(e.permission), e.permission).toBe(true);
      for (const a of e.actions) expect(codes.has(`${e.permission}:${a}`), `${e.permission}:${a}`).toBe(true);
    }
  });
  it('every entity builds its payload schemas', () => {
    for (const e of ENTITIES) expect(() => entitySchemas(e), e.name).not.toThrow();
  });
});

describe('entity rules', () => {
  it('goods description names are at most 10 characters each, split on the spec separators', () => {
    expect(checkGoodsDescNames('手机壳, 数据线，充电器;耳机；这是一个非常长的品名名称啊')).toEqual({
      names: ['手机壳', '数据线', '充电器', '耳机', '这是一个非常长的品名名称啊'],
      tooLong: ['这是一个非常长的品名名称啊'],
    });
    expect(checkGoodsDescNames('a,a').names).toEqual(['a']);
  });
  it('country codes are two letters and upper-cased', () => {
    const { insert } = entitySchemas(findEntity('country')!);
    expect(insert.parse({ code: 'de', nameCn: '德国', nameEn: 'Germany' }).code).toBe('DE');
    expect(insert.safeParse({ code: 'd1', nameCn: '德国', nameEn: 'Germany' }).success).toBe(false);
  });
  it('an airport code is three letters', () => {
    const { insert } = entitySchemas(findEntity('airPort')!);
    expect(
      insert.safeParse({ code: 'SZX', countryId: '0b7e6c1e-2f7a-4c1b-9a57-1d2f3c4b5a69', nameCn: '深圳宝安' })
        .success,
    ).toBe(true);
    expect(
      insert.safeParse({ code: 'SZ', countryId: '0b7e6c1e-2f7a-4c1b-9a57-1d2f3c4b5a69', nameCn: '深圳宝安' })
        .success,
    ).toBe(false);
  });
});
