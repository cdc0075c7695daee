import { BizCode } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../test/entity-kit.ts';
import { createTestApp, type Envelope, type TestApp } from '../../test/test-app.ts';

/**
 * Written once over `/api/openapi.json`, so a route added later is covered by itself: every route that
 * is not public refuses a request without a token (-9000), and every route that names a permission
 * refuses a signed-in staff user who holds none (-1 "no permission"), before its input is read.
 */
let t: TestApp;
let bareToken: string;
type Operation = { description: string; security?: unknown[] };
let operations: { method: 'GET' | 'POST'; url: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin', 'Admin@123');
  bareToken = await userWithPermissions(t, admin, 'noGrants', []);
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      url: path.replace(/^\/api/, ''),
      op,
    })),
  );
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string): Promise<Envelope> =>
  method === 'GET' ? t.get(url, {}, { token }) : t.post(url, {}, { token });

describe('route guards, over every route of the OpenAPI document', () => {
  it('documents hundreds of routes, most of them guarded', () => {
    expect(operations.length).toBeGreaterThan(600);
    expect(operations.filter((o) => o.op.description.startsWith('Permission')).length).toBeGreaterThan(400);
  });

  it('every route that is not public refuses a request without a token with -9000', async () => {
    const wrong: string[] = [];
    for (const { method, url, op } of operations) {
      if (op.description.startsWith('Public')) continue;
      const res = await call(method, url);
      if (res.code !== BizCode.loginExpired) wrong.push(`${method} ${url}: ${res.code} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('every route that names a permission refuses a staff user holding none', async () => {
    const wrong: string[] = [];
    for (const { method, url, op } of operations) {
      if (!op.description.startsWith('Permission')) continue;
      const res = await call(method, url, bareToken);
      if (res.code !== BizCode.failure || res.msg !== 'No permission at present')
        wrong.push(`${method} ${url}: ${res.code} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
