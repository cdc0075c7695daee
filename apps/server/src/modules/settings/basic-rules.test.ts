import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSheet } from '#platform/excel/excel.service.ts';
import { importFile, type Page, postJob, type Row } from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The entity rules of the settings-centre basic data, through HTTP. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const post = <T = unknown>(url: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.post<T>(url, body, { token: admin, lang });
const find = async (api: string, criteria: Record<string, unknown>) =>
  (await post<Page>(`/basic/${api}/search`, { criteria })).data.records;
const countryId = async (code: string) =>
  (await find('country', { keyword: code })).find((c) => c.code === code)!.id;

describe('goods descriptions', () => {
  it('batch insert checks every name (at most 10 characters), writes all or nothing', async () => {
    const [category] = await find('goodsDescCategory', { keyword: 'Battery' });
    const tooLong = await post<{ errors: unknown[] }>('/basic/goodsDesc/batchInsert', {
      names: '手机支架, 数据线，这是一个非常长的品名名称啊；耳机套',
      categoryId: category!.id,
    });
    expect(tooLong.code).toBe(-1);
    expect(tooLong.msg).toBe(
      'Row 3: goods description "这是一个非常长的品名名称啊" cannot exceed 10 characters',
    );
    expect(tooLong.data.errors).toEqual([{ row: 3, column: 'Name', message: tooLong.msg }]);
    expect(await find('goodsDesc', { keyword: '手机支架' })).toEqual([]);

    const ok = await post('/basic/goodsDesc/batchInsert', {
      names: '手机支架, 数据线；耳机套',
      categoryId: category!.id,
    });
    expect(ok.data).toEqual({ inserted: 3 });
    const [stand] = await find('goodsDesc', { keyword: '手机支架' });
    expect(stand).toMatchObject({
      categoryId: category!.id,
      categoryIdLabel: '带电 Battery',
      dangerousType: 1,
    });
    const again = await post('/basic/goodsDesc/batchInsert', { names: '数据线', categoryId: category!.id });
    expect(again.msg).toBe('Name 数据线 already exists');

    const all = await t.get<{ name: string }[]>('/basic/goodsDesc/getAllGoodsDesc', undefined, {
      token: admin,
    });
    expect(all.data.map((g) => g.name)).toEqual(expect.arrayContaining(['手机支架', '移动电源', '衣服']));
  });
});

describe('city postcode library', () => {
  it('refuses a row whose state, city and postcode are all empty', async () => {
    const body = { countryId: await countryId('US'), state: ' ', city: null };
    expect((await post('/basic/cityPostcode/insert', body)).msg).toBe(
      'State, City, Postcode cannot all be empty',
    );
    expect((await post('/basic/cityPostcode/insert', body, 'zh-CN')).msg).toBe(
      '州/省、城市、邮编不能全部为空',
    );
    expect((await post('/basic/cityPostcode/insert', { ...body, postcode: '94105' })).code).toBe(0);
  });
});

describe('search modes', () => {
  it('keyword (also over aliases), like, eq, in (array fields), sort and paging', async () => {
    const codes = (rows: Row[]) => rows.map((r) => r.code);
    expect(codes(await find('country', { keyword: 'deutschland' }))).toEqual(['DE']);
    expect(codes(await find('airPort', { city: 'los' }))).toEqual(['LAX']);
    expect(codes(await find('country', { continent: 'OC' }))).toEqual(['AU']);
    expect(codes(await find('agent', { agentTypes: ['delivery'] })).sort()).toEqual(['DEDLV', 'USDLV']);
    expect((await find('remote', { remoteLevel: 2 })).map((r) => r.postcodeFrom)).toEqual(['99501']);
    const page = await post<Page>('/basic/seaPort/search', {
      page: 2,
      size: 2,
      sort: [{ field: 'code', order: 'desc' }],
    });
    expect(page.data).toMatchObject({ total: 4, page: 2, size: 2 });
    expect(codes(page.data.records)).toEqual(['CNSZX', 'CNSHA']);
    const beyond = await post<Page>('/basic/seaPort/search', { page: 9, size: 2 });
    expect(beyond.data).toMatchObject({ records: [], total: 4 });
    expect((await post('/basic/remote/search', { criteria: { remoteLevel: ['x'] } })).msg).toBe(
      'Remote level is not in a valid format',
    );
  });
});

describe('generic rules on basic data', () => {
  it('refuses deleting a row still referenced, deleting nothing', async () => {
    const free = await post<Row>('/basic/country/insert', { code: 'QA', nameCn: '卡塔尔', nameEn: 'Qatar' });
    const cn = await countryId('CN');
    const refused = await post('/basic/country/deleteBatch', { ids: [free.data.id, cn] });
    expect(refused.msg).toBe('中国 is still used by Province / state and cannot be deleted');
    expect(await find('country', { ids: [free.data.id] })).toHaveLength(1);
  });

  it('answers duplicates with "{label} already exists" in the caller\'s language (also mapped from the index)', async () => {
    expect(
      (await post('/basic/country/insert', { code: 'cn', nameCn: '中国2', nameEn: 'China 2' }, 'zh-CN')).msg,
    ).toBe('二字代码已存在');
    const airline = { code: 'ZZ', ladingShortCode: '784', name: 'Test air' };
    expect((await post('/basic/airCompany/insert', airline, 'zh-CN')).msg).toBe('提单简码已存在');
    const us = await countryId('US');
    const province = { countryId: us, code: 'ca', name: 'Dup' };
    expect((await post('/basic/province/insert', province)).msg).toBe('Country/Code already exists');
  });

  it('two simultaneous inserts of one code: one wins, the other answers "already exists"', async () => {
    const body = { code: 'ZQ', nameCn: '测试国', nameEn: 'Testland' };
    const results = await Promise.all([
      post('/basic/country/insert', body),
      post('/basic/country/insert', body),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
    expect(results.find((r) => r.code === -1)!.msg).toBe('Two-letter code already exists');
  });

  it("groups counts by a field with labels in the caller's language", async () => {
    const groups = await post<{ value: unknown; label: string; count: number }[]>(
      '/basic/goodsDescCategory/groupBy',
      { field: 'dangerousType' },
      'zh-CN',
    );
    expect(groups.data).toEqual([
      { value: 0, label: '普货', count: 1 },
      { value: 1, label: '带电', count: 1 },
      { value: 3, label: '液体', count: 1 },
    ]);
    const byCountry = await post<{ label: string }[]>('/basic/airPort/groupBy', { field: 'countryId' });
    expect(byCountry.data[0]).toEqual({ value: expect.any(String), label: 'China', count: 3 });
    const byCountryZh = await post<{ label: string }[]>(
      '/basic/airPort/groupBy',
      { field: 'countryId' },
      'zh-CN',
    );
    expect(byCountryZh.data[0]).toEqual({ value: expect.any(String), label: '中国', count: 3 });
    expect((await post('/basic/country/groupBy', { field: 'nope' })).msg).toBe(
      'Field is not one of the allowed values',
    );
  });

  it('names the exact length, the format, dictionary values and unknown references', async () => {
    const base = { nameCn: '测试', nameEn: 'Test' };
    expect((await post('/basic/country/insert', { ...base, code: 'X' })).msg).toBe(
      'Two-letter code must be exactly 2 characters',
    );
    expect((await post('/basic/country/insert', { ...base, code: 'X1' })).msg).toBe(
      'Two-letter code is not in a valid format',
    );
    expect((await post('/basic/country/insert', { ...base, code: 'XQ', currency: 'XXX' })).msg).toBe(
      'Currency is not one of the allowed values',
    );
    const ghost = { countryId: crypto.randomUUID(), code: 'GH', name: 'Ghost' };
    expect((await post('/basic/province/insert', ghost)).msg).toBe('Country does not exist');
  });

  it('keeps read-only-on-edit fields, and enable/disable drive status counts and pickers', async () => {
    const [de] = await find('country', { keyword: 'DE' });
    const updated = await post<Row>('/basic/country/update', { ...de, code: 'DX', nameEn: 'Germany (DE)' });
    expect(updated.data).toMatchObject({ code: 'DE', nameEn: 'Germany (DE)', version: de!.version + 1 });
    expect((await post('/basic/country/disable', { ids: [de!.id] })).code).toBe(0);
    expect((await post('/basic/country/statusGroup', { criteria: { keyword: 'Germany' } })).data).toEqual({
      all: 1,
      enabled: 0,
      disabled: 1,
    });
    expect((await post('/basic/country/autocomplete', { keyword: 'Germany' })).data).toEqual([]);
    expect((await find('country', { enabled: false })).map((c) => c.code)).toEqual(['DE']);
    await post('/basic/country/enable', { ids: [de!.id] });
    expect((await post('/basic/country/autocomplete', { keyword: 'Germany' })).data).toEqual([
      { id: de!.id, label: 'Germany (DE)' },
    ]);
  });
});

describe('import', () => {
  const headers = ['二字代码', 'Chinese name', 'English name', 'Continent'].map((header) => ({ header }));

  it('a file with one bad row writes nothing and answers row and column messages', async () => {
    const file = await writeSheet('countries', headers, [
      ['KE', '肯尼亚', 'Kenya', 'Africa'],
      ['X1', null, 'Nowhere', 'Atlantis'],
      ['NZ', '新西兰', 'New Zealand', '大洋洲'],
    ]);
    const preview = await importFile<{ importId: string; errors: unknown[]; total: number }>(
      t,
      '/basic/country/import',
      admin,
      file,
    );
    expect(preview.data.total).toBe(3);
    expect(preview.data.errors).toEqual([
      { row: 3, column: 'Two-letter code', message: 'Two-letter code is not in a valid format' },
      { row: 3, column: 'Chinese name', message: 'Chinese name cannot be empty' },
      { row: 3, column: 'Continent', message: 'Continent is not one of the allowed values' },
    ]);
    const confirm = await postJob<{ errors: unknown[] }>(t, '/basic/country/confirmImport', admin, {
      importId: preview.data.importId,
      mode: 1,
    });
    expect(confirm.msg).toBe('The import has 3 errors; nothing was written');
    expect(confirm.data.errors).toEqual(preview.data.errors);
    expect(await find('country', { keyword: 'Kenya' })).toEqual([]);
  });

  it('append refuses rows whose key exists (nothing written); overwrite updates them', async () => {
    const file = await writeSheet('countries', headers, [
      ['JP', '日本国', 'Japan', 'Asia'],
      ['KE', '肯尼亚', 'Kenya', 'Africa'],
    ]);
    const preview = await importFile<{ importId: string; existing: number }>(
      t,
      '/basic/country/import',
      admin,
      file,
    );
    expect(preview.data.existing).toBe(1);
    const append = await postJob<{ errors: unknown[] }>(t, '/basic/country/confirmImport', admin, {
      importId: preview.data.importId,
      mode: 1,
    });
    expect(append.data.errors).toEqual([
      { row: 2, column: 'Two-letter code', message: 'Two-letter code already exists' },
    ]);
    expect(await find('country', { keyword: 'Kenya' })).toEqual([]);
    const again = await importFile<{ importId: string }>(t, '/basic/country/import', admin, file);
    const overwrite = await postJob(t, '/basic/country/confirmImport', admin, {
      importId: again.data.importId,
      mode: 0,
    });
    expect(overwrite.data).toEqual({ inserted: 1, updated: 1, skipped: 0 });
    expect((await find('country', { keyword: 'JP' }))[0]).toMatchObject({
      nameCn: '日本国',
      continent: 'AS',
    });
  });

  it('refuses a missing or unreadable file and an empty sheet', async () => {
    expect((await importFile(t, '/basic/country/import', admin, null)).msg).toBe('Please upload a file');
    expect((await importFile(t, '/basic/country/import', admin, Buffer.from('not a workbook'))).msg).toBe(
      'File read failed, please upload a valid Excel file (xlsx)',
    );
    expect(
      (await importFile(t, '/basic/country/import', admin, await writeSheet('x', headers, []))).msg,
    ).toBe('No data, please check');
  });
});

describe('blacklist', () => {
  it('pastes entries (repeats skipped) and checks values against enabled entries', async () => {
    const pasted = await post('/basic/blackList/paste', {
      type: 'commodity',
      text: 'Fake Brand\n\nfake brand\n仿牌\nReplica Watch',
    });
    expect(pasted.data).toEqual({ inserted: 2, skipped: 2 });
    const hits = await post<{ content: string }[]>('/basic/blackList/isBlack', {
      type: 'commodity',
      values: ['FAKE BRAND sneakers', 'cotton shirt', '仿牌手表'],
    });
    expect(hits.data.map((h) => h.content).sort()).toEqual(['Fake Brand', '仿牌']);
    const [replica] = await find('blackList', { keyword: 'Replica' });
    await post('/basic/blackList/disable', { ids: [replica!.id] });
    const none = await post('/basic/blackList/isBlack', { type: 'commodity', values: ['replica watch'] });
    expect(none.data).toEqual([]);
    const recipient = await post<unknown[]>('/basic/blackList/isBlack', {
      type: 'recipient',
      values: ['fraud receiver ltd'],
    });
    expect(recipient.data).toHaveLength(1);
  });
});

describe('payload messages', () => {
  it('a required whole number left out reads "cannot be empty", a non-number decimal "not in a valid format"', async () => {
    const cn = await countryId('CN');
    const noLevel = await post('/basic/remote/insert', { carrier: 1, countryId: cn, postcodeFrom: '518000' });
    expect(noLevel.msg).toBe('Remote level cannot be empty');
    const badLength = await post('/basic/cabinetConfig/insert', { code: 'X1', name: 'x', length: 'abc' });
    expect(badLength.code).toBe(-1);
    expect(badLength.msg).toBe('Inner length (cm) is not in a valid format');
  });
});
