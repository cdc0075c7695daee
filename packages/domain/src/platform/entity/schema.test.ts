import { describe, expect, it } from 'vitest';
import { defineEntity, field, l, options } from './define.ts';
import { entitySchemas, splitList } from './schema.ts';

const sample = defineEntity({
  name: 'sample',
  api: 'basic/sample',
  table: 'basic_sample',
  title: l('样例', 'Sample', 'Mẫu'),
  permission: 'setting/basic/sample',
  actions: ['insert', 'update', 'delete'],
  labelField: 'name',
  menuGroup: 'settings.basic',
  route: '/setting/basic/sample',
  fields: {
    code: field.text(l('编码', 'Code', 'Mã'), {
      max: 2,
      length: 2,
      required: true,
      upper: true,
      format: 'upperCode',
    }),
    name: field.text(l('名称', 'Name', 'Tên'), { max: 35, required: true }),
    email: field.text(l('邮箱', 'Email', 'Email'), { max: 100, format: 'email' }),
    weight: field.decimal(l('重量', 'Weight', 'Cân nặng'), { scale: 3, min: '0', max: '999.999' }),
    count: field.int(l('数量', 'Count', 'Số lượng'), { min: 1, max: 999 }),
    kind: field.enum(l('类型', 'Kind', 'Loại'), {
      options: options([1, l('一', 'One', 'Một')], [2, l('二', 'Two', 'Hai')]),
    }),
    aliases: field.textList(l('别名', 'Aliases', 'Bí danh'), { itemMax: 10, maxItems: 3 }),
    active: field.bool(l('启用', 'Active', 'Kích hoạt'), { default: true }),
  },
});

const { insert, update } = entitySchemas(sample);
const issue = (r: ReturnType<typeof insert.safeParse>) => (r.success ? null : r.error.issues[0]);

describe('entity payload schemas', () => {
  it('accepts a valid row and normalises values', () => {
    const r = insert.parse({
      code: 'cn',
      name: ' China ',
      weight: 1.5,
      count: '3',
      kind: '2',
      aliases: 'a，b;c',
    });
    expect(r).toEqual({
      code: 'CN',
      name: 'China',
      email: null,
      weight: '1.500',
      count: 3,
      kind: 2,
      aliases: ['a', 'b', 'c'],
      active: true,
    });
  });
  it('refuses a missing or whitespace-only required field', () => {
    expect(issue(insert.safeParse({ code: 'CN' }))?.path).toEqual(['name']);
    expect(issue(insert.safeParse({ code: 'CN', name: '   ' }))?.path).toEqual(['name']);
  });
  it('checks length, format, range and enum', () => {
    expect(issue(insert.safeParse({ code: 'CHN', name: 'x' }))?.code).toBe('too_big');
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', email: 'nope' }))?.message).toBe('invalidFormat');
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', weight: '1000' }))?.message).toBe(
      'valueOutOfRange',
    );
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', weight: '1.2345' }))?.message).toBe(
      'invalidFormat',
    );
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', kind: 3 }))?.message).toBe('invalidEnum');
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', aliases: 'a,b,c,d' }))?.code).toBe('too_big');
    expect(issue(insert.safeParse({ code: 'CN', name: 'x', count: 0 }))?.code).toBe('too_small');
  });
  it('update is the same schema plus id and version', () => {
    expect(issue(update.safeParse({ code: 'CN', name: 'x' }))?.path).toEqual(['id']);
    const id = '0b7e6c1e-2f7a-4c1b-9a57-1d2f3c4b5a69';
    expect(update.parse({ id, version: '0', code: 'CN', name: 'x' })).toMatchObject({ id, version: 0 });
    expect(Object.keys(update.shape).sort()).toEqual([...Object.keys(insert.shape), 'id', 'version'].sort());
  });
  it('splits pasted lists on commas, Chinese commas and semicolons', () => {
    expect(splitList('a, b，c；d;e\nf')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('payload edge cases', () => {
  it('a required whole number left empty reads as missing, text must be a whole number', () => {
    const { insert } = entitySchemas({
      fields: { level: field.int(l('等级', 'Level', 'Mức'), { required: true, min: 1, max: 9 }) },
    });
    const missing = insert.safeParse({});
    expect(missing.success ? null : missing.error.issues[0]).toMatchObject({
      path: ['level'],
      code: 'invalid_type',
    });
    expect(missing.success ? null : (missing.error.issues[0] as { input?: unknown }).input).toBeUndefined();
    expect(insert.safeParse({ level: '' }).success).toBe(false);
    expect(insert.parse({ level: ' 3 ' })).toEqual({ level: 3 });
    expect(insert.safeParse({ level: '3.5' }).error?.issues[0]).toMatchObject({
      code: 'invalid_type',
      path: ['level'],
    });
    expect(insert.safeParse({ level: 10 }).error?.issues[0]?.code).toBe('too_big');
  });
  it('a decimal that is not a number is a format error, never a crash', () => {
    expect(() => insert.safeParse({ code: 'CN', name: 'x', weight: 'abc' })).not.toThrow();
    expect(insert.safeParse({ code: 'CN', name: 'x', weight: 'abc' }).error?.issues[0]?.message).toBe(
      'invalidFormat',
    );
    expect(insert.safeParse({ code: 'CN', name: 'x', weight: '1.23456' }).error?.issues.length).toBe(1);
  });
});
