import { lt } from 'drizzle-orm';
import { captcha, loginAttempt, qrScan } from '#modules/platform/auth/auth.schema.ts';
import { purgeTempFiles } from '#modules/platform/file/file.service.ts';
import type { FileStore } from '#modules/platform/file/file-store.ts';
import { purgeExpiredSessions } from '#modules/platform/session/session.service.ts';
import type { Db } from '#platform/db/db.ts';
import { cryptoKey } from '#platform/encryption/crypto-key.schema.ts';
import { failStaleJobs, purgeOldJobs } from '#platform/jobs/job.service.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes expired sessions, captchas, QR scans, encryption keys, day-old sign-in attempts, expired file
 * links, temporary uploads no record claimed within a day and jobs finished a day ago; fails jobs
 * whose process died.
 */
export async function purgeExpired(db: Db, now: Date, fileStore: FileStore): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeExpiredSessions(db, now);
  await db.delete(captcha).where(lt(captcha.expiresAt, now));
  await db.delete(qrScan).where(lt(qrScan.expiresAt, dayAgo));
  await db.delete(cryptoKey).where(lt(cryptoKey.expiresAt, now));
  await db.delete(loginAttempt).where(lt(loginAttempt.createdAt, dayAgo));
  await purgeTempFiles(db, fileStore, now);
  await failStaleJobs(db, now);
  await purgeOldJobs(db, now);
}
