import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCarrierHttp } from './carrier-http.ts';
import { CarrierCallError } from './connector.ts';

/** The logged HTTP client against a loopback server: statuses answered, failures normalised, secrets masked. */

const SECRET = 'pw-Loopback-77';
let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000);
      return;
    }
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      res.writeHead(req.url?.startsWith('/fail') ? 503 : 200, {
        'content-type': 'application/json',
        'x-echo': SECRET,
      });
      res.end(JSON.stringify({ got: body, big: 'a b, '.repeat(20_000) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

const http = (timeoutMs = 1_000) =>
  createCarrierHttp({ db: t.database.db, apiId: null, logRef: 'FD-HTTP', timeoutMs, secrets: [SECRET] });
const logged = async (tag: string) =>
  (
    (await t.database.db.execute(
      sql`select * from request_detail_log where tag = ${tag} order by request_time desc limit 1`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows[0]!;

describe('carrier HTTP client', () => {
  it('answers an HTTP error status instead of throwing, and logs it masked and cut at 64 kB', async () => {
    const res = await http()({
      method: 'POST',
      url: `${base}/fail?password=${SECRET}`,
      headers: { 'x-api-key': 'anything', 'x-user': SECRET },
      body: JSON.stringify({ password: SECRET }),
      tag: 'test/fail',
    });
    expect(res.status).toBe(503);
    expect(res.body).toContain(SECRET);
    const row = await logged('test/fail');
    expect(row.response_code).toBe(503);
    expect(row.request_headers).toEqual({ 'x-api-key': '******', 'x-user': '******' });
    expect(String(row.url)).toContain('password=******');
    expect(String(row.response_body)).toMatch(/…\[cut: \d+ characters in all\]$/);
    expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it('turns a timeout and a refused connection into unavailable, logged with a remark', async () => {
    const slow = await http(300)({ method: 'GET', url: `${base}/slow`, tag: 'test/slow' }).catch(
      (e: unknown) => e,
    );
    expect(slow).toBeInstanceOf(CarrierCallError);
    expect((slow as CarrierCallError).error).toMatchObject({ code: 'unavailable', retryable: true });
    expect((await logged('test/slow')).remark).toBe('timed out after 300 ms');
    const refused = await http()({ method: 'GET', url: 'http://127.0.0.1:9/x', tag: 'test.refused' }).catch(
      (e: unknown) => e,
    );
    expect((refused as CarrierCallError).error.code).toBe('unavailable');
    expect(String((await logged('test.refused')).remark)).toMatch(/^connection failed/);
  });
});
