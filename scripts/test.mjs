// `npm test`: every suite in order — typecheck, lint, unit + API (Vitest), browser (Playwright in
// Debian's Chromium). Installs Chromium with apt-get when it is missing; never skips a suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

async function step(name, cmd, args, env = {}) {
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')}`);
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  if (code !== 0) failedSteps.push(name);
  return code;
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('[test] Debian chromium is missing: installing it with apt-get …');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  await step('apt-get update', aptGet[0], [...aptGet.slice(1), 'update', '-qq'], env);
  await step('install chromium', aptGet[0], [...aptGet.slice(1), 'install', '-y', '-qq', 'chromium'], env);
  if (!existsSync(CHROMIUM)) {
    console.error(
      `[test] FAILED: ${CHROMIUM} is still missing; the browser tests cannot run. Install Debian's chromium.`,
    );
    process.exit(1);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numTodoTests ?? 0);
  // the concurrent pairs run only on PostgreSQL (TEST_DATABASE_URL): `.ci/run` runs them there
  totals.skipped += r.numPendingTests ?? 0;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected + s.skipped;
  return true;
}

await ensureChromium();
await step('typecheck', 'npm', ['run', 'typecheck']);
await step('lint', 'npx', ['biome', 'ci', '.']);

const vitestJson = join(reports, 'vitest.json');
await step('unit + API tests (PGlite)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (!countVitest(vitestJson)) failedSteps.push('vitest report missing');

const buildCode = await step('build web app', 'npm', ['run', 'build', '-w', 'apps/web']);
const pwJson = join(reports, 'playwright.json');
if (buildCode === 0) {
  await step(
    'browser tests (Playwright, Debian Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    },
  );
  if (!countPlaywright(pwJson)) failedSteps.push('playwright report missing');
}

console.log('');
if (failedSteps.length) console.log(`[test] FAILED steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed + failedSteps.length} failed`);
if (totals.skipped)
  console.log(
    `[test] ${totals.skipped} tests need PostgreSQL (TEST_DATABASE_URL) and did not run here: .ci/run runs them`,
  );
process.exit(failedSteps.length ? 1 : 0);
