import { createHash, randomBytes } from 'node:crypto';
import { type LoginMode, SESSION_TTL_MS } from '@freightdesk/domain';
import { and, eq, lt, ne } from 'drizzle-orm';
import { rolePermission } from '#modules/oa/role/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { SessionCache, SessionRecord } from '#platform/auth/session-cache.ts';
import type { SessionUser } from '#platform/auth/session-user.ts';
import type { Db } from '#platform/db/db.ts';
import { session } from './session.schema.ts';

export type { SessionUser } from '#platform/auth/session-user.ts';

/** The expiry only slides when the session was last touched longer ago than this. */
const SLIDE_EVERY_MS = 60_000;

/** sha256 of a token, as stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for a user and returns its opaque token (shown once, stored only hashed). */
export async function createSession(
  db: Db,
  input: { userId: string; loginMode: LoginMode; deviceId: string | null; address: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(session).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    loginMode: input.loginMode,
    deviceId: input.deviceId,
    address: input.address,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The permission codes of a role. */
export async function loadRolePermissions(db: Db, roleId: string): Promise<readonly string[]> {
  const rows = await db
    .select({ permission: rolePermission.permission })
    .from(rolePermission)
    .where(eq(rolePermission.roleId, roleId));
  return rows.map((r) => r.permission);
}

/** Reads a session and its user by token hash (a cache miss). */
async function loadSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      lastSeenAt: session.lastSeenAt,
      userId: appUser.id,
      username: appUser.username,
      name: appUser.name,
      userType: appUser.userType,
      roleId: appUser.roleId,
      customerId: appUser.customerId,
      warehouseId: appUser.warehouseId,
      enabled: appUser.enabled,
    })
    .from(session)
    .innerJoin(appUser, eq(appUser.id, session.userId))
    .where(eq(session.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Resolves a token to its signed-in user, sliding the expiry; null when missing, expired or disabled.
 * `permissionsOf` reads a role's codes and `cache` holds sessions read a moment ago (the pipeline
 * passes the per-process caches of its runtime).
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  permissionsOf: (roleId: string) => Promise<readonly string[]> = (roleId) => loadRolePermissions(db, roleId),
  cache?: SessionCache,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  let row = cache?.get(tokenHash, Date.now());
  if (!row) {
    const readAt = cache?.generation;
    row = await loadSession(db, tokenHash);
    if (row) cache?.set(tokenHash, row, Date.now(), readAt);
  }
  if (!row?.enabled || row.expiresAt.getTime() <= now.getTime()) {
    cache?.forget(tokenHash);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(session).set({ lastSeenAt: now, expiresAt }).where(eq(session.id, row.sessionId));
    row = { ...row, lastSeenAt: now, expiresAt };
    cache?.touch(tokenHash, row);
  }
  const permissions = row.roleId ? await permissionsOf(row.roleId) : [];
  const { expiresAt: _e, lastSeenAt: _l, enabled: _en, ...user } = row;
  return { ...user, permissions: new Set(permissions) };
}

/** Ends one session. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** Ends every session of a user except one (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
}

/** Removes expired sessions (housekeeping). */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(session).where(lt(session.expiresAt, now));
}
