import { describe, expect, it } from 'vitest';
import { MESSAGES, message } from '../../messages.ts';
import { LANGUAGES, pickLanguage } from '../enums.ts';
import { FIELD_LABELS, fieldLabel } from './fields.ts';
import { fillPlaceholders } from './format.ts';

describe('message catalogue', () => {
  it('has every message in all three languages with the same placeholders', () => {
    for (const [key, entry] of Object.entries(MESSAGES)) {
      const holes = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort().join();
      for (const lang of LANGUAGES) expect(entry[lang], `${key} ${lang}`).toBeTruthy();
      expect(holes(entry['en-US']), key).toBe(holes(entry['zh-CN']));
      expect(holes(entry['vi-VN']), key).toBe(holes(entry['zh-CN']));
    }
    for (const entry of Object.values(FIELD_LABELS))
      for (const lang of LANGUAGES) expect(entry[lang]).toBeTruthy();
  });
  it('fills placeholders in the caller language', () => {
    expect(message('en-US', 'required', [fieldLabel('en-US', 'username')])).toBe('Username cannot be empty');
    expect(message('zh-CN', 'required', [fieldLabel('zh-CN', 'username')])).toBe('用户名不能为空');
    expect(message('vi-VN', 'maxLength', ['Tên', 35])).toBe('Độ dài tối đa của Tên không được vượt quá 35');
    expect(fillPlaceholders('{0}-{1}-{2}', ['a', 1])).toBe('a-1-');
    expect(fieldLabel('en-US', 'unknownField')).toBe('unknownField');
  });
  it('picks the language from Accept-Language', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLanguage('vi')).toBe('vi-VN');
    expect(pickLanguage('fr-FR, en;q=0.5')).toBe('en-US');
    expect(pickLanguage('de')).toBe('zh-CN');
    expect(pickLanguage(undefined)).toBe('zh-CN');
  });
});
