import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/** The SQL files drizzle-kit generated, applied in file-name order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** Key of the advisory lock every process takes while migrating, so concurrent starts are safe. */
const MIGRATION_LOCK_KEY = 7_460_211_001;

const schemaMigrations = pgTable('schema_migrations', {
  name: text().primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Applies the pending migrations in one transaction under an advisory lock; returns the names applied. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      const name = file.replace(/\.sql$/, '');
      if (done.has(name)) continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ name });
      applied.push(name);
    }
    return applied;
  });
}
