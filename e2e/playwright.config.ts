import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server and database. Each worker has a server of its own on a fresh
 * PGlite directory under `.tmp/` (seeded with demo data) serving the built web app
 * (`npm run build -w apps/web`), so the spec files a worker runs one after another never meet another
 * worker's writes. E2E_WORKERS sets how many (default 2: the suite waits on the browser more than it
 * computes); E2E_PORT the first server's port, the next ones follow it.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 3199);
const urlOf = (index: number) => `http://127.0.0.1:${firstPort + index}`;
// a worker process loads this file again with its slot in TEST_PARALLEL_INDEX: it talks to its server
const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

// The runner decides the data directories once; its workers inherit them through the environment.
if (!process.env.E2E_DATA_DIR) {
  const tmp = join(repoRoot, '.tmp');
  mkdirSync(tmp, { recursive: true });
  for (const name of readdirSync(tmp)) {
    if (name.startsWith('e2e-')) rmSync(join(tmp, name), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = join(tmp, `e2e-${Date.now()}`);
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: 0,
  // generous: CI shares two CPUs with other builds; a missing element still fails, only later
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    // the rolling announcement line animates on every screen; without a GPU its repaints took most of
    // the CPU of the run. Users who ask for less motion get the line still, as this browser does.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${urlOf(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: index === 0 ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    env: {
      PORT: String(firstPort + index),
      HOST: '127.0.0.1',
      DATA_DIR: `${process.env.E2E_DATA_DIR}-${index}`,
    },
  })),
});
