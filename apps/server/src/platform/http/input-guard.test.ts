import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { publicRoute } from './route.ts';

let t: TestApp;
let reached = 0;
beforeAll(async () => {
  t = await createTestApp({
    routes: [
      publicRoute({
        method: 'POST',
        url: '/test/echo',
        input: z.object({ note: z.string().optional(), rows: z.array(z.unknown()).optional() }).loose(),
        handler: (_c, b) => {
          reached++;
          return { keys: Object.keys(b), polluted: ({} as Record<string, unknown>).polluted ?? null };
        },
      }),
      publicRoute({
        method: 'GET',
        url: '/test/echoQuery',
        input: z.object({ q: z.string().optional() }).loose(),
        handler: (_c, q) => {
          reached++;
          return q;
        },
      }),
      publicRoute({
        method: 'GET',
        url: '/test/dbValue',
        handler: () => {
          const cause = Object.assign(new Error('invalid input syntax for type uuid: "x"'), {
            code: '22P02',
          });
          throw Object.assign(new Error('Failed query: select * from secret_table where id = $1'), { cause });
        },
      }),
    ],
  });
});
afterAll(() => t.close());

const postRaw = (url: string, payload: string | Buffer, contentType: string, lang = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': contentType, 'accept-language': lang },
    payload,
  });

describe('the input guard', () => {
  it('refuses NUL in a text with -1 naming the field, in the caller language, before any SQL', async () => {
    const body = { username: 'ad\u0000min', password: 'x', userType: 'staff', mode: 'normal' };
    for (const [lang, msg] of [
      ['zh-CN', '用户名包含不允许的字符'],
      ['en-US', 'Username contains characters that are not allowed'],
      ['vi-VN', 'Tên đăng nhập chứa ký tự không được phép'],
    ] as const) {
      const res = await postRaw('/user/user/login', JSON.stringify(body), 'application/json', lang);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: -1, msg, data: null });
    }
  });

  it('refuses NUL in a query and a lone surrogate in a body, naming the field', async () => {
    const token = await t.login('admin', 'Admin@123');
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/common/dictionary/items?type=a%00b',
      headers: { token, 'accept-language': 'en-US' },
    });
    expect(get.json()).toEqual({
      code: -1,
      msg: 'Type contains characters that are not allowed',
      data: null,
    });
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/common/userSetting/save',
      headers: { token, 'accept-language': 'en-US', 'content-type': 'application/json' },
      payload: '{"type":"menu","businessKey":"a\\ud800","content":{}}',
    });
    expect(save.json().code).toBe(-1);
    expect(save.json().msg).toContain('contains characters that are not allowed');
    // a surrogate pair (an emoji) is valid text
    expect((await t.post('/test/echo', { note: 'ok 📦' })).code).toBe(0);
  });

  it('keeps prototype keys and deep nesting away from route code', async () => {
    const before = reached;
    for (const payload of [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"rows":[{"__proto__":{"polluted":true}}]}',
    ]) {
      const res = await postRaw('/test/echo', payload, 'application/json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: -1, msg: 'Request exception', data: null });
    }
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/test/echoQuery?__proto__=x&q=1',
      headers: { 'accept-language': 'en-US' },
    });
    expect(query.json()).toEqual({ code: -1, msg: 'Request exception', data: null });
    const deep = await postRaw(
      '/test/echo',
      `{"rows":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      'application/json',
    );
    expect(deep.json()).toEqual({ code: -1, msg: 'The request data is nested too deeply', data: null });
    expect(reached).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers malformed JSON and a broken multipart body with -1', async () => {
    const bad = await postRaw('/user/user/login', '{"username":', 'application/json', 'vi-VN');
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ code: -1, msg: 'Yêu cầu bất thường', data: null });
    const token = await t.login('admin', 'Admin@123');
    const uploadMsg = 'The upload is incomplete or malformed, please upload again';
    for (const [contentType, payload] of [
      ['multipart/form-data', 'abc'],
      [
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/basic/country/import',
        headers: { token, 'content-type': contentType, 'accept-language': 'en-US' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: -1, msg: uploadMsg, data: null });
    }
  });

  it('answers a value the database refuses with -1, without the SQL', async () => {
    const res = await t.get('/test/dbValue');
    expect(res).toEqual({
      code: -1,
      msg: 'A value in the request is not valid, please check and retry',
      data: null,
    });
  });

  it('matches the fuel surcharge autocomplete keyword against its month', async () => {
    const token = await t.login('admin', 'Admin@123');
    const res = await t.post<{ id: string; label: string }[]>(
      '/fms/fuelSurcharge/autocomplete',
      { keyword: '20' },
      { token },
    );
    expect(res.code).toBe(0);
    expect(res.data.every((r) => r.label.includes('20'))).toBe(true);
  });

  it('answers a request the HTTP parser cannot read with the envelope, not a framework 400', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('POST /api/user/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}'),
      );
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: -1,
      msg: '请求异常',
      data: null,
    });
  });
});
