// The npm registry mirror of this workplace lacks the platform builds of Biome that our machines never
// use (macOS, Windows, Android, musl). npm then leaves them out of package-lock.json, and `npm ci`
// refuses the lock file as out of sync. This adds the missing entries (never installed on Linux/glibc
// x64 and arm64: npm skips optional packages of another platform). Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const file = join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const PLATFORMS = {
  'cli-android-arm64': { os: ['android'], cpu: ['arm64'] },
  'cli-android-x64': { os: ['android'], cpu: ['x64'] },
  'cli-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'cli-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'cli-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'cli-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'cli-win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'cli-win32-x64': { os: ['win32'], cpu: ['x64'] },
};
let added = 0;
for (const [name, platform] of Object.entries(PLATFORMS)) {
  const key = `node_modules/@biomejs/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    ...platform,
    engines: { node: '>=14.21.3' },
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lock] added ${added} platform entries of Biome ${biome.version}`);
