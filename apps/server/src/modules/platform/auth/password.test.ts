import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (
  token: string,
  originalPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
) => t.post('/user/user/modifyPassword', { originalPassword, newPassword, confirmPassword }, { token });

describe('modifyPassword', () => {
  it('applies each rule with its own message', async () => {
    const token = await t.login('service', 'Service@123');
    expect((await change(token, 'Wrong@123', 'Better@456')).msg).toBe('The original password is wrong');
    expect((await change(token, 'Service@123', 'Better@456', 'Better@457')).msg).toBe(
      'The new password and its confirmation do not match',
    );
    expect((await change(token, 'Service@123', 'Service@123')).msg).toBe(
      'The new password must differ from the original',
    );
    expect((await change(token, 'Service@123', 'short1')).msg).toBe(
      'The password must be 8 to 64 characters and contain letters and digits',
    );
    expect((await change(token, 'Service@123', 'onlyletters')).msg).toBe(
      'The password must be 8 to 64 characters and contain letters and digits',
    );
    const missing = await t.post(
      '/user/user/modifyPassword',
      { originalPassword: 'x', newPassword: 'y' },
      { token, lang: 'zh-CN' },
    );
    expect(missing.msg).toBe('确认密码不能为空');
  });

  it('changes the password and ends the other sessions only', async () => {
    const elsewhere = await t.login('service', 'Service@123');
    const here = await t.login('service', 'Service@123');
    expect((await change(here, 'Service@123', 'Better@456')).code).toBe(0);
    expect((await t.get('/user/user/current', undefined, { token: here })).code).toBe(0);
    expect((await t.get('/user/user/current', undefined, { token: elsewhere })).code).toBe(-9000);
    const old = await t.post('/user/user/login', {
      username: 'service',
      password: 'Service@123',
      userType: 'staff',
    });
    expect(old.msg).toBe('Wrong username or password');
    expect(await t.login('service', 'Better@456')).toBeTruthy();
  });

  it('stores argon2id hashes', async () => {
    const { appUser } = await import('#modules/platform/user/user.schema.ts');
    const rows = await t.database.db.select({ hash: appUser.passwordHash }).from(appUser);
    expect(rows.every((r) => r.hash.startsWith('$argon2id$'))).toBe(true);
  });
});
