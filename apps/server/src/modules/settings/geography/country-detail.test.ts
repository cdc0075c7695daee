import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page, type Row, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Country details (typed notes per country) and the smart-numbering parts list. */

const NO_PERMISSION = 'No permission at present';

let t: TestApp;
let admin: string;
let cn: Row;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  cn = (await t.post<Page>('/basic/country/search', { criteria: { keyword: 'CN' } }, { token: admin })).data
    .records[0]!;
});
afterAll(() => t.close());

type Detail = { id: string; type: string; content: string; createdByName: string };
const details = (countryId: string, token = admin) =>
  t.get<Detail[]>('/basic/country/details', { countryId }, { token });

describe('country details', () => {
  it('adds details by either path, lists them oldest first and deletes one, logged on the country', async () => {
    const a = await t.post<Detail>(
      '/basic/country/insertDetail',
      { countryId: cn.id, type: 'customs', content: 'Commercial invoice needed above 150 USD' },
      { token: admin },
    );
    expect(a.code).toBe(0);
    t.clock.advance(1000);
    const b = await t.post<Detail>(
      '/basic/countryDetail/insert',
      { countryId: cn.id, type: 'address', content: '  Postcode of 6 digits  ' },
      { token: admin },
    );
    expect(b.data.content).toBe('Postcode of 6 digits');
    const listed = await details(cn.id);
    expect(listed.data.map((d) => [d.type, d.createdByName])).toEqual([
      ['customs', '系统管理员 Admin'],
      ['address', '系统管理员 Admin'],
    ]);
    t.clock.advance(1000);
    expect((await t.post('/basic/country/deleteDetail', { id: a.data.id }, { token: admin })).code).toBe(0);
    expect((await details(cn.id)).data.map((d) => d.id)).toEqual([b.data.id]);
    expect((await t.post('/basic/country/deleteDetail', { id: a.data.id }, { token: admin })).msg).toBe(
      'Data does not exist',
    );
    const log = await t.post<Page>(
      '/common/businessLog/search',
      { criteria: { entity: 'country', entityId: cn.id } },
      { token: admin },
    );
    expect(log.data.records.map((r) => r.action)).toEqual(['deleteDetail', 'insertDetail', 'insertDetail']);
  });

  it('refuses an unknown type, empty content or an unknown country', async () => {
    const insert = (body: unknown) => t.post('/basic/country/insertDetail', body, { token: admin });
    expect((await insert({ countryId: cn.id, type: 'weather', content: 'x' })).code).toBe(-1);
    expect((await insert({ countryId: cn.id, type: 'other', content: '   ' })).code).toBe(-1);
    expect((await insert({ countryId: crypto.randomUUID(), type: 'other', content: 'x' })).msg).toBe(
      'Data does not exist',
    );
  });

  it('reading needs setting/basic/country, writing setting/basic/country:update', async () => {
    const reader = await userWithPermissions(t, admin, 'ctryread', ['setting/basic/country']);
    expect((await details(cn.id, reader)).code).toBe(0);
    const body = { countryId: cn.id, type: 'other', content: 'x' };
    expect((await t.post('/basic/country/insertDetail', body, { token: reader })).msg).toBe(NO_PERMISSION);
    expect((await t.post('/basic/countryDetail/insert', body, { token: reader })).msg).toBe(NO_PERMISSION);
    expect(
      (await t.post('/basic/country/deleteDetail', { id: crypto.randomUUID() }, { token: reader })).msg,
    ).toBe(NO_PERMISSION);
    const none = await userWithPermissions(t, admin, 'ctrynone', ['crm/customer']);
    expect((await details(cn.id, none)).msg).toBe(NO_PERMISSION);
  });
});

describe('numberRule/customRuleList', () => {
  it('lists the parts of a number with labels in the caller language and examples for today', async () => {
    const parts = await t.get<{ code: string; field: string; label: string; example: string }[]>(
      '/common/numberRule/customRuleList',
      undefined,
      { token: admin, lang: 'zh-CN' },
    );
    expect(parts.data.map((p) => p.code)).toEqual(['prefix', 'yyMMdd', 'yyyyMMdd', 'yyMM', 'sequence']);
    const yyyyMMdd = parts.data.find((p) => p.code === 'yyyyMMdd')!;
    expect(yyyyMMdd.example).toMatch(/^20\d{6}$/);
    expect(parts.data.find((p) => p.code === 'yyMMdd')!.example).toBe(yyyyMMdd.example.slice(2));
    expect(parts.data[0]).toMatchObject({ field: 'prefix', label: '前缀' });
  });

  it('needs setting/control/numberRule', async () => {
    const none = await userWithPermissions(t, admin, 'numnone', ['setting/basic/country']);
    expect((await t.get('/common/numberRule/customRuleList', undefined, { token: none })).msg).toBe(
      NO_PERMISSION,
    );
  });
});
