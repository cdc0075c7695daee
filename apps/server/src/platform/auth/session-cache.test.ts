import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Sessions are cached per process for a few seconds; every change made through this process must still
 * take effect at the very next request. Each token is used once first, so that it is in the cache.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const LOGIN_EXPIRED = -9000;
const current = (token: string) =>
  t.get<{ user: { id: string; warehouseId: string | null } }>('/user/user/current', undefined, { token });
const used = async (token: string) => {
  expect((await current(token)).code).toBe(0);
  return token;
};

describe('the session cache', () => {
  it('logout refuses the next request of that session only', async () => {
    const one = await used(await t.login('service', 'Service@123'));
    const two = await used(await t.login('service', 'Service@123'));
    expect((await t.post('/user/user/logout', undefined, { token: one })).code).toBe(0);
    expect((await current(one)).code).toBe(LOGIN_EXPIRED);
    expect((await current(two)).code).toBe(0);
  });

  it('a password change ends the other sessions at once and keeps the own one', async () => {
    const mine = await used(await t.login('service', 'Service@123'));
    const other = await used(await t.login('service', 'Service@123'));
    const changed = await t.post(
      '/user/user/modifyPassword',
      { originalPassword: 'Service@123', newPassword: 'Better@456', confirmPassword: 'Better@456' },
      { token: mine },
    );
    expect(changed.code).toBe(0);
    expect((await current(other)).code).toBe(LOGIN_EXPIRED);
    expect((await current(mine)).code).toBe(0);
  });

  it('disabling a customer user refuses its next request', async () => {
    const demo = await used(await t.login('demo', 'Demo@123', 'customer'));
    const id = (await current(demo)).data.user.id;
    const disable = await t.post('/customer/customer/disableUser', { ids: [id] }, { token: admin });
    expect(disable.code).toBe(0);
    expect((await current(demo)).code).toBe(LOGIN_EXPIRED);
    await t.post('/customer/customer/enableUser', { ids: [id] }, { token: admin });
  });

  it("resetting a customer user's password refuses its next request", async () => {
    const demo = await used(await t.login('demo', 'Demo@123', 'customer'));
    const id = (await current(demo)).data.user.id;
    const reset = await t.post(
      '/customer/customer/resetUserPassword',
      { userId: id, password: 'Reset@12345' },
      { token: admin },
    );
    expect(reset.code).toBe(0);
    expect((await current(demo)).code).toBe(LOGIN_EXPIRED);
  });

  it('disabling an employee (generic enable/disable) refuses its next request', async () => {
    const service = await used(await t.login('service', 'Better@456'));
    const id = (await current(service)).data.user.id;
    expect((await t.post('/user/user/disable', { ids: [id] }, { token: admin })).code).toBe(0);
    expect((await current(service)).code).toBe(LOGIN_EXPIRED);
    expect((await t.post('/user/user/enable', { ids: [id] }, { token: admin })).code).toBe(0);
  });

  it('a warehouse switch shows at the next request', async () => {
    const token = await used(admin);
    const warehouses = await t.get<{ id: string }[]>('/user/user/jurisdictionWarehouses', undefined, {
      token,
    });
    const before = (await current(token)).data.user.warehouseId;
    const other = warehouses.data.find((w) => w.id !== before);
    if (!other) return; // the seed gives admin a single warehouse: nothing to switch to
    expect((await t.post('/user/user/changeWarehouse', { warehouseId: other.id }, { token })).code).toBe(0);
    expect((await current(token)).data.user.warehouseId).toBe(other.id);
  });

  it('an expired session is refused although it was cached', async () => {
    const token = await used(await t.login('admin', 'Admin@123'));
    t.clock.advance(13 * 3_600_000);
    expect((await current(token)).code).toBe(LOGIN_EXPIRED);
    admin = await t.login('admin', 'Admin@123');
  });
});
