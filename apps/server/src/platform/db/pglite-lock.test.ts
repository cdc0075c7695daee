import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './pglite-lock.ts';

const made: string[] = [];
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'fd-lock-'));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  it('writes our pid and removes the file on release', () => {
    const d = dir();
    const file = join(d, 'pglite.lock');
    const release = acquireDataDirLock(file, d);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds it, naming the pid', () => {
    const d = dir();
    const file = join(d, 'pglite.lock');
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDataDirLock(file, d)).toThrowError(DataDirLockedError);
    expect(() => acquireDataDirLock(file, d)).toThrowError(
      `another FreightDesk process (pid ${process.ppid}) is using DATA_DIR ${d}; stop it or set DATA_DIR / DATABASE_URL`,
    );
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a dead process', () => {
    const d = dir();
    const file = join(d, 'pglite.lock');
    writeFileSync(file, '999999999');
    const release = acquireDataDirLock(file, d);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
