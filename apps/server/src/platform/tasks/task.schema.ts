import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A durable task's state: `queued → running → done | failed` (a failed attempt with tries left is queued again). */
export type TaskStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Durable work (reminders, deliveries, scheduled runs): a row per unit of work, claimed by any process
 * with a lease, retried with backoff. `key` is the unit's idempotency key, unique per type.
 */
export const platformTask = pgTable(
  'platform_task',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The registered handler that runs it. */
    type: varchar({ length: 64 }).notNull(),
    key: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: varchar({ length: 16 }).$type<TaskStatus>().notNull().default('queued'),
    /** Not run before this instant (the first run, or the next try after a failure). */
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lastError: text(),
    /** The process holding it (host:pid:start) and until when: past that, another process claims it again. */
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('platform_task_type_key_idx').on(t.type, t.key),
    index('platform_task_status_run_at_idx').on(t.status, t.runAt),
  ],
);

/** A recurring task: every `every` seconds the runner enqueues one task for the slot `next_run_at`. */
export const platformSchedule = pgTable('platform_schedule', {
  name: varchar({ length: 128 }).primaryKey(),
  /** Interval in seconds. */
  every: integer().notNull(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastRunAt: timestamp({ withTimezone: true }),
});
