import { BizCode, message, pickLanguage } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import { okEnvelope } from './envelope.ts';

/** A health check answers within this time; a database slower than that counts as unreachable. */
const HEALTH_TIMEOUT_MS = 2_000;

/** How the health check asks the database: its own ping, or `select 1` through the pool. */
export type Ping = () => Promise<unknown>;

/** Whether PostgreSQL answers in time (PGlite lives in this process: always reachable). */
async function databaseReachable(db: Db, config: AppConfig, ping: Ping | undefined): Promise<boolean> {
  if (config.dbKind === 'pglite') return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const probe = (ping ? ping() : db.execute(sql`select 1`)).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health` (DESIGN §7, §10): HTTP 200 `{code: 0, data: {db}}` while the database answers;
 * HTTP 503 `{code: -1, msg: serverBusy, data: {db, ready: false}}` while it is unreachable, for load
 * balancers and process monitors. Outside the route pipeline because it sets the HTTP status.
 */
export function registerHealthRoute(app: FastifyInstance, db: Db, config: AppConfig, ping?: Ping): void {
  app.get('/api/health', async (req, reply) => {
    const lang = pickLanguage(req.headers['accept-language']);
    if (await databaseReachable(db, config, ping))
      return reply.code(200).send(okEnvelope(lang, { db: config.dbKind }));
    return reply.code(503).send({
      code: BizCode.failure,
      msg: message(lang, 'serverBusy'),
      data: { db: config.dbKind, ready: false },
    });
  });
}
