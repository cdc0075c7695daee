import { CAPTCHA_EXPIRE_MS } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEVICE = 'device-laptop-01';

async function captcha(text = 'K7QP'): Promise<{ verifyKey: string; image: string }> {
  t.captcha.text = text;
  const res = await t.get<{ verifyKey: string; image: string }>('/user/user/getVerifyCode');
  expect(res.code).toBe(0);
  return res.data;
}

const safeLogin = (body: Record<string, unknown>, deviceId = DEVICE) =>
  t.post<{ token: string } | { bindState: string }>(
    '/user/user/login',
    { username: 'admin', password: 'Admin@123', userType: 'staff', mode: 'safe', ...body },
    { headers: { deviceid: deviceId } },
  );

describe('safe sign-in', () => {
  it('serves the captcha as an SVG data URL without its text', async () => {
    const c = await captcha('ZX9Y');
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.stringify(c)).not.toContain('ZX9Y');
  });

  it('refuses a missing, wrong, reused or expired captcha', async () => {
    expect((await safeLogin({})).msg).toBe('Verification code is wrong or expired');
    const wrong = await captcha('K7QP');
    expect((await safeLogin({ verifyKey: wrong.verifyKey, verifyCode: 'AAAA' })).msg).toBe(
      'Verification code is wrong or expired',
    );
    // a wrong answer used the captcha up: the right answer no longer works
    expect((await safeLogin({ verifyKey: wrong.verifyKey, verifyCode: 'K7QP' })).msg).toBe(
      'Verification code is wrong or expired',
    );
    const old = await captcha('K7QP');
    t.clock.advance(CAPTCHA_EXPIRE_MS + 1);
    expect((await safeLogin({ verifyKey: old.verifyKey, verifyCode: 'K7QP' })).msg).toBe(
      'Verification code is wrong or expired',
    );
  });

  it('refuses a user whose sign-in modes lack safe', async () => {
    const c = await captcha();
    const res = await t.post('/user/user/login', {
      username: 'demo',
      password: 'Demo@123',
      userType: 'customer',
      mode: 'safe',
      verifyKey: c.verifyKey,
      verifyCode: 'k7qp',
    });
    expect(res.msg).toBe('This sign-in mode is not allowed for this account');
  });

  it('unbound device → apply → pending → staff approve → success; unbind → unbound again', async () => {
    let c = await captcha();
    const unbound = await safeLogin({ verifyKey: c.verifyKey, verifyCode: 'k7qp' });
    expect(unbound).toEqual({
      code: -1,
      msg: 'This device is not bound, please apply to bind it',
      data: { bindState: 'unbound' },
    });

    const apply = await t.post<{ id: string; status: string }>(
      '/user/user/applyBindDevice',
      { username: 'admin', password: 'Admin@123', userType: 'staff' },
      { headers: { deviceid: DEVICE } },
    );
    expect(apply).toMatchObject({ code: 0, data: { status: 'pending' } });
    const wrongPassword = await t.post(
      '/user/user/applyBindDevice',
      { username: 'admin', password: 'Bad@1234', userType: 'staff' },
      { headers: { deviceid: 'other' } },
    );
    expect(wrongPassword.msg).toBe('Wrong username or password');
    const noDevice = await t.post('/user/user/applyBindDevice', {
      username: 'admin',
      password: 'Admin@123',
      userType: 'staff',
    });
    expect(noDevice.msg).toBe('Device cannot be empty');

    c = await captcha();
    const pending = await safeLogin({ verifyKey: c.verifyKey, verifyCode: 'K7QP' });
    expect(pending).toMatchObject({ code: -1, data: { bindState: 'pending' } });

    // the service user may not approve devices; admin (normal sign-in elsewhere) may
    const service = await t.login('service', 'Service@123');
    expect((await t.post('/user/user/authDevice', { id: apply.data.id }, { token: service })).msg).toBe(
      'No permission at present',
    );
    const admin = await t.login('admin', 'Admin@123');
    const bindings = await t.get<{ id: string; status: string }[]>(
      '/user/user/deviceBindings',
      {
        userId: (await t.get<{ user: { id: string } }>('/user/user/current', undefined, { token: admin }))
          .data.user.id,
      },
      { token: admin },
    );
    expect(bindings.data).toEqual([
      expect.objectContaining({ id: apply.data.id, status: 'pending', deviceId: DEVICE }),
    ]);
    expect((await t.post('/user/user/authDevice', { id: apply.data.id }, { token: admin })).code).toBe(0);

    c = await captcha();
    const ok = await safeLogin({ verifyKey: c.verifyKey, verifyCode: 'K7QP' });
    expect(ok.code).toBe(0);
    expect('token' in ok.data && ok.data.token).toBeTruthy();

    // another device of the same user is still unbound
    c = await captcha();
    expect((await safeLogin({ verifyKey: c.verifyKey, verifyCode: 'K7QP' }, 'phone-02')).data).toEqual({
      bindState: 'unbound',
    });

    expect((await t.post('/user/user/unbindDevice', { deviceId: DEVICE }, { token: admin })).code).toBe(0);
    c = await captcha();
    expect((await safeLogin({ verifyKey: c.verifyKey, verifyCode: 'K7QP' })).data).toEqual({
      bindState: 'unbound',
    });
  });
});
