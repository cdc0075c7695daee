import { createHash, randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SEED_ORGANIZATIONS } from '#modules/oa/organization/organization.seed.ts';
import { SEED_ROLES } from '#modules/oa/role/role.seed.ts';
import { DEMO_USERS } from '#modules/platform/user/index.ts';
import { SEED_DICTIONARIES } from '#modules/settings/dictionary/dictionary.seed.ts';
import { SYS_CONFIG_DEFAULTS } from '#modules/settings/system/sys-config.service.ts';
import { SEED_PUBLIC_CONFIGS } from '#modules/settings/system/system.seed.ts';
import type { AppConfig, PasswordHashOptions } from '#platform/config.ts';
import { type Database, openPglite, openPostgres } from '#platform/db/db.ts';
import { MIGRATIONS_DIR, migrate } from '#platform/db/migrate.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { buildApp } from '../app.ts';
import { schema } from '../schema.ts';
import { DEMO_ROWS } from '../seed/basic-demo-seed.ts';
import { seedDatabase } from '../seed/seed.ts';
import { SEED_SCOPES } from '../seed/seed-data.ts';

/** Cheap argon2id cost for tests (the algorithm is the same). */
export const TEST_PASSWORD_HASH: PasswordHashOptions = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A clock tests move by hand. */
export type TestClock = { now: () => Date; advance: (ms: number) => void };

export type Envelope<T = unknown> = { code: number; msg: string; data: T; encrypted?: boolean };
export type CallOptions = {
  token?: string;
  lang?: Language;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** The text the next captcha shows. */
  captcha: { text: string };
  get: <T = unknown>(
    url: string,
    query?: Record<string, string>,
    options?: CallOptions,
  ) => Promise<Envelope<T>>;
  post: <T = unknown>(url: string, body?: unknown, options?: CallOptions) => Promise<Envelope<T>>;
  /** Signs in with the normal mode and returns the token (fails the test otherwise). */
  login: (username: string, password: string, userType?: 'staff' | 'customer') => Promise<string>;
  close: () => Promise<void>;
};

const SEED_DIR = fileURLToPath(new URL('../seed/', import.meta.url));
const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
/** Seed code outside the seed folder: the modules' seeds and demo data, and the bench's waybill generator. */
async function seedSources(): Promise<string[]> {
  const own = (await readdir(MODULES_DIR, { recursive: true })).filter((f) =>
    /\.(seed|demo|company)\.ts$/.test(f),
  );
  return [
    ...own.sort().map((f) => join(MODULES_DIR, f)),
    join(MODULES_DIR, 'lms/waybill/waybill-generate.ts'),
  ];
}

/** Identifies the migrated and seeded state: a hash of the migrations, the seed sources and data, and the hash cost. */
async function templateKey(): Promise<string> {
  const data = [
    TEST_PASSWORD_HASH,
    SEED_ROLES,
    SEED_ORGANIZATIONS,
    SEED_DICTIONARIES,
    SEED_PUBLIC_CONFIGS,
    SEED_SCOPES,
  ];
  const hash = createHash('sha256').update(
    JSON.stringify([...data, DEMO_USERS, SYS_CONFIG_DEFAULTS, DEMO_ROWS]),
  );
  for (const dir of [MIGRATIONS_DIR, SEED_DIR]) {
    for (const file of (await readdir(dir)).filter((f) => /\.(sql|ts)$/.test(f)).sort()) {
      hash.update(file).update(await readFile(join(dir, file)));
    }
  }
  for (const file of await seedSources()) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite. Creating one runs initdb (seconds), so the migrated and seeded data
 * directory is dumped once to the temp dir and later test files start from a copy of it.
 */
async function freshPglite(): Promise<Database> {
  const file = join(tmpdir(), `freightdesk-test-pglite-${await templateKey()}.tar`);
  const fromTemplate = async () => {
    const dump = await readFile(file).catch(() => null);
    return dump ? openPglite(schema, undefined, new Blob([dump])) : null;
  };
  const ready = await fromTemplate();
  if (ready) return ready;
  // one test file builds the template while the others wait for it (a lock older than a minute is stale)
  const lock = `${file}.lock`;
  const building = await open(lock, 'wx').then(
    (h) => h.close().then(() => true),
    () => false,
  );
  if (!building) {
    for (let waited = 0; waited < 60_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
      const copy = await fromTemplate();
      if (copy) return copy;
      const age = await stat(lock).then(
        (st) => Date.now() - st.mtimeMs,
        () => Infinity,
      );
      if (age > 60_000) break;
    }
  }
  try {
    const database = await openPglite(schema);
    await migrate(database.db);
    await seedDatabase(database.db, { production: false, passwordHash: TEST_PASSWORD_HASH });
    const tar = await database.pglite!.dumpDataDir('none');
    const draft = `${file}.${process.pid}`;
    await writeFile(draft, Buffer.from(await tar.arrayBuffer()));
    await rename(draft, file);
    return database;
  } finally {
    if (building) await rm(lock, { force: true });
  }
}

/**
 * An empty database (nothing migrated): a new PostgreSQL database when TEST_DATABASE_URL is set,
 * else in-memory PGlite. `connect` opens a further connection pool to the same database (PostgreSQL only).
 */
export async function createEmptyDatabase(): Promise<{
  database: Database;
  connect: () => Database | null;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openPglite(schema), connect: () => null, drop: async () => {} };
  const { database, drop, target } = await createPostgresDatabase(url);
  return { database, connect: () => openPostgres(schema, target, 5), drop };
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await freshPglite(), drop: async () => {} };
  const template = await postgresTemplate(url);
  const { database, drop } = await createPostgresDatabase(url, template);
  return { database, drop };
}

/** Serialises template building and copying across the test processes of one PostgreSQL server. */
const TEMPLATE_LOCK = 72_140_317;

/**
 * The migrated and seeded PostgreSQL database test files copy (`create database … template`, a file
 * copy, instead of migrating and seeding each time). Built once per template key by the first test
 * process to ask; templates of other keys are dropped then.
 */
async function postgresTemplate(url: string): Promise<string> {
  const name = `fd_tpl_${await templateKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'fd\\_tpl\\_%'",
    );
    for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    const draft = `${name}_draft`;
    await admin.query(`drop database if exists ${draft} with (force)`);
    await admin.query(`create database ${draft}`);
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${draft}`;
    const database = openPostgres(schema, targetUrl.toString(), 2);
    try {
      await migrate(database.db);
      await seedDatabase(database.db, { production: false, passwordHash: TEST_PASSWORD_HASH });
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${draft} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}

async function createPostgresDatabase(url: string, template?: string) {
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (template) {
    // a copy needs the template free of sessions: one copy at a time
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } else {
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const targetUrl = new URL(url);
  targetUrl.pathname = `/${name}`;
  const target = targetUrl.toString();
  return {
    target,
    database: openPostgres(schema, target, 5),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // pool.end() does not wait for the sockets to close: give closing backends a moment before
      // forcing, so that no client is sent "terminating connection" (an unhandled pool error)
      for (let attempt = 0; attempt < 40; attempt++) {
        const left = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (left.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Builds the app on a fresh database (a new PostgreSQL database when TEST_DATABASE_URL is set,
 * otherwise in-memory PGlite), migrated and seeded with the demo company (both steps are no-ops
 * when the PGlite copy came from the cached template).
 */
export async function createTestApp(
  options: { routes?: readonly ApiRoute[]; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await migrate(database.db);
  await seedDatabase(database.db, { production: false, passwordHash: TEST_PASSWORD_HASH });
  let nowMs = Date.now();
  const clock: TestClock = {
    now: () => new Date(nowMs),
    advance: (ms) => {
      nowMs += ms;
    },
  };
  const captcha = { text: 'AB12' };
  const app = await buildApp({
    db: database.db,
    routes: options.routes,
    config: {
      nodeEnv: 'test',
      dbKind: database.kind,
      now: clock.now,
      captcha: () => ({ text: captcha.text, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      passwordHash: TEST_PASSWORD_HASH,
      logger: false,
      ...options.config,
    },
  });
  const headersOf = (o: CallOptions = {}) => ({
    'accept-language': o.lang ?? 'en-US',
    ...(o.token ? { token: o.token } : {}),
    ...o.headers,
  });
  const get = async <T>(url: string, query?: Record<string, string>, o?: CallOptions) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api${url}`,
      query,
      headers: headersOf(o),
      remoteAddress: o?.remoteAddress,
    });
    return res.json() as Envelope<T>;
  };
  const post = async <T>(url: string, body?: unknown, o?: CallOptions) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: headersOf(o),
      remoteAddress: o?.remoteAddress,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return res.json() as Envelope<T>;
  };
  const login = async (username: string, password: string, userType: 'staff' | 'customer' = 'staff') => {
    const res = await post<{ token: string }>('/user/user/login', {
      username,
      password,
      userType,
      mode: 'normal',
    });
    if (res.code !== 0) throw new Error(`login ${username} failed: ${res.msg}`);
    return res.data.token;
  };
  return {
    app,
    database,
    clock,
    captcha,
    get,
    post,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
