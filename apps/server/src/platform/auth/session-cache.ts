import type { UserType } from '@freightdesk/domain';

/** A session as read from the database on a cache miss: the user's columns plus the expiry stamps. */
export type SessionRecord = {
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  userId: string;
  username: string;
  name: string;
  userType: UserType;
  roleId: string | null;
  customerId: string | null;
  warehouseId: string | null;
  enabled: boolean;
};

/** Bounds the memory a flood of distinct tokens may take; expired entries are dropped first. */
const MAX_ENTRIES = 20_000;

/**
 * Sessions read in this process, by token hash, for a few seconds: a request then costs no session
 * query. A logout forgets its token; a committed write of users or sessions in this process forgets
 * them all (`kept-data.ts`); another API process sees them when its entry runs out (the TTL). The
 * expiry itself is still checked on every request against the cached stamps, and the sliding write
 * updates the entry in place.
 */
export class SessionCache {
  private entries = new Map<string, { record: SessionRecord; until: number }>();
  /** Counts the forgets: a read that started before one is not cached (it may hold the old user). */
  private forgets = 0;
  constructor(private readonly ttlMs: number) {}

  /** Taken before a session is read from the database, and given back to `set`. */
  get generation(): number {
    return this.forgets;
  }

  /** The cached session of a token hash, while fresh. */
  get(tokenHash: string, now: number): SessionRecord | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > now) return hit.record;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Caches a session just read from the database (unless forgets happened since `readAt`, the generation before the read). */
  set(tokenHash: string, record: SessionRecord, now: number, readAt?: number): void {
    if (readAt !== undefined && readAt !== this.forgets) return;
    if (this.entries.size >= MAX_ENTRIES) this.prune(now);
    this.entries.set(tokenHash, { record, until: now + this.ttlMs });
  }

  /** Replaces a cached session's stamps after the sliding write, keeping its TTL (a re-read still happens). */
  touch(tokenHash: string, record: SessionRecord): void {
    const hit = this.entries.get(tokenHash);
    if (hit) hit.record = record;
  }

  /** Forgets one token hash (a session found expired or disabled). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets one session (logout). */
  forgetSession(sessionId: string): void {
    this.forgets++;
    for (const [key, { record }] of this.entries)
      if (record.sessionId === sessionId) this.entries.delete(key);
  }

  /** Forgets every session of some users (password change, disable, role or warehouse change). */
  forgetUsers(userIds: readonly string[]): void {
    this.forgets++;
    const ids = new Set(userIds.map((id) => id.toLowerCase()));
    for (const [key, { record }] of this.entries)
      if (ids.has(record.userId.toLowerCase())) this.entries.delete(key);
  }

  /** Forgets everything (a committed write of users or sessions). */
  clear(): void {
    this.forgets++;
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [key, { until }] of this.entries) if (until <= now) this.entries.delete(key);
    // still full: the oldest entries go (a Map iterates in insertion order)
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
