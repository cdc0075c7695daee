import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTITIES, LOOKUP_ENTITIES } from '@freightdesk/domain';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { entityRegistry } from './entities.ts';
import { schema } from './schema.ts';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every `pgTable` exported by a `*.schema.ts` file (what drizzle-kit generates migrations from). */
async function schemaFileTables(): Promise<{ file: string; name: string; table: PgTable }[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.schema.ts'),
  );
  const out: { file: string; name: string; table: PgTable }[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(`${SRC}/${file}`).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (is(value, PgTable)) out.push({ file, name, table: value });
  }
  return out;
}

describe('assembled schema', () => {
  it('holds every table of every *.schema.ts file (a table a manifest forgets fails here)', async () => {
    const tables = await schemaFileTables();
    expect(tables.length).toBeGreaterThan(50);
    const assembled = new Set(Object.values(schema));
    const missing = tables.filter((t) => !assembled.has(t.table)).map((t) => `${t.file}: ${t.name}`);
    expect(missing).toEqual([]);
    expect(assembled.size).toBe(tables.length);
  });

  it('serves every entity of the domain from a table of the schema', () => {
    const assembled = new Set<unknown>(Object.values(schema));
    for (const def of [...ENTITIES, ...LOOKUP_ENTITIES]) {
      const { table } = entityRegistry.get(def.name);
      expect(assembled.has(table), def.name).toBe(true);
      expect(getTableConfig(table).name, def.name).toBe(def.table);
    }
  });
});
