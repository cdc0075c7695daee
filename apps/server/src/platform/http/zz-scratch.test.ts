import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logger: { level: 'error' } } });
});
afterAll(() => t.close());
it('probe', async () => {
  const token = await t.login('admin', 'Admin@123');
  const show = async (label: string, p: Promise<{ statusCode: number; body: string }>) => {
    const r = await p;
    console.log(label, r.statusCode, r.body.slice(0, 300));
  };
  await show(
    'bad json',
    t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    }),
  );
  await show(
    'bad json tok',
    t.app.inject({
      method: 'POST',
      url: '/api/basic/country/search',
      headers: { 'content-type': 'application/json', token },
      payload: '{"username":',
    }),
  );
  await show(
    'proto',
    t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    }),
  );
  await show(
    'ctor',
    t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"constructor":{"prototype":{"x":1}}}',
    }),
  );
  await show(
    'nul',
    t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a\u0000', password: 'x', userType: 'staff', mode: 'normal' }),
    }),
  );
  await show(
    'nul get',
    t.app.inject({ method: 'GET', url: '/api/common/dictionary/items?type=a%00b', headers: { token } }),
  );
  await show(
    'surrogate',
    t.app.inject({
      method: 'POST',
      url: '/api/common/userSetting/save',
      headers: { 'content-type': 'application/json', token },
      payload: '{"type":"x\\ud800","businessKey":"a","content":{}}',
    }),
  );
  await show(
    'fuel',
    t.app.inject({
      method: 'POST',
      url: '/api/fms/fuelSurcharge/autocomplete',
      headers: { 'content-type': 'application/json', token },
      payload: '{"keyword":"a"}',
    }),
  );
  await show(
    'multipart no boundary',
    t.app.inject({
      method: 'POST',
      url: '/api/basic/country/import',
      headers: { 'content-type': 'multipart/form-data', token },
      payload: 'abc',
    }),
  );
  await show(
    'multipart trunc',
    t.app.inject({
      method: 'POST',
      url: '/api/basic/country/import',
      headers: { 'content-type': 'multipart/form-data; boundary=XX', token },
      payload: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
    }),
  );
  await show(
    'text/plain',
    t.app.inject({
      method: 'POST',
      url: '/api/basic/country/search',
      headers: { 'content-type': 'text/plain', token },
      payload: 'abc',
    }),
  );
  await show(
    'xml',
    t.app.inject({
      method: 'POST',
      url: '/api/basic/country/search',
      headers: { 'content-type': 'application/xml', token },
      payload: 'abc',
    }),
  );
});
