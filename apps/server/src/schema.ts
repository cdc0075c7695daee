import type { PgTable } from 'drizzle-orm/pg-core';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { cryptoKey } from '#platform/encryption/crypto-key.schema.ts';
import { entityImport } from '#platform/entity/entity-import.schema.ts';
import { commonJob } from '#platform/jobs/job.schema.ts';
import { permissionScope } from '#platform/permissions/permission-scope.schema.ts';
import { platformRequestKey } from '#platform/request-key/request-key.schema.ts';
import { platformSchedule, platformTask } from '#platform/tasks/task.schema.ts';
import { MODULES } from './modules.ts';

/** The ground floor's own tables. */
const PLATFORM_TABLES: Record<string, PgTable> = {
  cryptoKey,
  entityImport,
  commonJob,
  permissionScope,
  platformRequestKey,
  platformSchedule,
  platformTask,
  seedStep,
};

/** Every table by export name, for the database handle (drizzle-kit reads the `*.schema.ts` files). */
export const schema: Readonly<Record<string, PgTable>> = assembleSchema();

function assembleSchema(): Record<string, PgTable> {
  const out: Record<string, PgTable> = { ...PLATFORM_TABLES };
  const seen = new Set<PgTable>(Object.values(out));
  for (const m of MODULES) {
    for (const [name, table] of Object.entries(m.tables ?? {})) {
      if (name in out || seen.has(table))
        throw new Error(`module ${m.name}: table ${name} is registered twice`);
      out[name] = table;
      seen.add(table);
    }
  }
  return out;
}
