import { describe, expect, it } from 'vitest';
import { dayRangeToInstants, searchCriteria } from './business-log-api.ts';
import { changeRows, entityTitle } from './change-rows.ts';

const ctx = { lang: 'en-US' as const, permissions: [] };

describe('changeRows', () => {
  it('labels described fields in the language, shows enum and yes/no values as labels, in field order', () => {
    const rows = changeRows(
      'customer',
      {
        before: { detainStatus: false, level: 'A', name: 'Old' },
        after: { detainStatus: true, level: 'B', name: 'New' },
      },
      ctx,
      (k) => `?${k}`,
    );
    expect(rows).toEqual([
      { key: 'name', label: 'Short name', before: 'Old', after: 'New' },
      { key: 'level', label: 'Level', before: 'Level A', after: 'Level B' },
      { key: 'detainStatus', label: 'Detained', before: 'No', after: 'Yes' },
    ]);
    const zh = changeRows('customer', { after: { level: 'C' } }, { ...ctx, lang: 'zh-CN' }, String);
    expect(zh).toEqual([{ key: 'level', label: '客户等级', before: '', after: 'C级' }]);
  });

  it('names keys of hand-written actions by the fallback and shows unknown values as text', () => {
    const rows = changeRows(
      'customer',
      { after: { username: 'minh', customerKey: 'fdk_****abcd' } },
      ctx,
      (k) => (k === 'username' ? 'Username' : k),
    );
    expect(rows.map((r) => [r.label, r.after])).toEqual([
      ['API key', 'fdk_****abcd'],
      ['Username', 'minh'],
    ]);
    expect(changeRows('nothing', { after: { a: { b: 1 } } }, ctx, String)).toEqual([
      { key: 'a', label: 'a', before: '', after: '{"b":1}' },
    ]);
  });

  it('titles entities by their description, unknown ones by name', () => {
    expect(entityTitle('customer', 'vi-VN')).toBe('Khách hàng');
    expect(entityTitle('legacy', 'en-US')).toBe('legacy');
  });
});

describe('search criteria', () => {
  it('drops blanks and turns the day range into instants covering both days', () => {
    expect(searchCriteria({ entity: '', entityId: '  ', keyword: ' ann ' })).toEqual({ keyword: 'ann' });
    const [from, to] = dayRangeToInstants(['2026-11-01', '2026-11-02'])!;
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(2 * 86_400_000 - 1);
    expect(dayRangeToInstants(['', ''])).toBeUndefined();
    expect(dayRangeToInstants(['', '2026-11-02'])![0]).toBe('');
  });
});
