import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  description: string;
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
};

it('GET /api/openapi.json (public) documents every route with its permission', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
  expect(doc.openapi).toBe('3.1.0');
  const insert = doc.paths['/api/basic/country/insert']!.post!;
  expect(insert.description).toBe('Permission: `setting/basic/country:insert`.');
  expect(Object.keys(insert.requestBody!.content['application/json']!.schema.properties!)).toEqual(
    expect.arrayContaining(['code', 'nameCn', 'aliases']),
  );
  const recipient = doc.paths['/api/basic/recipient/search']!.post!;
  expect(recipient.description).toBe('Permission: any of `setting/basic/recipient`, `setting/recipient`.');
  const upload = doc.paths['/api/basic/country/import']!.post!;
  expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
  expect(doc.paths['/api/user/user/login']!.post!.description).toBe('Public (no token).');
  expect(doc.paths['/api/basic/country/detail']!.get).toBeDefined();
});
