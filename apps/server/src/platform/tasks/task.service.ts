import type { Language } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { platformTask } from './task.schema.ts';

/** What a handler learns besides its payload. */
export type TaskContext = {
  /** The task's idempotency key (unique per type). */
  key: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** The runner's clock. */
  now: Date;
  /** A request context of the system user at `now` (default language unless given), for services written for requests. */
  system: (lang?: Language) => AuthedContext;
};

/**
 * Runs one task. It must be idempotent: a task can run again after it did its work (the process
 * died before marking it done, or its lease ran out), so the handler checks what is already done —
 * by the key or by the rows it writes — before doing anything a second time.
 */
// biome-ignore lint/suspicious/noExplicitAny: each handler reads its own payload shape
export type TaskHandler<P = any> = (db: Db, payload: P, context: TaskContext) => Promise<unknown>;

/** A recurring task: every `every` seconds one task of type `task` is enqueued. */
export type TaskSchedule = { name: string; every: number; task: string };

export type EnqueueTask = {
  type: string;
  key: string;
  payload?: unknown;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Tries before it is failed (default 5). */
  maxAttempts?: number;
};

export type TaskRow = typeof platformTask.$inferSelect;

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Enqueues a task; inside the caller's transaction it exists only if that transaction commits.
 * Enqueuing a type+key that exists already changes nothing and answers the existing task's id.
 */
export async function enqueueTask(db: Db | Tx, task: EnqueueTask, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .insert(platformTask)
    .values({
      type: task.type,
      key: task.key,
      payload: task.payload ?? {},
      runAt: task.runAt ?? now,
      maxAttempts: task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [platformTask.type, platformTask.key] })
    .returning({ id: platformTask.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: platformTask.id })
    .from(platformTask)
    .where(and(eq(platformTask.type, task.type), eq(platformTask.key, task.key)));
  if (!existing) throw new Error(`task ${task.type} ${task.key} vanished while enqueued`);
  return existing.id;
}

/**
 * Takes up to `limit` due tasks of the given types: queued ones whose time has come and running ones
 * whose lease ran out (their process died). `SKIP LOCKED` lets several processes claim side by side
 * without waiting for or taking each other's rows.
 */
export async function claimTasks(
  db: Db,
  types: readonly string[],
  worker: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<TaskRow[]> {
  if (types.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update platform_task set status = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = ${until.toISOString()}, started_at = ${now.toISOString()}
    where id in (
      select id from platform_task
      where type in (${typeList})
        and ((status = 'queued' and run_at <= ${now.toISOString()})
          or (status = 'running' and locked_until < ${now.toISOString()}))
      order by run_at
      limit ${limit}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(platformTask)
    .where(
      sql`${platformTask.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Marks a task done, if this worker still holds it. */
export async function completeTask(db: Db, task: TaskRow, worker: string, now: Date): Promise<void> {
  await db
    .update(platformTask)
    .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(platformTask.id, task.id), eq(platformTask.lockedBy, worker)));
}

/** Exponential backoff after the n-th failed try: 10 s, 20 s, 40 s… at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
}

/** Records a failed try: queued again after the backoff, or failed for good once out of tries. */
export async function failTask(
  db: Db,
  task: TaskRow,
  worker: string,
  error: string,
  now: Date,
): Promise<'retry' | 'failed'> {
  const last = task.attempts >= task.maxAttempts;
  await db
    .update(platformTask)
    .set(
      last
        ? { status: 'failed', lastError: error, finishedAt: now, lockedBy: null, lockedUntil: null }
        : {
            status: 'queued',
            lastError: error,
            runAt: new Date(now.getTime() + retryDelayMs(task.attempts)),
            lockedBy: null,
            lockedUntil: null,
          },
    )
    .where(and(eq(platformTask.id, task.id), eq(platformTask.lockedBy, worker)));
  return last ? 'failed' : 'retry';
}

/**
 * Queues again every running task at once: on PGlite at start (one process, guarded by the lock
 * file), whatever was running was left by a dead process and need not wait for its lease.
 */
export async function requeueRunningTasks(db: Db): Promise<void> {
  await db
    .update(platformTask)
    .set({ status: 'queued', lockedBy: null, lockedUntil: null })
    .where(eq(platformTask.status, 'running'));
}
