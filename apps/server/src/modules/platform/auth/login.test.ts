import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  t.post<{ token: string }>('/user/user/login', { mode: 'normal', ...body }, { remoteAddress });

describe('normal sign-in', () => {
  it('signs a staff user in and the token opens user/current', async () => {
    const res = await login({ username: 'admin', password: 'Admin@123', userType: 'staff' });
    expect(res.code).toBe(0);
    expect(res.data.token).toMatch(/^[\w-]{40,}$/);
    const me = await t.get<{ userType: string; user: { username: string } }>(
      '/user/user/current',
      undefined,
      {
        token: res.data.token,
      },
    );
    expect(me).toMatchObject({ code: 0, data: { userType: 'staff', user: { username: 'admin' } } });
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'admin', password: 'Nope@123', userType: 'staff' }, '10.0.0.2');
    const unknown = await login({ username: 'ghost', password: 'Nope@123', userType: 'staff' }, '10.0.0.2');
    expect(wrong).toEqual({ code: -1, msg: 'Wrong username or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('keeps staff and customer users apart', async () => {
    const res = await login({ username: 'demo', password: 'Demo@123', userType: 'staff' }, '10.0.0.3');
    expect(res.msg).toBe('Wrong username or password');
  });

  it('refuses a disabled user', async () => {
    await t.database.db.update(appUser).set({ enabled: false }).where(eq(appUser.username, 'lmsonly'));
    const res = await login({ username: 'lmsonly', password: 'Lms@1234', userType: 'customer' }, '10.0.0.4');
    expect(res).toMatchObject({ code: -1, msg: 'This account is disabled' });
    await t.database.db.update(appUser).set({ enabled: true }).where(eq(appUser.username, 'lmsonly'));
  });

  it('logout ends the session', async () => {
    const token = await t.login('service', 'Service@123');
    expect((await t.post('/user/user/logout', undefined, { token })).code).toBe(0);
    expect(await t.get('/user/user/current', undefined, { token })).toMatchObject({
      code: -9000,
      msg: 'Login expired, please sign in again',
    });
  });

  it('answers -9000 for a missing, invalid or expired token', async () => {
    expect((await t.get('/user/user/current')).code).toBe(-9000);
    expect((await t.get('/user/user/current', undefined, { token: 'forged' })).code).toBe(-9000);
    const token = await t.login('service', 'Service@123');
    t.clock.advance(13 * 3_600_000);
    expect((await t.get('/user/user/current', undefined, { token })).code).toBe(-9000);
  });

  it('slides the session expiry while it is used', async () => {
    const token = await t.login('service', 'Service@123');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(8 * 3_600_000);
      expect((await t.get('/user/user/current', undefined, { token })).code).toBe(0);
    }
  });
});

describe('validation messages in the caller language', () => {
  it.each([
    ['zh-CN', '用户名不能为空'],
    ['en-US', 'Username cannot be empty'],
    ['vi-VN', 'Tên đăng nhập không được để trống'],
  ] as const)('%s', async (lang, msg) => {
    const res = await t.post('/user/user/login', { password: 'x', userType: 'staff' }, { lang });
    expect(res).toEqual({ code: -1, msg, data: null });
  });

  it('names too-long and enum fields', async () => {
    const long = await t.post('/user/user/login', {
      username: 'a'.repeat(65),
      password: 'x',
      userType: 'staff',
    });
    expect(long.msg).toBe('Maximum length of Username cannot exceed 64');
    const badEnum = await t.post(
      '/user/user/login',
      { username: 'a', password: 'x', userType: 'agent' },
      { lang: 'zh-CN' },
    );
    expect(badEnum.msg).toBe('用户类型的值不在可选范围内');
    const blank = await t.post('/user/user/login', { username: '   ', password: 'x', userType: 'staff' });
    expect(blank.msg).toBe('Username cannot be empty');
  });

  it('falls back to zh-CN for an unknown language and picks by primary tag', async () => {
    expect((await t.post('/user/user/login', {}, { headers: { 'accept-language': 'fr-FR' } })).msg).toBe(
      '用户名不能为空',
    );
    expect(
      (await t.post('/user/user/login', {}, { headers: { 'accept-language': 'vi,en;q=0.8' } })).msg,
    ).toBe('Tên đăng nhập không được để trống');
  });
});
