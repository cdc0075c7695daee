import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import svgCaptcha from 'svg-captcha';
import type { FileStore } from './file-store.ts';
import { DEFAULT_LEASE_MS, DEFAULT_TASK_CONCURRENCY } from './tasks/task-runner.ts';

/** A captcha picture and the text it shows. */
export type CaptchaImage = { text: string; svg: string };

export type PasswordHashOptions = { memoryCost: number; timeCost: number; parallelism: number };

/** Everything the app needs besides its database; tests override the clock, captcha and hash cost. */
export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  dbKind: 'pglite' | 'postgres';
  /** The current instant; injectable so tests can move time without sleeping. */
  now: () => Date;
  captcha: () => CaptchaImage;
  passwordHash: PasswordHashOptions;
  /** Built web app to serve (with SPA fallback), or null to serve the API only. */
  webDist: string | null;
  trustProxy: boolean;
  /** Pino logger options (a stream may capture the lines), or false for none. */
  logger: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Where uploaded file contents live (`FILE_STORE`: a directory under DATA_DIR, or the database). */
  fileStore: FileStore;
  /** How often the durable task runner polls, or null to leave it to `runDueTasks` (tests). */
  tasksPollMs: number | null;
  /**
   * How long a durable task's claim holds (`TASK_LEASE_MS`, 5 minutes): a task left running by a dead
   * process is taken over by another after it; it must outlast the longest handler (a carrier call's timeout).
   */
  taskLeaseMs: number;
  /** Tasks one process runs at once (`TASK_CONCURRENCY`, 16): concurrency hides the carriers' latency. */
  taskConcurrency: number;
  /** AES-256-GCM key (32 bytes) of secrets kept at rest (carrier credentials): `SECRETS_KEY` or `DATA_DIR/secrets.key`. */
  secretsKey: Buffer;
};

const CAPTCHA_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The production captcha: four characters drawn as SVG with noise. */
export function svgCaptchaGenerator(): CaptchaImage {
  const { text, data } = svgCaptcha.create({ size: 4, charPreset: CAPTCHA_CHARS, noise: 2, color: true });
  return { text, svg: data };
}

/** OWASP-level argon2id cost (19 MiB, 2 passes). */
export const DEFAULT_PASSWORD_HASH: PasswordHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Fills the defaults of an app configuration; the top floor gives the file store (a module's table or a directory). */
export function resolveConfig(partial: Partial<AppConfig> & Pick<AppConfig, 'fileStore'>): AppConfig {
  return {
    nodeEnv: partial.nodeEnv ?? 'development',
    dbKind: partial.dbKind ?? 'pglite',
    now: partial.now ?? (() => new Date()),
    captcha: partial.captcha ?? svgCaptchaGenerator,
    passwordHash: partial.passwordHash ?? DEFAULT_PASSWORD_HASH,
    webDist: partial.webDist ?? null,
    trustProxy: partial.trustProxy ?? false,
    logger: partial.logger ?? { level: 'info' },
    fileStore: partial.fileStore,
    tasksPollMs: partial.tasksPollMs ?? null,
    taskLeaseMs: partial.taskLeaseMs ?? DEFAULT_LEASE_MS,
    taskConcurrency: partial.taskConcurrency ?? DEFAULT_TASK_CONCURRENCY,
    secretsKey: partial.secretsKey ?? DEVELOPMENT_SECRETS_KEY,
  };
}

/** The key of apps built without one (tests): never used by `npm start`, which always resolves its own. */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('freightdesk development secrets key')
  .digest();

/**
 * The at-rest secrets key: `SECRETS_KEY` (base64 of 32 bytes) when set; else the key kept in `file`
 * (beside the data), created once with a random key (mode 600). Two processes starting together
 * agree: the file is created exclusively and the loser reads the winner's.
 */
export function resolveSecretsKey(envValue: string | undefined, file: string): Buffer {
  if (envValue) {
    const key = Buffer.from(envValue, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be the base64 text of 32 bytes');
    return key;
  }
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold the base64 text of 32 bytes`);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return resolveSecretsKey(undefined, file);
}
