import { field, l } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { MASK } from './columns.ts';
import { formPayload, initialFormValues, isEditable } from './form-values.ts';
import type { EntityRecord } from './resource-types.ts';
import { sampleEntity } from './test-entity.ts';

const record: EntityRecord = {
  id: 'r1',
  version: 4,
  code: 'ZZ',
  name: 'Zed',
  level: 2,
  weight: '1.500',
  kind: 1,
  tags: ['x'],
  config: { a: 1 },
  secret: MASK,
  aliases: ['a'],
  active: true,
};

describe('form values', () => {
  it('start from defaults for a new row', () => {
    const values = initialFormValues(sampleEntity, { kind: 'create' });
    expect(values.active).toBe(false);
    expect(values.code).toBeUndefined();
  });

  it('start a new row from given values (a sub-unit of a tree node); a multiple default is a list', () => {
    const values = initialFormValues(sampleEntity, { kind: 'create', values: { name: 'Sub', level: 3 } });
    expect(values).toMatchObject({ name: 'Sub', level: 3, active: false });
    const many = {
      fields: {
        modes: field.enum(l('方式', 'Modes', 'Cách'), { options: [], multiple: true, default: 'normal' }),
      },
    };
    expect(initialFormValues(many, { kind: 'create' }).modes).toEqual(['normal']);
  });

  it('copy a row without its unique fields; JSON becomes text', () => {
    const values = initialFormValues(sampleEntity, { kind: 'copy', record });
    expect(values.code).toBeUndefined();
    expect(values.name).toBe('Zed');
    expect(values.config).toBe('{\n  "a": 1\n}');
  });

  it('pass a field with its own control as it is: its default for a new row, the row value otherwise', () => {
    const own = { config: { defaultValue: { all: [] } } };
    expect(initialFormValues(sampleEntity, { kind: 'create' }, {}, own).config).toEqual({ all: [] });
    const edit = { kind: 'edit' as const, record };
    const values = initialFormValues(sampleEntity, edit, {}, own);
    expect(values.config).toEqual({ a: 1 });
    expect(formPayload(sampleEntity, { ...values, config: { any: [] } }, edit, [], {}, own).config).toEqual({
      any: [],
    });
    expect(formPayload(sampleEntity, { ...values, config: undefined }, edit, [], {}, own).config).toBeNull();
  });

  it('lock read-only fields on edit and masked fields for users without the permission', () => {
    const edit = { kind: 'edit' as const, record };
    expect(isEditable(sampleEntity.fields.code, edit, [])).toBe(false);
    expect(isEditable(sampleEntity.fields.code, { kind: 'create' }, [])).toBe(true);
    expect(isEditable(sampleEntity.fields.secret, edit, [])).toBe(false);
    expect(isEditable(sampleEntity.fields.secret, edit, ['test/sample:secret'])).toBe(true);
  });

  it('build the write payloads', () => {
    const values = {
      ...initialFormValues(sampleEntity, { kind: 'edit', record }),
      config: '{"b":2}',
      note: undefined,
    };
    const update = formPayload(sampleEntity, values, { kind: 'edit', record }, []);
    expect(update).toMatchObject({
      id: 'r1',
      version: 4,
      code: 'ZZ',
      config: { b: 2 },
      note: null,
      tags: ['x'],
    });
    expect(update).not.toHaveProperty('secret');
    const copy = formPayload(sampleEntity, { ...values, code: 'ZY' }, { kind: 'copy', record }, []);
    expect(copy).toMatchObject({ id: 'r1', code: 'ZY' });
    expect(copy).not.toHaveProperty('version');
    const insert = formPayload(sampleEntity, { code: 'ZX', secret: 's' }, { kind: 'create' }, []);
    expect(insert).toMatchObject({ code: 'ZX', secret: 's', aliases: [], tags: [], weight: null });
    expect(insert).not.toHaveProperty('id');
  });
});
