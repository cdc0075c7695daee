import {
  type Language,
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@freightdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// every case starts after the window of the previous one
beforeEach(() => t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1_000));

type Body = { username: string; password: string; userType: 'staff' | 'customer' };
const DEMO: Body = { username: 'demo', password: 'Demo@123', userType: 'customer' };
const WRONG = 'Wrong@123';
const CAPTCHA_REQUIRED = 'Several sign-ins failed, please enter the verification code';
const WRONG_CREDENTIALS = 'Wrong username or password';
const wait = (s: number) =>
  `Too many failed sign-ins, please try again in ${s} seconds or enter the verification code`;

/** A fresh captcha (answer K7QP) as the login body's fields. */
async function captcha(): Promise<{ verifyKey: string; verifyCode: string }> {
  t.captcha.text = 'K7QP';
  const res = await t.get<{ verifyKey: string }>('/user/user/getVerifyCode');
  return { verifyKey: res.data.verifyKey, verifyCode: 'k7qp' };
}

const login = (body: Record<string, unknown>, remoteAddress: string, lang?: Language) =>
  t.post<{ token: string } | { captchaRequired: boolean } | null>(
    '/user/user/login',
    { mode: 'normal', ...body },
    { remoteAddress, ...(lang ? { lang } : {}) },
  );

describe('captcha after failures for a user', () => {
  it('the third failure, from any addresses, makes every sign-in of the user need a correct captcha', async () => {
    for (let i = 1; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) {
      expect(await login({ ...DEMO, password: WRONG }, `10.1.0.${i}`)).toEqual({
        code: -1,
        msg: WRONG_CREDENTIALS,
        data: null,
      });
    }
    expect(await login({ ...DEMO, password: WRONG }, '10.1.0.9')).toEqual({
      code: -1,
      msg: WRONG_CREDENTIALS,
      data: { captchaRequired: true },
    });
    // the user's own address, which never failed: the right password alone is not enough …
    expect(await login(DEMO, '10.1.1.1')).toEqual({
      code: -1,
      msg: CAPTCHA_REQUIRED,
      data: { captchaRequired: true },
    });
    const wrongCode = { ...(await captcha()), verifyCode: 'AAAA' };
    expect(await login({ ...DEMO, ...wrongCode }, '10.1.1.1')).toMatchObject({
      code: -1,
      msg: 'Verification code is wrong or expired',
      data: { captchaRequired: true },
    });
    // … with a correct captcha it signs in, and the success clears the count
    expect((await login({ ...DEMO, ...(await captcha()) }, '10.1.1.1')).code).toBe(0);
    expect((await login(DEMO, '10.1.1.1')).code).toBe(0);
  });

  it('nobody can lock a user out: after many failures from many addresses the user signs in with a captcha', async () => {
    for (let i = 0; i < 12; i++) {
      await login({ ...DEMO, password: WRONG, ...(await captcha()) }, `10.2.0.${i % 3}`);
    }
    expect((await login(DEMO, '10.2.1.1')).msg).toBe(CAPTCHA_REQUIRED);
    expect((await login({ ...DEMO, ...(await captcha()) }, '10.2.1.1')).code).toBe(0);
  });

  it('does not ask another user for a captcha', async () => {
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) {
      t.clock.advance(30_000);
      await login({ ...DEMO, password: WRONG }, '10.3.0.1');
    }
    expect(
      (await login({ username: 'lmsonly', password: 'Lms@1234', userType: 'customer' }, '10.3.0.1')).code,
    ).toBe(0);
  });
});

describe('wait per user and address', () => {
  it('each further failure makes the next attempt from that address wait 1 s, doubling to at most 30 s', async () => {
    // a first failure costs nothing
    await login({ ...DEMO, password: WRONG }, '10.4.0.1');
    const expected = [1, 2, 4, 8, 16, 30, 30];
    for (const seconds of expected) {
      const res = await login({ ...DEMO, password: WRONG, ...(await captcha()) }, '10.4.0.1');
      expect(res.msg).toBe(WRONG_CREDENTIALS);
      // refused at once without reading the password, and not counted as a failure
      expect(await login({ ...DEMO, password: WRONG }, '10.4.0.1')).toEqual({
        code: -1,
        msg: wait(seconds),
        data: { captchaRequired: true },
      });
      t.clock.advance(seconds * 1000 - 1);
      expect((await login({ ...DEMO, password: WRONG }, '10.4.0.1')).msg).toBe(wait(1));
      t.clock.advance(1);
    }
    // once the wait is over, the next attempt is read (the user still needs the captcha)
    expect((await login(DEMO, '10.4.0.1')).msg).toBe(CAPTCHA_REQUIRED);
  });

  it('the right password with a correct captcha signs in even while its own address waits', async () => {
    for (let i = 0; i < 7; i++) await login({ ...DEMO, password: WRONG, ...(await captcha()) }, '10.5.0.1');
    expect((await login(DEMO, '10.5.0.1')).msg).toBe(wait(30));
    expect((await login({ ...DEMO, ...(await captcha()) }, '10.5.0.1')).code).toBe(0);
  });

  it('another address of the same user does not wait, and another user of the same address neither', async () => {
    await login({ ...DEMO, password: WRONG }, '10.6.0.1');
    await login({ ...DEMO, password: WRONG }, '10.6.0.1');
    expect((await login(DEMO, '10.6.0.1')).msg).toBe(wait(1));
    expect((await login(DEMO, '10.6.0.2')).code).toBe(0);
    await login({ ...DEMO, password: WRONG }, '10.6.0.1');
    await login({ ...DEMO, password: WRONG }, '10.6.0.1');
    expect(
      (await login({ username: 'lmsonly', password: 'Lms@1234', userType: 'customer' }, '10.6.0.1')).code,
    ).toBe(0);
  });
});

describe('attempts at the same time', () => {
  it('are admitted one at a time: a burst of wrong passwords gets no more than the wait allows', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => login({ ...DEMO, password: WRONG }, '10.9.0.1')),
    );
    const messages = burst.map((r) => r.msg);
    // the 1st failure costs nothing, the 2nd starts a 1 s wait that refuses the other 8 unread
    expect(messages.filter((m) => m === WRONG_CREDENTIALS)).toHaveLength(2);
    expect(messages.filter((m) => m === wait(1))).toHaveLength(8);
  });
});

describe('limit per address', () => {
  const nobody = (i: number) => ({ username: `nobody${i}`, password: WRONG, userType: 'staff' });
  const ADMIN = { username: 'admin', password: 'Admin@123', userType: 'staff' };

  it('counts only attempts without a correct captcha, then asks every user there for one', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS - 1; i++) await login(nobody(i), '10.7.0.1');
    // failures with a correct captcha do not count
    for (let i = 100; i < 105; i++) await login({ ...nobody(i), ...(await captcha()) }, '10.7.0.1');
    expect((await login(ADMIN, '10.7.0.1')).code).toBe(0);
    expect(await login(nobody(99), '10.7.0.1')).toEqual({
      code: -1,
      msg: WRONG_CREDENTIALS,
      data: { captchaRequired: true },
    });
    expect((await login(ADMIN, '10.7.0.1')).msg).toBe(CAPTCHA_REQUIRED);
    expect((await login({ ...ADMIN, ...(await captcha()) }, '10.7.0.1')).code).toBe(0);
    // another address is not affected; after the window this one needs no captcha either
    expect((await login(ADMIN, '10.7.0.2')).code).toBe(0);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1_000);
    expect((await login(ADMIN, '10.7.0.1')).code).toBe(0);
  });
});

describe('messages in the caller language', () => {
  it.each([
    ['zh-CN', '登录失败次数较多，请输入验证码', '登录失败次数过多，请1秒后再试，或输入正确的验证码和密码'],
    ['en-US', CAPTCHA_REQUIRED, wait(1)],
    [
      'vi-VN',
      'Đã có nhiều lần đăng nhập thất bại, vui lòng nhập mã xác minh',
      'Đăng nhập thất bại quá nhiều lần, vui lòng thử lại sau 1 giây hoặc nhập mã xác minh',
    ],
  ] as const)('%s', async (lang, captchaMsg, waitMsg) => {
    const address = '10.8.0.1';
    await login({ ...DEMO, password: WRONG }, address);
    await login({ ...DEMO, password: WRONG }, address);
    expect((await login(DEMO, address, lang)).msg).toBe(waitMsg);
    for (let i = 2; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) {
      t.clock.advance(60_000);
      await login({ ...DEMO, password: WRONG }, address);
    }
    t.clock.advance(60_000);
    expect((await login(DEMO, address, lang)).msg).toBe(captchaMsg);
  });
});
