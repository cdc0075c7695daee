import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { schema } from '../../schema.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-static.ts';

/** The built web app's cache headers and precompressed copies (docs/web.md "Serving the build"). */

const SCRIPT = 'console.log("freightdesk");'.repeat(100);
const PAGE = `<!doctype html><title>FreightDesk</title>${'<!-- page -->'.repeat(100)}`;
const dist = mkdtempSync(join(tmpdir(), 'fd-static-'));
let app: FastifyInstance;

function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), PAGE);
  writeWithCopies(join(dist, 'assets', 'shell-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'logo-Ef56Gh78.png'), Buffer.from([137, 80, 78, 71]));
  app = await buildApp({ db: drizzle.mock({ schema }), config: { webDist: dist, logger: false } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serving the built web app', () => {
  it('sends the brotli copy to a browser that accepts br, with its encoding, type and Vary', async () => {
    const res = await get('/assets/shell-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when br is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/shell-Ab12Cd34.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/shell-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/shell-Ab12Cd34.js', encoding);
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    const image = await get('/assets/logo-Ef56Gh78.png', 'br');
    expect(image.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('makes the browser revalidate the page itself, on every app path, compressed too', async () => {
    for (const url of ['/', '/index.html', '/login', '/client/index', '/lms/waybill/list?x=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
    expect(REVALIDATE_CACHE).toBe('no-cache');
  });

  it('answers 404 for a missing asset (never the page) and never serves the copies by their own names', async () => {
    const missing = await get('/assets/shell-OldHash0.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>FreightDesk</title>');
    for (const url of ['/assets/shell-Ab12Cd34.js.br', '/assets/shell-Ab12Cd34.js.gz']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
