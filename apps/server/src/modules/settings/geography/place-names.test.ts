import type { Language } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Row } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Place and role names in the caller's language (issue 13 §5). */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const post = <T = unknown>(url: string, body: unknown, lang: Language) =>
  t.post<T>(url, body, { token: admin, lang });

describe('names in the caller language', () => {
  it('countries in pickers: Chinese, English or Vietnamese name', async () => {
    const label = async (lang: Language) =>
      (await post<{ label: string }[]>('/basic/country/autocomplete', { keyword: 'CN' }, lang)).data.map(
        (c) => c.label,
      );
    expect(await label('zh-CN')).toContain('中国');
    expect(await label('en-US')).toContain('China');
    expect(await label('vi-VN')).toContain('Trung Quốc');
    // typed in the language shown finds it too
    const found = await post<{ label: string }[]>(
      '/basic/country/autocomplete',
      { keyword: 'Trung' },
      'vi-VN',
    );
    expect(found.data.map((c) => c.label)).toEqual(['Trung Quốc']);
  });

  it('references to countries and provinces in lists: the name in the language', async () => {
    const cities = async (lang: Language) =>
      (await post<Page>('/basic/city/search', { criteria: { keyword: 'SZ' } }, lang)).data.records;
    const [zh] = await cities('zh-CN');
    const [en] = await cities('en-US');
    const [vi] = await cities('vi-VN');
    expect([zh!.provinceIdLabel, en!.provinceIdLabel, vi!.provinceIdLabel]).toEqual([
      '广东省',
      'Guangdong',
      'Quảng Đông',
    ]);
    const provinces = (await post<Page>('/basic/province/search', { criteria: { keyword: 'GD' } }, 'vi-VN'))
      .data.records as Row[];
    expect(provinces[0]!.countryIdLabel).toBe('Trung Quốc');
  });

  it('a place without a Vietnamese name shows its English name in Vietnamese', async () => {
    const [gb] = (await post<Page>('/basic/province/search', { criteria: { keyword: 'ENG' } }, 'vi-VN')).data
      .records;
    const id = gb!.id;
    const updated = await post('/basic/province/update', { ...gb, nameVi: '' }, 'vi-VN');
    expect(updated.code).toBe(0);
    const again = await post<{ id: string; label: string }[]>(
      '/basic/province/autocomplete',
      { ids: [id] },
      'vi-VN',
    );
    expect(again.data[0]!.label).toBe('England');
  });

  it('seeded roles are named in the three languages; a renamed role as typed', async () => {
    const roles = async (lang: Language) =>
      (await post<{ code: string; displayName: string }[]>('/user/role/list', {}, lang)).data;
    const name = async (lang: Language) => (await roles(lang)).find((r) => r.code === 'admin')!.displayName;
    expect(await name('zh-CN')).toBe('系统管理员');
    expect(await name('en-US')).toBe('System administrator');
    expect(await name('vi-VN')).toBe('Quản trị hệ thống');
    const me = async (lang: Language) =>
      (await t.get<{ user: { roleName: string } }>('/user/user/current', {}, { token: admin, lang })).data
        .user.roleName;
    expect(await me('en-US')).toBe('System administrator');
    expect(await me('zh-CN')).toBe('系统管理员');
    const cs = (await post<Page>('/user/role/search', { criteria: { keyword: 'customerService' } }, 'en-US'))
      .data.records[0]!;
    const renamed = await post(
      '/user/role/update',
      { id: cs.id, version: cs.version, code: cs.code, name: '客服主管' },
      'en-US',
    );
    expect(renamed.code).toBe(0);
    expect((await roles('en-US')).find((r) => r.code === 'customerService')!.displayName).toBe('客服主管');
  });
});
