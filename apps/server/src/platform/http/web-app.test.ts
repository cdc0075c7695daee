import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { schema } from '../../schema.ts';

let app: FastifyInstance;
const dist = mkdtempSync(join(tmpdir(), 'fd-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>FreightDesk</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  // no query reaches the database here, so a driver without a connection is enough
  app = await buildApp({ db: drizzle.mock({ schema }), config: { webDist: dist, logger: false } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves files and falls back to index.html for app paths', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/client/index', '/oa/role?x=1', '/login']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>FreightDesk</title>');
    }
  });

  it('never answers index.html for API paths or non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(api.json()).toMatchObject({ code: -1 });
    const post = await app.inject({ method: 'POST', url: '/client/index' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: -1 });
  });
});
