import { lt } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { authRoutes } from './auth.routes.ts';
import { captcha, deviceBinding, loginAttempt, qrScan } from './auth.schema.ts';

const DAY_MS = 86_400_000;

/** Deletes expired captchas, QR scans a day past expiry and day-old sign-in attempts. */
async function purgeExpiredSignIn(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(captcha).where(lt(captcha.expiresAt, now));
  await db.delete(qrScan).where(lt(qrScan.expiresAt, dayAgo));
  await db.delete(loginAttempt).where(lt(loginAttempt.createdAt, dayAgo));
}

/** Sign-in: passwords, captchas, devices, QR codes, throttling. */
export const authModule: ModuleManifest = {
  name: 'platform/auth',
  tables: { loginAttempt, captcha, deviceBinding, qrScan },
  routes: authRoutes,
  jobs: [purgeExpiredSignIn],
};
