import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFileStore, localFileStore } from '#modules/platform/file/file-store.ts';
import { DEMO_SIGN_INS } from '#modules/platform/user/index.ts';
import { type AppConfig, DEFAULT_PASSWORD_HASH, resolveSecretsKey } from '#platform/config.ts';
import { type Database, openPglite, openPostgres } from '#platform/db/db.ts';
import { migrate } from '#platform/db/migrate.ts';
import { acquireDataDirLock, DataDirLockedError } from '#platform/db/pglite-lock.ts';
import { failStaleJobs } from '#platform/jobs/job.service.ts';
import { requeueRunningTasks } from '#platform/tasks/task.service.ts';
import { buildApp } from './app.ts';
import { schema } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';

/** The built web app, found next to this source tree (not relative to the working directory). */
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** How often the durable task runner looks for due tasks and schedules. */
const TASKS_POLL_MS = 1_000;

const env = process.env;
const port = Number.parseInt(env.PORT ?? '3000', 10);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(env.DATA_DIR ?? './data');
const nodeEnv: AppConfig['nodeEnv'] =
  env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
const production = nodeEnv === 'production';
/** `FILE_STORE=database` keeps uploads in PostgreSQL (several API processes without a shared disk). */
const fileStore = env.FILE_STORE === 'database' ? databaseFileStore : localFileStore(join(dataDir, 'files'));

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** A positive whole number from the environment, or undefined (the default) when not set. */
function positiveInt(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    fail(`${name} must be a positive whole number (got ${raw})`);
  return value;
}
/** How long a task's claim holds before another process takes over a dead one's work (default 5 minutes). */
const taskLeaseMs = positiveInt('TASK_LEASE_MS');
/** Durable tasks one process runs at once (default 8). */
const taskConcurrency = positiveInt('TASK_CONCURRENCY');

async function openDatabase(): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) return { database: openPostgres(schema, env.DATABASE_URL), release: () => {} };
  let release: () => void;
  try {
    release = acquireDataDirLock(join(dataDir, 'pglite.lock'), dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  try {
    return { database: await openPglite(schema, join(dataDir, 'pglite')), release };
  } catch (err) {
    release();
    throw err;
  }
}

async function start(): Promise<void> {
  const { database, release } = await openDatabase();
  const applied = await migrate(database.db);
  // PGlite has one process (the lock file), so any unfinished job or running task was left by a dead one
  if (database.kind === 'pglite') {
    await failStaleJobs(database.db, new Date(), 0);
    await requeueRunningTasks(database.db);
  }
  const seeded = await seedDatabase(database.db, {
    production,
    passwordHash: DEFAULT_PASSWORD_HASH,
    adminPassword: env.ADMIN_PASSWORD,
  });
  const webDist = existsSync(join(WEB_DIST, 'index.html')) ? WEB_DIST : null;
  const app = await buildApp({
    db: database.db,
    ...(database.ping ? { ping: database.ping } : {}),
    config: {
      nodeEnv,
      dbKind: database.kind,
      webDist,
      trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
      logger: { level: env.LOG_LEVEL ?? (production ? 'info' : 'warn') },
      fileStore,
      tasksPollMs: TASKS_POLL_MS,
      ...(taskLeaseMs ? { taskLeaseMs } : {}),
      ...(taskConcurrency ? { taskConcurrency } : {}),
      secretsKey: resolveSecretsKey(env.SECRETS_KEY, join(dataDir, 'secrets.key')),
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down…`);
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', release);

  await app.listen({ port, host });
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`;
  const lines = [
    '',
    `FreightDesk is ready at ${url}`,
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'pglite')}`}`,
    `  migrations applied now: ${applied.length ? applied.join(', ') : 'none (up to date)'}`,
    webDist
      ? `  web app: ${webDist}`
      : `  web app: NOT BUILT (${WEB_DIST} is missing) — only the API is served; run \`npm run build\` first`,
  ];
  if (seeded.demoSeeded) lines.push('  demo data seeded on this first start');
  if (seeded.adminCreated) {
    lines.push('  production: created user admin with the password from ADMIN_PASSWORD');
  } else if (production && !env.ADMIN_PASSWORD) {
    lines.push(
      '  production: no default users; set ADMIN_PASSWORD on a database without users to create `admin`',
    );
  }
  if (!production) {
    lines.push('  demo sign-ins (staff/customer · username · password):');
    for (const u of DEMO_SIGN_INS)
      lines.push(`    ${u.userType.padEnd(8)} ${u.username.padEnd(8)} ${u.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

start().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
