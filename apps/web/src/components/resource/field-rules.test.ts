import type { FieldDef } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { fieldProblem, fieldRules, isRequiredField } from './field-rules.ts';
import { sampleEntity } from './test-entity.ts';

const f = sampleEntity.fields;
const en = (field: FieldDef, value: unknown) => fieldProblem(field, value, 'en-US');

describe('form rules from field descriptions', () => {
  it('text: required, whitespace, exact length, pattern (after upper-casing)', () => {
    expect(en(f.code, undefined)).toBe('Code cannot be empty');
    expect(en(f.code, '   ')).toBe('Code cannot be empty');
    expect(en(f.code, 'A')).toBe('Code must be exactly 2 characters');
    expect(en(f.code, 'ABC')).toBe('Maximum length of Code cannot exceed 2');
    expect(en(f.code, 'A1')).toBe('Code is not in a valid format');
    expect(en(f.code, 'zz')).toBeNull();
    expect(en(f.code, ' ZZ ')).toBeNull();
  });

  it('text: min and max length count the trimmed text; optional whitespace-only is refused', () => {
    expect(en(f.name, 'a')).toBe('Name must be at least 2 characters');
    expect(en(f.name, 'abcdef')).toBe('Maximum length of Name cannot exceed 5');
    expect(en(f.name, ' abc ')).toBeNull();
    expect(en(f.name, '  ')).toBe('Name cannot be only whitespace');
    expect(en(f.name, '')).toBeNull();
    expect(en(f.name, undefined)).toBeNull();
  });

  it('text formats: email, URL, hex, digits, upper code', () => {
    expect(en(f.email, 'nobody')).toBe('Email is not in a valid format');
    expect(en(f.email, 'a@b.co')).toBeNull();
    expect(en(f.website, 'example.com')).toBe('Website is not in a valid format');
    expect(en(f.website, 'https://example.com')).toBeNull();
    expect(en(f.colour, '#12zz')).toBe('Colour is not in a valid format');
    expect(en(f.colour, '#1a2B3c')).toBeNull();
    expect(en(f.digits, '12a')).toBe('Digits is not in a valid format');
    expect(en(f.digits, '0123')).toBeNull();
    expect(en(f.shortCode, 'ab-1')).toBe('Short code is not in a valid format');
    expect(en(f.shortCode, 'AB_1')).toBeNull();
  });

  it('int: required, integer, range', () => {
    expect(en(f.level, null)).toBe('Level cannot be empty');
    expect(en(f.level, 0)).toBe('Level cannot be less than 1');
    expect(en(f.level, 10)).toBe('Level cannot be greater than 9');
    expect(en(f.level, 1.5)).toBe('Level is not in a valid format');
    expect(en(f.level, 9)).toBeNull();
  });

  it('decimal: format, scale and range on strings (exact beyond float precision)', () => {
    expect(en(f.weight, '1.2345')).toBe('Weight is not in a valid format');
    expect(en(f.weight, '1000')).toBe('Weight is out of the allowed range');
    expect(en(f.weight, '-1')).toBe('Weight is out of the allowed range');
    expect(en(f.weight, 'abc')).toBe('Weight is not in a valid format');
    expect(en(f.weight, '999.999')).toBeNull();
    expect(en(f.weight, null)).toBeNull();
    expect(en(f.bigNo, '999999999999999999')).toBeNull();
    expect(en(f.bigNo, '1000000000000000000')).toBe('Big number is out of the allowed range');
  });

  it('enum, multiple enum, dictionary, reference, bool', () => {
    expect(en(f.kind, undefined)).toBe('Kind cannot be empty');
    expect(en(f.kind, 3)).toBe('Kind is not one of the allowed values');
    expect(en(f.kind, 2)).toBeNull();
    expect(en(f.tags, ['x', 'z'])).toBe('Tags is not one of the allowed values');
    expect(en(f.tags, ['x', 'y'])).toBeNull();
    expect(en(f.currency, 'USD')).toBeNull();
    expect(en(f.countryId, 'not-a-uuid')).toBe('Country is not in a valid format');
    expect(en(f.countryId, '7f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b')).toBeNull();
    expect(en(f.active, undefined)).toBeNull();
    expect(isRequiredField(f.active)).toBe(false);
    expect(isRequiredField(f.kind)).toBe(true);
  });

  it('dates and text lists', () => {
    expect(en(f.day, '2024-13')).toBe('Day is not in a valid format');
    expect(en(f.day, '2024-01-31')).toBeNull();
    expect(en(f.at, 'yesterday')).toBe('At is not in a valid format');
    expect(en(f.at, '2024-01-31T08:00:00.000Z')).toBeNull();
    expect(en(f.aliases, ['abcde'])).toBe('Maximum length of Aliases cannot exceed 4');
    expect(en(f.aliases, ['a', 'b', 'c'])).toBe('Aliases exceeds the maximum limit of 2');
    expect(en(f.aliases, ['ab', 'cd'])).toBeNull();
  });

  it('JSON must parse', () => {
    expect(en(f.config, '{"a": 1}')).toBeNull();
    expect(en(f.config, '{a: 1}')).toBe('Config is not in a valid format');
    expect(en(f.config, '')).toBeNull();
  });

  it('speaks the current language', () => {
    expect(fieldProblem(f.code, '', 'zh-CN')).toBe('编码不能为空');
    expect(fieldProblem(f.code, 'A', 'vi-VN')).toBe('Mã phải có đúng 2 ký tự');
  });

  it('gives antd one validator that rejects with the message', async () => {
    const [rule] = fieldRules(f.code, 'en-US');
    const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validator({}, '')).rejects.toThrow('Code cannot be empty');
    await expect(validator({}, 'ZZ')).resolves.toBeUndefined();
  });
});
