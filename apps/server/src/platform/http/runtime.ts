import { SessionCache } from '#platform/auth/session-cache.ts';
import type { SessionUser } from '#platform/auth/session-user.ts';
import type { AppConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import { keepData, trackWrites } from '#platform/db/kept-data.ts';

/** A value cached in this process for a short time (settings read on every request). */
export class TtlCache<T> {
  private entries = new Map<string, { value: Promise<T>; until: number }>();
  constructor(private readonly ttlMs: number) {}

  /**
   * The cached value, or the loaded one (then cached). The load is kept from its start, so a forget
   * during it (a write committing) drops it too instead of the old rows being cached after it.
   */
  get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const entry = { value: load(), until: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets one key, or all. */
  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}

/**
 * Process-wide state of one app instance. Its caches are forgotten in this process when a transaction
 * writing their tables ends (`kept-data.ts`); other processes see the change after the cache TTL.
 */
export type AppRuntime = {
  db: Db;
  config: AppConfig;
  /** System settings (`sys_config`), 5 s. */
  settings: TtlCache<unknown>;
  /** Payload encryption keys by id, 60 s (a key row never changes once written). */
  cryptoKeys: TtlCache<Buffer | null>;
  /** The permission codes of each role, read on every request: 5 s. */
  rolePermissions: TtlCache<readonly string[]>;
  /** Sessions by token hash with their user's columns, read on every request: 5 s (logout forgets its own token). */
  sessions: SessionCache;
  /** Whether plain requests with input are refused (the payload encryption setting; given by the top floor). */
  payloadEncryptionRequired: (now: Date) => Promise<boolean>;
  /** The signed-in user of a token, or null (missing, expired, disabled); given by the top floor. */
  resolveSession: (token: string, now: Date) => Promise<SessionUser | null>;
};

/** What the runtime reads through modules, given by the top floor (the platform imports no module). */
export type RuntimeReads = {
  payloadEncryptionRequired: (runtime: AppRuntime, now: Date) => Promise<boolean>;
  resolveSession: (runtime: AppRuntime, token: string, now: Date) => Promise<SessionUser | null>;
};

/**
 * The tables each cache of the runtime is read from (named here: the platform knows no module's
 * schema; a test checks every name is a table).
 */
const RUNTIME_TABLES = {
  settings: ['sys_config'],
  rolePermissions: ['role', 'role_permission'],
  sessions: ['app_user'],
} as const;

/** Creates the runtime state of an app instance, its caches forgotten after each write of their tables. */
export function createRuntime(db: Db, config: AppConfig, reads: RuntimeReads): AppRuntime {
  const runtime: AppRuntime = {
    db,
    config,
    settings: new TtlCache(5_000),
    cryptoKeys: new TtlCache(60_000),
    rolePermissions: new TtlCache(5_000),
    sessions: new SessionCache(5_000),
    payloadEncryptionRequired: (now) => reads.payloadEncryptionRequired(runtime, now),
    resolveSession: (token, now) => reads.resolveSession(runtime, token, now),
  };
  trackWrites(db);
  keepData(
    { name: 'settings', tables: RUNTIME_TABLES.settings, forget: () => runtime.settings.invalidate() },
    db,
  );
  keepData(
    {
      name: 'rolePermissions',
      tables: RUNTIME_TABLES.rolePermissions,
      forget: () => runtime.rolePermissions.invalidate(),
    },
    db,
  );
  // a new session row (a sign-in) changes no kept session: only updates and deletes of sessions forget
  keepData(
    {
      name: 'sessions',
      tables: RUNTIME_TABLES.sessions,
      changedRowsOf: ['session'],
      forget: () => runtime.sessions.clear(),
    },
    db,
  );
  return runtime;
}
