import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JsonText } from './json-text.ts';
import { publicRoute, route } from './route.ts';

let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { logger: { level: 'error', stream: { write: (line) => void logged.push(line) } } },
    routes: [
      publicRoute({
        method: 'GET',
        url: '/test/boom',
        handler: () => {
          throw new Error('secret internal detail at /srv/db.ts:42');
        },
      }),
      publicRoute({
        method: 'GET',
        url: '/test/jsonText',
        handler: () => new JsonText('{"lines":[{"value":"1.50"}],"name":"a \\"quoted\\" name"}'),
      }),
      route({
        method: 'POST',
        url: '/test/prefix',
        permission: { prefix: 'oa/org' },
        handler: () => 'prefix ok',
      }),
      route({
        method: 'POST',
        url: '/test/anyOf',
        permission: ['setting/system', 'lms/waybill/list'],
        handler: () => 'any ok',
      }),
      publicRoute({
        method: 'POST',
        url: '/test/validate',
        input: z.object({
          page: z.number().int().min(1).max(9),
          ids: z.array(z.string()).max(2),
          email: z.email(),
        }),
        handler: (_c, b) => b,
      }),
    ],
  });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers HTTP 200 with {code, msg, data}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '操作成功', data: { db: t.database.kind } });
  });

  it('puts data that is JSON text already into the envelope as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/jsonText',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Operation success',
      data: { lines: [{ value: '1.50' }], name: 'a "quoted" name' },
    });
  });

  it('answers an unknown API route with code -1 notFound (HTTP 200) in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/route',
      headers: { 'accept-language': 'vi-VN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1, msg: 'Không có API này', data: null });
  });

  it('hides unexpected errors behind a generic 500 message, without a stack', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: 'Server error, please try again later', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
    // …but the server log has the error with its stack
    const line = logged.find((l) => l.includes('secret internal detail'));
    expect(line).toContain('"stack"');
  });

  it('answers malformed JSON with -1 and an empty JSON body as no input', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ code: -1, msg: 'Request exception', data: null });
    const token = await t.login('admin', 'Admin@123');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/logout',
      headers: { 'content-type': 'application/json', token },
      payload: '',
    });
    expect(empty.json().code).toBe(0);
  });

  it('maps number, array and format issues to catalogue messages', async () => {
    const post = (body: unknown) => t.post('/test/validate', body);
    expect((await post({ page: 0, ids: [], email: 'a@b.co' })).msg).toBe('Page cannot be less than 1');
    expect((await post({ page: 10, ids: [], email: 'a@b.co' })).msg).toBe('Page cannot be greater than 9');
    expect((await post({ page: 1, ids: ['a', 'b', 'c'], email: 'a@b.co' })).msg).toBe(
      'IDs exceeds the maximum limit of 2',
    );
    expect((await post({ page: 1, ids: [], email: 'nope' })).msg).toBe('email is not in a valid format');
    expect((await post({ page: 'x', ids: [], email: 'a@b.co' })).msg).toBe('Page is not in a valid format');
    expect((await post({ page: 1, ids: [], email: 'a@b.co' })).data).toEqual({
      page: 1,
      ids: [],
      email: 'a@b.co',
    });
  });
});

describe('permission guard', () => {
  it('refuses a signed-in caller without the route permission and lets a holder through', async () => {
    const service = await t.login('service', 'Service@123');
    const admin = await t.login('admin', 'Admin@123');
    for (const [lang, msg] of [
      ['zh-CN', '暂无权限'],
      ['en-US', 'No permission at present'],
      ['vi-VN', 'Hiện không có quyền'],
    ] as const) {
      expect(await t.post('/user/role/list', {}, { token: service, lang })).toEqual({
        code: -1,
        msg,
        data: null,
      });
    }
    expect((await t.post('/user/role/list', {}, { token: admin })).code).toBe(0);
  });

  it('supports prefix and any-of requirements', async () => {
    const service = await t.login('service', 'Service@123');
    const demo = await t.login('demo', 'Demo@123', 'customer');
    const admin = await t.login('admin', 'Admin@123');
    expect((await t.post('/test/prefix', {}, { token: admin })).data).toBe('prefix ok');
    expect((await t.post('/test/prefix', {}, { token: service })).msg).toBe('No permission at present');
    expect((await t.post('/test/anyOf', {}, { token: service })).data).toBe('any ok');
    expect((await t.post('/test/anyOf', {}, { token: demo })).data).toBe('any ok');
    expect((await t.post('/test/anyOf', {})).code).toBe(-9000);
  });
});
