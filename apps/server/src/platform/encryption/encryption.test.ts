import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

/** What a browser does with WebCrypto AES-GCM: iv ‖ ciphertext ‖ tag, base64. */
function browserEncrypt(k: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(k, 'base64'), iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString(
    'base64',
  );
}
function browserDecrypt(k: string, b64: string): unknown {
  const raw = Buffer.from(b64, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(k, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8'),
  );
}

async function key(): Promise<{ k: string; s: string }> {
  const res = await t.get<{ k: string; s: string }>('/whosyourdaddy');
  expect(res.code).toBe(0);
  expect(Buffer.from(res.data.k, 'base64')).toHaveLength(32);
  return res.data;
}

async function encryptedPost(ks: { k: string; s: string }, url: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { cryptosalt: ks.s, 'accept-language': 'en-US', ...(token ? { token } : {}) },
    payload: { data: browserEncrypt(ks.k, JSON.stringify(body)) },
  });
  return res.json() as { code: number; msg: string; data: unknown; encrypted?: boolean };
}

async function encryptedGet(ks: { k: string; s: string }, url: string, query: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    query: { key: browserEncrypt(ks.k, query) },
    headers: { cryptosalt: ks.s, 'accept-language': 'en-US', ...(token ? { token } : {}) },
  });
  return res.json() as { code: number; msg: string; data: unknown; encrypted?: boolean };
}

const setEncryption = (value: boolean) =>
  t.post('/common/sysConfig/update', { key: 'security.payloadEncryption', value }, { token: admin });

describe('payload encryption off (default)', () => {
  it('serves plain requests and tells the web it is off', async () => {
    expect((await t.get<{ encryption: boolean }>('/common/tenant/currentConfig')).data.encryption).toBe(
      false,
    );
    expect((await t.get('/common/dictionary/items', { type: 'sex' }, { token: admin })).code).toBe(0);
  });

  it('still understands an encrypted request and answers encrypted', async () => {
    const ks = await key();
    const res = await encryptedPost(ks, '/user/user/login', {
      username: 'demo',
      password: 'Demo@123',
      userType: 'customer',
    });
    expect(res).toMatchObject({ code: 0, encrypted: true });
    expect(browserDecrypt(ks.k, res.data as string)).toEqual({ token: expect.any(String) });
  });

  it('encrypts an answer the route sends as JSON text (the price query) like any other', async () => {
    const ks = await key();
    const token = await t.login('demo', 'Demo@123', 'customer');
    const shipment = {
      countryCode: 'US',
      postcode: '90001',
      pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
    };
    const plain = await t.post<{ ok: boolean }[]>('/fms/price/queryPrice', shipment, { token });
    expect(plain.code).toBe(0);
    expect(plain.data.some((a) => a.ok)).toBe(true);
    const sealed = await encryptedPost(ks, '/fms/price/queryPrice', shipment, token);
    expect(sealed).toMatchObject({ code: 0, encrypted: true });
    expect(browserDecrypt(ks.k, sealed.data as string)).toEqual(plain.data);
  });
});

describe('payload encryption on', () => {
  beforeAll(async () => {
    expect((await setEncryption(true)).code).toBe(0);
  });
  afterAll(async () => {
    const ks = await key();
    await encryptedPost(
      ks,
      '/common/sysConfig/update',
      { key: 'security.payloadEncryption', value: false },
      admin,
    );
  });

  it('refuses plain requests that carry a body or a query', async () => {
    const body = await t.post('/user/user/login', {
      username: 'demo',
      password: 'Demo@123',
      userType: 'customer',
    });
    expect(body).toEqual({
      code: -1,
      msg: 'This request must be encrypted, please reload the page',
      data: null,
    });
    const query = await t.get('/common/dictionary/items', { type: 'sex' }, { token: admin });
    expect(query.code).toBe(-1);
  });

  it('lets plain requests without input and the exempt routes through', async () => {
    expect((await t.get('/user/user/current', undefined, { token: admin })).code).toBe(0);
    expect((await t.get('/health')).code).toBe(0);
    expect((await t.get<{ encryption: boolean }>('/common/tenant/currentConfig')).data.encryption).toBe(true);
    expect((await t.get('/common/appVersion/checkVersion', { version: '1.0.1' })).code).toBe(0);
  });

  it('round-trips an encrypted POST body and GET query', async () => {
    const ks = await key();
    const login = await encryptedPost(ks, '/user/user/login', {
      username: 'demo',
      password: 'Demo@123',
      userType: 'customer',
    });
    expect(login.code).toBe(0);
    const { token } = browserDecrypt(ks.k, login.data as string) as { token: string };

    const items = await encryptedGet(ks, '/common/dictionary/items', 'type=sex', token);
    expect(items.encrypted).toBe(true);
    expect(browserDecrypt(ks.k, items.data as string)).toEqual([
      { code: '0', name: 'Male' },
      { code: '1', name: 'Female' },
    ]);

    // errors come back encrypted too, with the message in clear
    const wrong = await encryptedPost(ks, '/user/user/login', {
      username: 'demo',
      password: 'Nope@123',
      userType: 'customer',
    });
    expect(wrong).toMatchObject({ code: -1, msg: 'Wrong username or password', encrypted: true });
    expect(browserDecrypt(ks.k, wrong.data as string)).toBeNull();
  });

  it('refuses a tampered payload or an unknown key', async () => {
    const ks = await key();
    const cipher = Buffer.from(browserEncrypt(ks.k, '{"a":1}'), 'base64');
    cipher[14] = (cipher[14] ?? 0) ^ 1;
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { cryptosalt: ks.s, 'accept-language': 'en-US' },
      payload: { data: cipher.toString('base64') },
    });
    expect(tampered.json()).toMatchObject({
      code: -1,
      msg: 'The request could not be decrypted, please reload the page',
    });
    const unknown = await encryptedPost(
      { k: ks.k, s: '00000000-0000-4000-8000-000000000000' },
      '/user/user/login',
      {},
    );
    expect(unknown.msg).toBe('The request could not be decrypted, please reload the page');
  });
});
