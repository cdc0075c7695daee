import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Dict = { id: string; number: string; type: string; name: string; readOnly: boolean };
type Item = { code: string; name: Record<string, string> };

let t: TestApp;
let admin: string;
let service: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
});
afterAll(() => t.close());

const names = (zh: string, en: string, vi: string) => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });
const call = <T = unknown>(url: string, body: unknown, token = admin, lang?: 'zh-CN' | 'en-US') =>
  t.post<T>(`/common/${url}`, body, { token, lang });
const dictionaries = async () => (await call<Dict[]>('dictionary/list', undefined)).data;

describe('dictionary maintenance', () => {
  it('refuses every write without setting/dictionary:update', async () => {
    const sex = (await dictionaries()).find((d) => d.type === 'sex')!;
    const refusals = await Promise.all([
      call('dictionary/insert', { number: '9001', type: 'x', name: names('甲', 'X', 'X') }, service),
      call(
        'dictionary/update',
        { id: sex.id, number: '1001', type: 'sex', name: names('甲', 'X', 'X') },
        service,
      ),
      call('dictionary/deleteBatch', { ids: [sex.id] }, service),
      call('dictionaryItem/save', { dictionaryId: sex.id, items: [] }, service),
    ]);
    for (const r of refusals) expect(r).toMatchObject({ code: -1, msg: 'No permission at present' });
  });

  it('refuses any change to a read-only (system) dictionary, in the caller language', async () => {
    const sex = (await dictionaries()).find((d) => d.type === 'sex')!;
    expect(sex.readOnly).toBe(true);
    const body = { id: sex.id, number: '1001', type: 'sex', name: names('性别', 'Gender', 'Giới tính') };
    expect((await call('dictionary/update', body)).msg).toBe('Read-only data, modification prohibited');
    expect((await call('dictionary/update', body, admin, 'zh-CN')).msg).toBe('只读数据，禁止修改');
    expect((await call('dictionary/deleteBatch', { ids: [sex.id] })).msg).toBe(
      'Read-only data, modification prohibited',
    );
    const save = { dictionaryId: sex.id, items: [{ code: '9', name: names('未知', 'Unknown', 'Không rõ') }] };
    expect((await call('dictionaryItem/save', save)).msg).toBe('Read-only data, modification prohibited');
    expect((await call('dictionaryItem/save', save, admin, 'zh-CN')).msg).toBe('只读数据，禁止修改');
    // nothing changed
    const items = await call<Item[]>('dictionaryItem/list', { dictionaryId: sex.id });
    expect(items.data.map((i) => i.code)).not.toContain('9');
  });

  it('creates, renames, fills and deletes a dictionary of its own; duplicates are refused', async () => {
    const created = await call<Dict>('dictionary/insert', {
      number: '9001',
      type: 'incoterm',
      name: names('贸易条款', 'Incoterm', 'Điều kiện thương mại'),
    });
    expect(created.data).toMatchObject({
      number: '9001',
      type: 'incoterm',
      name: 'Incoterm',
      readOnly: false,
    });
    const id = created.data.id;
    expect(
      (await call('dictionary/insert', { number: '9001', type: 'other', name: names('甲', 'A', 'A') })).msg,
    ).toBe('Dictionary number already exists');
    expect(
      (await call('dictionary/update', { id, number: '9001', type: 'sex', name: names('甲', 'A', 'A') })).msg,
    ).toBe('Type already exists');
    const renamed = await call<Dict>('dictionary/update', {
      id,
      number: '9001',
      type: 'incoterm',
      name: names('贸易术语', 'Trade terms', 'Điều khoản'),
    });
    expect(renamed.data.name).toBe('Trade terms');

    // items: a round trip, then a replacement; duplicated codes refused
    const items = [
      { code: 'FOB', name: names('离岸价', 'Free on board', 'FOB') },
      { code: 'DDP', name: names('完税后交货', 'Delivered duty paid', 'DDP') },
    ];
    expect((await call('dictionaryItem/save', { dictionaryId: id, items })).code).toBe(0);
    expect((await call<Item[]>('dictionaryItem/list', { dictionaryId: id })).data).toEqual(items);
    const zh = await t.get<{ code: string; name: string }[]>(
      '/common/dictionary/items',
      { type: 'incoterm' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(zh.data).toEqual([
      { code: 'FOB', name: '离岸价' },
      { code: 'DDP', name: '完税后交货' },
    ]);
    const twice = { dictionaryId: id, items: [items[0], items[0]] };
    expect((await call('dictionaryItem/save', twice)).msg).toBe('FOB already exists');
    expect((await call('dictionaryItem/save', { dictionaryId: id, items: [items[1]] })).code).toBe(0);
    expect((await call<Item[]>('dictionaryItem/list', { dictionaryId: id })).data).toEqual([items[1]]);

    expect((await call('dictionary/deleteBatch', { ids: [id] })).code).toBe(0);
    expect((await dictionaries()).some((d) => d.id === id)).toBe(false);
    expect((await call('dictionaryItem/list', { dictionaryId: id })).msg).toBe('Data does not exist');
  });
});
