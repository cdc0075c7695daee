import type { Language } from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resolveConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from './route.ts';
import { type AppRuntime, createRuntime } from './runtime.ts';

/** The user id of work nobody asked for in a request (demo seeds, scheduled tasks): the nil UUID. */
export const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

/**
 * The context services run in outside a request: a staff "system" caller with no permission codes
 * (the caller of a service checks what it may do), the given clock and language, and the app's
 * runtime or a fresh one over `db`. Rows it writes name no creator (shown as "System").
 */
export function systemContext(
  db: Db,
  options: { now: Date; lang?: Language; runtime?: AppRuntime },
): AuthedContext {
  const runtime =
    options.runtime ??
    createRuntime(db, resolveConfig({ fileStore: null as never, logger: false }), {
      payloadEncryptionRequired: async () => false,
      resolveSession: async () => null,
    });
  return {
    db,
    config: runtime.config,
    runtime,
    lang: options.lang ?? 'zh-CN',
    now: options.now,
    ip: '127.0.0.1',
    deviceId: null,
    origin: 'http://localhost',
    log: quiet,
    auth: {
      sessionId: 'system',
      userId: SYSTEM_USER_ID,
      username: 'system',
      name: '',
      userType: 'staff',
      roleId: null,
      customerId: null,
      warehouseId: null,
      permissions: new Set(),
    },
  };
}

/** Who a row names as its creator: the signed-in user, or nobody for the system. */
export function actorOf(ctx: AuthedContext): { createdBy: string | null; createdByName: string | null } {
  return ctx.auth.userId === SYSTEM_USER_ID
    ? { createdBy: null, createdByName: null }
    : { createdBy: ctx.auth.userId, createdByName: ctx.auth.name };
}
