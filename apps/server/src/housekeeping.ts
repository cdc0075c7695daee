import { lt } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { cryptoKey } from '#platform/encryption/crypto-key.schema.ts';
import type { FileStore } from '#platform/file-store.ts';
import { failStaleJobs, purgeOldJobs } from '#platform/jobs/job.service.ts';
import { MODULES } from './modules.ts';

/**
 * Runs every module's clean-ups (expired sessions, captchas, QR scans, day-old sign-in attempts,
 * temporary uploads no record claimed within a day), then deletes expired encryption keys and jobs
 * finished a day ago, and fails jobs whose process died.
 */
export async function purgeExpired(db: Db, now: Date, fileStore: FileStore): Promise<void> {
  for (const m of MODULES) for (const job of m.jobs ?? []) await job(db, now, fileStore);
  await db.delete(cryptoKey).where(lt(cryptoKey.expiresAt, now));
  await failStaleJobs(db, now);
  await purgeOldJobs(db, now);
}
