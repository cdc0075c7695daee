import svgCaptcha from 'svg-captcha';
import type { FileStore } from './file-store.ts';

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
  };
}
