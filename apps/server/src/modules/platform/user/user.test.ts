import { Permission } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type User = {
  id: string;
  username: string;
  userType: string;
  customerId: string | null;
  roleId: string;
  warehouseName: string | null;
};
type Current = { user: User; userType: string; customer?: Record<string, unknown> };
type Page<T> = { records: T[]; total: number };

let t: TestApp;
let admin: string;
let service: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
  demo = await t.login('demo', 'Demo@123', 'customer');
});
afterAll(() => t.close());

const current = (token: string) => t.get<Current>('/user/user/current', undefined, { token });
const search = (token: string, body: Record<string, unknown> = {}) =>
  t.post<Page<User>>('/user/user/search', body, { token });

describe('user/current', () => {
  it('answers a staff user without a customer', async () => {
    const me = (await current(admin)).data;
    expect(me.userType).toBe('staff');
    expect(me.customer).toBeUndefined();
    expect(me.user).toMatchObject({
      username: 'admin',
      roleName: 'System administrator',
      loginModes: ['normal', 'safe', 'wechat'],
    });
    expect(me.user).not.toHaveProperty('passwordHash');
  });

  it('answers a customer user with its own customer and follow persons', async () => {
    const me = (await current(demo)).data;
    expect(me.userType).toBe('customer');
    expect(me.customer).toMatchObject({
      code: 'C0001',
      isOnlyMakeDocument: false,
      salesName: '张伟 Zhang Wei',
      service1UserName: '赵磊 Zhao Lei',
      service2UserName: '赵磊 Zhao Lei',
      receivableFinanceName: '陈静 Chen Jing',
      salesAssistantName: '刘洋 Liu Yang',
      enableSysCodes: ['LMS', 'OWMS', 'MTS', 'PDS'],
      features: expect.arrayContaining(['priceCheck']),
    });
    const lms = (await current(await t.login('lmsonly', 'Lms@1234', 'customer'))).data;
    expect(lms.customer).toMatchObject({
      code: 'C0002',
      enableSysCodes: ['LMS'],
      features: [],
      customLoginPageUrl: '/login?c=C0002',
    });
  });

  it('detail of an employee: with the employee list permission, never to customer users, never the password', async () => {
    const adminUser = (await current(admin)).data.user;
    const demoUser = (await current(demo)).data.user;
    expect((await t.get('/user/user/detail', { id: adminUser.id }, { token: demo })).msg).toBe(
      'No permission at present',
    );
    const seen = await t.get<User>('/user/user/detail', { id: adminUser.id }, { token: service });
    expect(seen.data.username).toBe('admin');
    expect(seen.data).not.toHaveProperty('passwordHash');
    // customer users are not employees: managed from the customer screen
    expect((await t.get('/user/user/detail', { id: demoUser.id }, { token: service })).msg).toBe(
      'Data does not exist',
    );
  });
});

describe('warehouses', () => {
  it('lists the jurisdiction and switches only within it', async () => {
    const list = await t.get<{ id: string; code: string }[]>('/user/user/jurisdictionWarehouses', undefined, {
      token: admin,
    });
    expect(list.data.map((w) => w.code)).toEqual(['HKG', 'SZX']);
    const hkg = list.data.find((w) => w.code === 'HKG')!;
    const changed = await t.post<User>(
      '/user/user/changeWarehouse',
      { warehouseId: hkg.id },
      { token: admin },
    );
    expect(changed.data.warehouseName).toBe('香港仓 Hong Kong Warehouse');
    const refused = await t.post('/user/user/changeWarehouse', { warehouseId: hkg.id }, { token: service });
    expect(refused.msg).toBe('You have no access to this warehouse');
  });
});

describe('user search and data scope', () => {
  it('needs the employee list permission and lists staff users only', async () => {
    expect((await search(demo)).msg).toBe('No permission at present');
    const all = await search(admin, { size: 100 });
    expect(all.data.total).toBe(6);
    expect(all.data.records.every((u) => u.userType === 'staff')).toBe(true);
    expect(all.data.records.some((u) => 'passwordHash' in u)).toBe(false);
  });

  it('applies the permission scope code of a search (employee scopes compare with the employee)', async () => {
    const names = async (permissionScope: string) =>
      (await search(service, { permissionScope, size: 100 })).data.records.map((u) => u.username).sort();
    expect(await names('self')).toEqual(['service']);
    expect(await names('myRole')).toEqual(['assistant01', 'finance01', 'ops01', 'sales01', 'service']);
    expect(await names('serviceTeam')).toEqual(['ops01', 'service']);
    // a customer scope never matches employees (they belong to no customer)
    expect(await names('keyAccounts')).toEqual([]);
    expect((await search(service, { permissionScope: 'nope' })).msg).toBe('Data scope does not exist');
    const scopes = await t.get<{ code: string; type: string; name: string }[]>(
      '/common/sysPermissionScope/getList',
      { type: 'customer' },
      { token: service, lang: 'zh-CN' },
    );
    expect(scopes.data).toEqual([{ code: 'keyAccounts', type: 'customer', name: '重点客户' }]);
  });

  it('filters by criteria and pages', async () => {
    const res = await search(admin, { criteria: { jobStatus: 'atWork' }, page: 1, size: 1 });
    expect(res.data).toMatchObject({ total: 6, page: 1, size: 1 });
    expect(res.data.records).toHaveLength(1);
    expect(
      (await search(admin, { criteria: { keyword: 'wang' } })).data.records.map((u) => u.username),
    ).toEqual(['service']);
  });

  it('updateRole keeps user types apart', async () => {
    const roles = await t.post<{ id: string; code: string }[]>('/user/role/list', {}, { token: admin });
    const customerRole = roles.data.find((r) => r.code === 'customerDefault')!;
    const adminRole = roles.data.find((r) => r.code === 'admin')!;
    const serviceUser = (await current(service)).data.user;
    expect(
      (
        await t.post(
          '/user/user/updateRole',
          { userId: serviceUser.id, roleId: customerRole.id },
          { token: admin },
        )
      ).msg,
    ).toBe("The role's user type does not match the user");
    expect(
      (
        await t.post(
          '/user/user/updateRole',
          { userId: serviceUser.id, roleId: adminRole.id },
          { token: service },
        )
      ).msg,
    ).toBe('No permission at present');
    expect(
      (
        await t.post(
          '/user/user/updateRole',
          { userId: serviceUser.id, roleId: adminRole.id },
          { token: admin },
        )
      ).code,
    ).toBe(0);
    const perms = await t.get<string[]>('/user/rolePermission/userPermissions', undefined, {
      token: service,
    });
    expect(perms.data).toContain(Permission.roleInsert);
  });
});

describe('the API key of a customer user (the API documentation is shown with one)', () => {
  it('user/current says whether an API key was made for the customer, never the key', async () => {
    expect((await current(demo)).data.customer).toMatchObject({ code: 'C0001', hasApiKey: false });
    const found = await t.post<Page<{ id: string }>>(
      '/customer/customer/search',
      { criteria: { keyword: 'C0001' } },
      { token: admin },
    );
    const made = await t.post<{ customerKey: string }>(
      '/customer/customer/generateApiKey',
      { id: found.data.records[0]!.id },
      { token: admin },
    );
    expect(made.code).toBe(0);
    const after = await current(demo);
    expect(after.data.customer).toMatchObject({ hasApiKey: true });
    expect(JSON.stringify(after.data)).not.toContain(made.data.customerKey);
  });
});
