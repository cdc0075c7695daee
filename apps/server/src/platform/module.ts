import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#platform/db/db.ts';
import type { DemoCompanyPhase, DemoCompanySeed } from '#platform/demo-company.ts';
import type { EntityRegistry, EntityRules } from '#platform/entity/entity-runtime.ts';
import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { FileStore } from '#platform/file-store.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import type { TaskHandler, TaskSchedule } from '#platform/tasks/task.service.ts';

/** A demo row of an entity: references written as the target's code (or label), resolved when seeding. */
export type DemoRow = Record<string, unknown>;

/**
 * A domain entity the generic machinery serves from a module's table, with the module's own rules
 * and the rows a demo database gets (once per entity, see `src/seed/basic-demo-seed.ts`).
 */
export type ModuleEntity = { table: EntityTable; rules?: EntityRules; demoRows?: readonly DemoRow[] };

/** Rows a module seeds in one transaction (a step that must run once records itself in `seed_step`). */
export type ModuleSeed = (tx: Tx) => Promise<void>;

/** A periodic clean-up (the hourly housekeeping task runs every module's jobs). */
export type ModuleJob = (db: Db, now: Date, fileStore: FileStore) => Promise<unknown>;

/**
 * What one module folder contributes, exported as `<thing>.module.ts`. The top floor
 * (`src/modules.ts`) lists every manifest and assembles the database schema, the entity registry,
 * the routes, the durable tasks and the housekeeping from them.
 */
export type ModuleManifest = {
  /** The module's folder under `modules/`: `<area>/<thing>`. */
  name: string;
  /** Every Drizzle table of its `*.schema.ts` files, by export name (the typed database handle's schema). */
  tables?: Readonly<Record<string, PgTable>>;
  /** The domain entities it serves through the machinery, by entity name (table and rules). */
  entities?: Readonly<Record<string, ModuleEntity>>;
  /** Its API routes; a function when they need the served entities. */
  routes?: readonly ApiRoute[] | ((entities: EntityRegistry) => readonly ApiRoute[]);
  /** Its clean-ups of expired rows, run by the hourly housekeeping task. */
  jobs?: readonly ModuleJob[];
  /** Handlers of its durable tasks by task type (`enqueueTask`); every one must be idempotent. */
  tasks?: Readonly<Record<string, TaskHandler>>;
  /** Its recurring tasks: every `every` seconds one task of type `task` is enqueued. */
  schedules?: readonly TaskSchedule[];
  /**
   * What it seeds, in module order: `base` on every database (kept rows are never overwritten),
   * `company` on a new demo database (its demo company and sign-ins, phase by phase: see
   * `DemoCompany`), `demo` on demo databases after the demo company and the entities' demo rows.
   */
  seeds?: {
    base?: ModuleSeed;
    company?: Partial<Record<DemoCompanyPhase, DemoCompanySeed>>;
    demo?: ModuleSeed;
  };
};
