import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page, type Row, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const unit = async (code: string) =>
    (await t.post<Page>('/user/organization/search', { criteria: { keyword: code } }, { token: admin })).data
      .records[0]!.id;
  const roles = await t.post<{ id: string; code: string }[]>('/user/role/list', {}, { token: admin });
  ids = {
    ops: await unit('OPS'),
    szx: await unit('SZX'),
    hkg: await unit('HKG'),
    staffRole: roles.data.find((r) => r.code === 'customerService')!.id,
    customerRole: roles.data.find((r) => r.code === 'customerDefault')!.id,
  };
});
afterAll(() => t.close());

const NO_PERMISSION = 'No permission at present';
const post = <T = Row>(url: string, body: unknown, token = admin) => t.post<T>(url, body, { token });
const employee = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Employee ${code}`,
  username: code.toLowerCase(),
  jobStatus: 'atWork',
  loginModes: ['normal'],
  departmentId: ids.ops,
  roleId: ids.staffRole,
  password: 'Start@2024',
  ...extra,
});

describe('creating an employee', () => {
  it('takes an initial password (hashed, never answered) the employee signs in with', async () => {
    const created = await post(
      '/user/user/insert',
      employee('EMP1', { warehouseIds: [ids.hkg], warehouseId: ids.szx }),
    );
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ userType: 'staff', departmentIdLabel: '操作部 Operations' });
    expect(created.data).not.toHaveProperty('passwordHash');
    expect(created.data).not.toHaveProperty('password');
    // the current warehouse joins the jurisdiction
    expect([...(created.data.warehouseIds as string[])].sort()).toEqual([ids.hkg, ids.szx].sort());
    const token = await t.login('emp1', 'Start@2024');
    const warehouses = await t.get<{ code: string }[]>('/user/user/jurisdictionWarehouses', undefined, {
      token,
    });
    expect(warehouses.data.map((w) => w.code)).toEqual(['HKG', 'SZX']);
    const log = await post<Page<{ after: Record<string, unknown> }>>('/common/businessLog/search', {
      criteria: { entity: 'employee', entityId: created.data.id },
    });
    expect(JSON.stringify(log.data.records)).not.toMatch(/password|Start@2024/i);
  });

  it('refuses a missing or weak password, a customer role and a duplicate username', async () => {
    const { password: _, ...without } = employee('EMP2');
    expect((await post('/user/user/insert', without)).msg).toBe('Initial password cannot be empty');
    expect((await post('/user/user/insert', employee('EMP2', { password: 'abc' }))).msg).toMatch(
      /^The password must be 8 to 64 characters/,
    );
    expect((await post('/user/user/insert', employee('EMP2', { roleId: ids.customerRole }))).msg).toBe(
      'Role must be a staff role',
    );
    expect((await post('/user/user/insert', employee('EMP2', { username: 'ADMIN' }))).msg).toBe(
      'Username already exists',
    );
  });

  it('makes the department undeletable while the employee belongs to it', async () => {
    const dept = await post('/user/organization/insert', {
      code: 'EMPD',
      name: 'Emp dept',
      type: 'department',
    });
    await post('/user/user/insert', employee('EMP3', { departmentId: dept.data.id }));
    expect((await post('/user/organization/deleteBatch', { ids: [dept.data.id] })).msg).toBe(
      'Emp dept is still used by Employee and cannot be deleted',
    );
  });
});

describe('resetPassword', () => {
  it('needs oa/employeeList:resetPassword; sets a new password and ends the sessions', async () => {
    const created = await post('/user/user/insert', employee('EMP4'));
    const old = await t.login('emp4', 'Start@2024');
    const listOnly = await userWithPermissions(t, admin, 'emplistonly', [
      'oa/employeeList',
      'oa/employeeList:update',
    ]);
    const body = { id: created.data.id, password: 'Fresh@2025' };
    expect((await post('/user/user/resetPassword', body, listOnly)).msg).toBe(NO_PERMISSION);
    expect((await post('/user/user/resetPassword', { ...body, password: 'weak' })).msg).toMatch(
      /^The password must be 8 to 64 characters/,
    );
    expect((await post('/user/user/resetPassword', body)).code).toBe(0);
    expect((await t.get('/user/user/current', undefined, { token: old })).code).toBe(-9000);
    await expect(t.login('emp4', 'Start@2024')).rejects.toThrow();
    expect(await t.login('emp4', 'Fresh@2025')).toBeTruthy();
  });

  it('does not reach customer users', async () => {
    const demo = await t.login('demo', 'Demo@123', 'customer');
    const me = await t.get<{ user: { id: string } }>('/user/user/current', undefined, { token: demo });
    expect(
      (await post('/user/user/resetPassword', { id: me.data.user.id, password: 'Fresh@2025' })).msg,
    ).toBe('Data does not exist');
  });
});

describe('customer users', () => {
  it('never reach the employees', async () => {
    const demo = await t.login('demo', 'Demo@123', 'customer');
    for (const action of ['search', 'insert', 'export', 'resetPassword', 'updateRole'])
      expect((await post(`/user/user/${action}`, {}, demo)).msg, action).toBe(NO_PERMISSION);
    expect((await post('/user/user/autocomplete', {}, demo)).msg).toBe(NO_PERMISSION);
  });
});

describe('roles and job positions', () => {
  it('a role listed as approval role of a job position cannot be deleted', async () => {
    const role = await post('/user/role/insert', { code: 'approver', name: 'Approver', userType: 'staff' });
    const position = await post('/user/jobPosition/insert', {
      code: 'appr',
      name: 'Approving post',
      departmentId: ids.ops,
      approvalRoleIds: [role.data.id],
    });
    expect(position.data).toMatchObject({ code: 'APPR', approvalRoleIdsLabel: ['Approver'] });
    expect((await post('/user/role/deleteBatch', { ids: [role.data.id] })).msg).toBe(
      'Approver is still used by Job position and cannot be deleted',
    );
    await post('/user/jobPosition/update', {
      ...position.data,
      approvalRoleIds: [],
      version: position.data.version,
    });
    expect((await post('/user/role/deleteBatch', { ids: [role.data.id] })).code).toBe(0);
  });
});

describe('a customer role granted the employee codes', () => {
  it('still cannot reset an employee password', async () => {
    const granted = await post('/user/role/grant', {
      roleId: ids.customerRole,
      permissions: ['oa/employeeList', 'oa/employeeList:resetPassword'],
    });
    expect(granted.code).toBe(0);
    const demo = await t.login('demo', 'Demo@123', 'customer');
    const target = (await post<Page>('/user/user/search', { criteria: { keyword: 'admin' } })).data
      .records[0]!;
    expect(
      (await post('/user/user/resetPassword', { id: target.id, password: 'Fresh@2025' }, demo)).msg,
    ).toBe(NO_PERMISSION);
    expect(await t.login('admin', 'Admin@123')).toBeTruthy();
  });
});
