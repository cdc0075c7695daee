import { SessionCache } from '#platform/auth/session-cache.ts';
import type { AppConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';

/** A value cached in this process for a short time (settings read on every request). */
export class TtlCache<T> {
  private entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly ttlMs: number) {}

  /** The cached value, or the loaded one (then cached). */
  async get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    return value;
  }

  /** Forgets one key (after a local write), or all. */
  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}

/** Process-wide state of one app instance. Other processes see setting changes after the cache TTL. */
export type AppRuntime = {
  db: Db;
  config: AppConfig;
  settings: TtlCache<unknown>;
  cryptoKeys: TtlCache<Buffer | null>;
  /**
   * The permission codes of each role, read on every request: cached 5 s (a grant clears its role at
   * once in the process that made it; other processes see it within the TTL).
   */
  rolePermissions: TtlCache<readonly string[]>;
  /**
   * Sessions by token hash, read on every request: cached 5 s (logout, password change and user
   * changes forget them at once in the process that made them; other processes within the TTL).
   */
  sessions: SessionCache;
};

/** Creates the runtime state of an app instance. */
export function createRuntime(db: Db, config: AppConfig): AppRuntime {
  return {
    db,
    config,
    settings: new TtlCache(5_000),
    cryptoKeys: new TtlCache(60_000),
    rolePermissions: new TtlCache(5_000),
    sessions: new SessionCache(5_000),
  };
}
