import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, test } from '@playwright/test';
import { ADMIN } from './helpers.ts';

/**
 * The weight budget of the first screens (issue 13 item 7, holds for every later issue): the first
 * load of `/login` and of `/index` (signed in) each fetch at most 350 kB (1 kB = 1,000 bytes) of
 * scripts, counted as their brotli copies in the build, until the network is idle. Each page opens
 * in a fresh browser context (empty cache). `bench/web-shell.ts` prints the same figures and more.
 */
const BUDGET_BYTES = 350_000;
const ASSETS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'apps/web/dist/assets');

/** Brotli size of a built script; a script without a brotli copy counts with its full size. */
function brotliBytes(url: string): number {
  const file = join(ASSETS, basename(new URL(url).pathname));
  expect(existsSync(file), `${url} is a file of the build`).toBe(true);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

async function scriptsOfFirstLoad(browser: Browser, baseURL: string, path: string, token?: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  if (token) await context.addInitScript((t) => localStorage.setItem('fd_token_staff', t), token);
  const page = await context.newPage();
  const scripts: { url: string; encoding: string; cache: string }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const headers = await res.allHeaders();
    scripts.push({
      url: res.url(),
      encoding: headers['content-encoding'] ?? '',
      cache: headers['cache-control'] ?? '',
    });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

test('the first load of /login and of /index each stay within 350 kB of brotli-compressed scripts', async ({
  browser,
  baseURL,
  request,
}) => {
  const login = await request.post('/api/user/user/login', {
    data: { username: ADMIN.username, password: ADMIN.password, userType: 'staff', mode: 'normal' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const [path, signedIn] of [
    ['/login', false],
    ['/index', true],
  ] as const) {
    const scripts = await scriptsOfFirstLoad(browser, baseURL!, path, signedIn ? token : undefined);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
      // files under 1 kB have no compressed copy (apps/web/build/precompress.ts)
      if (existsSync(join(ASSETS, `${basename(new URL(s.url).pathname)}.br`))) {
        expect(['br', 'gzip'], s.url).toContain(s.encoding);
      }
    }
    const bytes = scripts.reduce((sum, s) => sum + brotliBytes(s.url), 0);
    const list = scripts.map((s) => `${basename(s.url)} ${brotliBytes(s.url)}`).join(', ');
    expect(
      bytes,
      `${path}: ${scripts.length} scripts, ${bytes} bytes as brotli (${list})`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});
