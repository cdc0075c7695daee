import { flattenPermissionTree, Permission } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Role = {
  id: string;
  code: string;
  name: string;
  userType: string;
  version: number;
  userCount: number;
  permissionCount: number;
};
type Page<T> = { records: T[]; total: number; page: number; size: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const call = <T>(action: string, body: unknown, token = admin) =>
  t.post<T>(`/user/role/${action}`, body, { token });

describe('roles', () => {
  it('lists and searches the seeded roles with counts', async () => {
    const page = await call<Page<Role>>('search', { criteria: { keyword: 'admin' } });
    expect(page.data).toMatchObject({ total: 1, page: 1, size: 50 });
    expect(page.data.records[0]).toMatchObject({
      code: 'admin',
      userType: 'staff',
      userCount: 1,
      permissionCount: flattenPermissionTree().length,
    });
    const customerRoles = await call<Role[]>('list', { userType: 'customer' });
    expect(customerRoles.data.map((r) => r.code)).toEqual(['customerDefault']);
    expect(
      (await t.get<unknown[]>('/user/role/permissionTree', undefined, { token: admin })).data.length,
    ).toBeGreaterThan(3);
  });

  it('inserts, refuses a duplicate code, updates with optimistic concurrency', async () => {
    const created = await call<Role>('insert', { code: 'ops', name: 'Operations', userType: 'staff' });
    expect(created.data).toMatchObject({ code: 'ops', version: 1, userCount: 0, permissionCount: 0 });
    expect((await call('insert', { code: 'ops', name: 'Again', userType: 'staff' })).msg).toBe(
      'Code already exists',
    );

    const updated = await call<Role>('update', {
      id: created.data.id,
      version: 1,
      code: 'ops',
      name: 'Operations team',
    });
    expect(updated.data).toMatchObject({ name: 'Operations team', version: 2 });
    const stale = await call('update', { id: created.data.id, version: 1, code: 'ops', name: 'Lost update' });
    expect(stale).toEqual({ code: -1, msg: 'Data does not exist, please refresh and retry', data: null });
    const [after] = (await call<Role[]>('list', {})).data.filter((r) => r.id === created.data.id);
    expect(after).toMatchObject({ name: 'Operations team', version: 2 });
  });

  it('grants known permissions only, and copy carries them', async () => {
    const role = (await call<Role>('insert', { code: 'finance', name: 'Finance', userType: 'staff' })).data;
    expect((await call('grant', { roleId: role.id, permissions: ['made/up:code'] })).msg).toBe(
      'Permissions is not one of the allowed values',
    );
    const codes = [Permission.customerFeeList, Permission.agentFeeList, Permission.agentFeeList];
    expect((await call('grant', { roleId: role.id, permissions: codes })).code).toBe(0);
    const held = await t.get<string[]>('/user/role/permissions', { roleId: role.id }, { token: admin });
    expect(held.data).toEqual([Permission.agentFeeList, Permission.customerFeeList].sort());

    const copy = await call<Role>('copy', { id: role.id, code: 'finance2', name: 'Finance 2' });
    expect(copy.data).toMatchObject({ code: 'finance2', userType: 'staff', permissionCount: 2, version: 1 });
  });

  it('refuses deleteBatch while users hold a role, deleting nothing', async () => {
    const free = (await call<Role>('insert', { code: 'temp', name: 'Temp', userType: 'staff' })).data;
    const roles = (await call<Role[]>('list', {})).data;
    const service = roles.find((r) => r.code === 'customerService')!;
    const refused = await call('deleteBatch', { ids: [free.id, service.id] });
    expect(refused.msg).toBe('客服 is still used by users and cannot be deleted');
    expect((await call<Role[]>('list', {})).data.some((r) => r.id === free.id)).toBe(true);
    expect((await call('deleteBatch', { ids: [free.id] })).code).toBe(0);
    expect((await call<Role[]>('list', {})).data.some((r) => r.id === free.id)).toBe(false);
    expect((await call('deleteBatch', { ids: [] })).msg).toBe('Please select IDs');
  });

  it('refuses the service user on role routes until its role is granted the codes', async () => {
    const service = await t.login('service', 'Service@123');
    expect((await call('search', {}, service)).msg).toBe('No permission at present');
    expect((await call('insert', { code: 'x', name: 'x', userType: 'staff' }, service)).msg).toBe(
      'No permission at present',
    );
    const roles = (await call<Role[]>('list', {})).data;
    const serviceRole = roles.find((r) => r.code === 'customerService')!;
    const current = (
      await t.get<string[]>('/user/role/permissions', { roleId: serviceRole.id }, { token: admin })
    ).data;
    await call('grant', { roleId: serviceRole.id, permissions: [...current, Permission.roleList] });
    // permissions are read per request: the same session is allowed now
    expect((await call('search', {}, service)).code).toBe(0);
    expect((await call('insert', { code: 'x', name: 'x', userType: 'staff' }, service)).msg).toBe(
      'No permission at present',
    );
    const perms = await t.get<string[]>('/user/rolePermission/userPermissions', undefined, {
      token: service,
    });
    expect(perms.data).toContain(Permission.roleList);
    expect(perms.data).not.toContain(Permission.roleInsert);
    // taking the code back refuses at once too (the per-process cache of role codes is cleared)
    await call('grant', { roleId: serviceRole.id, permissions: current });
    expect((await call('search', {}, service)).msg).toBe('No permission at present');
  });
});
