import type { SessionRecord } from './session-cache.ts';

/** Who is calling: resolved from the `token` header on every non-public route (the session's user, its permissions). */
export type SessionUser = Omit<SessionRecord, 'expiresAt' | 'lastSeenAt' | 'enabled'> & {
  permissions: ReadonlySet<string>;
};
