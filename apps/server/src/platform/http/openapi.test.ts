import { afterAll, beforeAll, expect, it } from 'vitest';
import { allRoutes } from '../../routes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openApiDocument, openApiRoute } from './openapi.ts';
import SNAPSHOT from './openapi-operations.json' with { type: 'json' };
import { operationRows } from './openapi-rows.ts';

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

it('lists the same paths, methods and request schemas as the committed snapshot', () => {
  const doc = openApiDocument([...allRoutes, openApiRoute(allRoutes)]) as Parameters<typeof operationRows>[0];
  expect(operationRows(doc)).toEqual(SNAPSHOT);
});

it('gives every route an output schema', () => {
  const missing = [...new Set(allRoutes.filter((r) => !r.output).map((r) => `${r.method} ${r.url}`))];
  expect(missing, 'these routes have no output schema: give their contract one').toEqual([]);
});

it('describes the data of the answers, and every reference of the document resolves', () => {
  const doc = openApiDocument([...allRoutes, openApiRoute(allRoutes)]) as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
    >;
    components: { schemas?: Record<string, unknown> };
  };
  const data = (path: string, method: string) =>
    (
      doc.paths[path]![method]!.responses['200']!.content['application/json'] as {
        schema: { properties: { data: { properties?: object; type?: string } } };
      }
    ).schema.properties.data;
  expect(Object.keys(data('/api/user/role/insert', 'post').properties!)).toEqual(
    expect.arrayContaining(['id', 'code', 'displayName', 'userType', 'createdAt']),
  );
  expect(Object.keys(data('/api/basic/country/search', 'post').properties!)).toEqual([
    'records',
    'total',
    'page',
    'size',
  ]);
  expect(data('/api/basic/country/deleteBatch', 'post').type).toBe('null');
  expect(
    Object.keys(doc.paths['/api/basic/country/importTemplate']!.get!.responses['200']!.content),
  ).toContain('application/octet-stream');
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(refs.filter((name) => !doc.components.schemas?.[name])).toEqual([]);
  expect(JSON.stringify(doc)).not.toContain('"#/$defs/');
});
