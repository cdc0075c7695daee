import type { Language } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page, type Row, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Node = { id: string; code: string; name: string; type: string; children: Node[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const post = <T = Row>(url: string, body: unknown, token = admin, lang: Language = 'en-US') =>
  t.post<T>(url, body, { token, lang });
const unit = (code: string, parentId: string | null, type = 'department') =>
  post('/user/organization/insert', { code, name: `Unit ${code}`, type, parentId });
const codeOf = async (code: string) =>
  (await post<Page>('/user/organization/search', { criteria: { keyword: code } })).data.records.find(
    (r) => r.code === code,
  )!;

describe('organisation tree', () => {
  it('refuses a parent that is the unit itself or one of its sub-units, in the caller’s language', async () => {
    const top = (await unit('CYC1', null)).data;
    const mid = (await unit('CYC2', top.id)).data;
    const low = (await unit('CYC3', mid.id)).data;
    const move = (parentId: string, lang?: Language) =>
      post('/user/organization/update', { ...top, parentId, version: top.version }, admin, lang);
    expect((await move(top.id)).msg).toBe(
      'The parent unit cannot be the unit itself or one of its sub-units',
    );
    expect((await move(low.id)).msg).toBe(
      'The parent unit cannot be the unit itself or one of its sub-units',
    );
    expect((await move(low.id, 'zh-CN')).msg).toBe('上级单位不能是本单位或其下级单位');
    expect((await move(low.id, 'vi-VN')).msg).toContain('Đơn vị cấp trên');
    // moving a leaf under a sibling branch is fine
    const other = (await unit('CYC4', null)).data;
    const moved = await post('/user/organization/update', {
      ...low,
      parentId: other.id,
      version: low.version,
    });
    expect(moved.code).toBe(0);
  });

  it('answers the tree nested from the headquarters, and the departments and warehouses lists', async () => {
    const tree = await t.get<Node[]>('/user/organization/tree', undefined, { token: admin });
    const hq = tree.data.find((n) => n.code === 'HQ')!;
    expect(hq.type).toBe('department');
    expect(hq.children.map((c) => c.code)).toEqual(
      expect.arrayContaining(['SALES', 'CS', 'OPS', 'FIN', 'SZX', 'HKG']),
    );
    expect(hq.children.find((c) => c.code === 'SALES')!.children).toEqual([]);
    const depts = await t.get<{ code: string }[]>('/user/organization/depts', undefined, { token: admin });
    expect(depts.data.map((d) => d.code)).toContain('OPS');
    expect(depts.data.map((d) => d.code)).not.toContain('SZX');
    const warehouses = await t.get<{ code: string }[]>('/user/organization/warehouses', undefined, {
      token: admin,
    });
    expect(warehouses.data.map((d) => d.code)).toEqual(expect.arrayContaining(['SZX', 'HKG', 'SGN']));
    expect(warehouses.data.map((d) => d.code)).not.toContain('HQ');
  });

  it('tree, depts and warehouses need a screen that shows or picks units', async () => {
    const nobody = await userWithPermissions(t, admin, 'orgnobody', ['setting/basic/country']);
    for (const path of ['tree', 'depts', 'warehouses'])
      expect((await t.get(`/user/organization/${path}`, undefined, { token: nobody })).msg).toBe(
        'No permission at present',
      );
    const customer = await t.login('demo', 'Demo@123', 'customer');
    expect((await t.get('/user/organization/tree', undefined, { token: customer })).msg).toBe(
      'No permission at present',
    );
  });
});

describe('deleting a unit', () => {
  it('is refused while it has sub-units, saying what refers to it', async () => {
    const parent = (await unit('DEL1', null)).data;
    const child = (await unit('DEL2', parent.id)).data;
    const refused = await post('/user/organization/deleteBatch', { ids: [parent.id] });
    expect(refused.msg).toBe('Unit DEL1 is still used by Organisation and cannot be deleted');
    expect((await post('/user/organization/deleteBatch', { ids: [child.id] })).code).toBe(0);
    expect((await post('/user/organization/deleteBatch', { ids: [parent.id] })).code).toBe(0);
  });

  it('is refused while job positions or users belong to it, or users work in it (warehouse)', async () => {
    const ops = await codeOf('OPS');
    expect((await post('/user/organization/deleteBatch', { ids: [ops.id] })).msg).toBe(
      '操作部 Operations is still used by Job position and cannot be deleted',
    );
    const hq = await codeOf('HQ');
    expect((await post('/user/organization/deleteBatch', { ids: [hq.id] })).msg).toMatch(
      /^深圳总部 Shenzhen HQ is still used by (Organisation|Warehouse|Employee) and cannot be deleted$/,
    );
    const szx = await codeOf('SZX');
    for (const api of ['/user/organization', '/basic/warehouse'])
      expect((await post(`${api}/deleteBatch`, { ids: [szx.id] })).msg).toMatch(
        /^深圳仓 Shenzhen Warehouse is still used by (Employee|Organisation) and cannot be deleted$/,
      );
  });
});

describe('warehouses (settings centre)', () => {
  it('are the units of type warehouse: listed, created and deleted only as such', async () => {
    const list = await post<Page>('/basic/warehouse/search', { size: 100 });
    expect(list.data.records.every((r) => r.type === 'warehouse')).toBe(true);
    expect(list.data.records.map((r) => r.code)).toEqual(expect.arrayContaining(['SZX', 'HKG', 'SGN']));
    const hq = await codeOf('HQ');
    const created = await post('/basic/warehouse/insert', {
      code: 'wh9',
      name: 'Warehouse 9',
      parentId: hq.id,
      remoteContents: 'Islands +3 days',
    });
    expect(created.data).toMatchObject({ code: 'WH9', type: 'warehouse', parentIdLabel: hq.name });
    // a department is not a warehouse: not found through the warehouse API
    expect((await t.get('/basic/warehouse/detail', { id: hq.id }, { token: admin })).msg).toBe(
      'Data does not exist',
    );
    expect((await post('/basic/warehouse/deleteBatch', { ids: [hq.id] })).msg).toBe('Data does not exist');
    expect((await post('/basic/warehouse/insert', { code: 'HQ', name: 'Again' })).msg).toBe(
      'Code already exists',
    );
  });
});
