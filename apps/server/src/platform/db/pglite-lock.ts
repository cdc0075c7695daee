import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `another FreightDesk process (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or set DATA_DIR / DATABASE_URL`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the PGlite lock file (holding our pid) so two processes never open one data directory.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(lockFile: string, dataDir: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  // the pid is written to a private file first and hard-linked into place, so the lock never exists half-written
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    return takeLock(lockFile, dataDir, draft);
  } finally {
    unlinkSync(draft);
  }
}

function takeLock(lockFile: string, dataDir: string, draft: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(draft, lockFile);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(pid, dataDir);
      }
      unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock file ${lockFile}`);
}
