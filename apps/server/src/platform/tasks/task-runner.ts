import { hostname } from 'node:os';
import type { Language } from '@freightdesk/domain';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { SystemContext } from './system-context.ts';
import { platformSchedule } from './task.schema.ts';
import {
  claimTasks,
  completeTask,
  enqueueTask,
  failTask,
  type TaskHandler,
  type TaskRow,
  type TaskSchedule,
} from './task.service.ts';

export type TaskRunnerOptions = {
  /** Handlers by task type; a process claims only the types it has a handler for. */
  handlers: Readonly<Record<string, TaskHandler>>;
  schedules?: readonly TaskSchedule[];
  /** The app's clock (tests move it by hand). */
  now: () => Date;
  /** How long a claim holds a task; a handler must finish within it, else another process may run it too. */
  leaseMs?: number;
  /** Tasks claimed per pass (at least `concurrency`). */
  batch?: number;
  /**
   * Tasks of one pass run side by side, at most this many at once (carrier calls wait on the network:
   * concurrency hides their latency). Handlers lock what they change, as they must across processes.
   */
  concurrency?: number;
  /** This process's name in `locked_by`. */
  worker?: string;
  onError?: (err: unknown, task?: TaskRow) => void;
  /** The system user's request context for handlers (`TaskContext.system`); the app passes it. */
  systemContext?: SystemContext;
};

export type TaskPass = { done: number; retried: number; failed: number };

export type TaskRunner = {
  /** One pass: enqueues the due schedules' slots, then runs the due tasks (tests drive this). */
  runDueTasks: () => Promise<TaskPass>;
  /** Polls every `pollMs` until `stop`. */
  start: (pollMs: number) => void;
  /** Stops polling and waits for the pass under way. */
  stop: () => Promise<void>;
};

export const DEFAULT_LEASE_MS = 300_000;
export const DEFAULT_TASK_CONCURRENCY = 16;

/** Runs `fn` over `items`, at most `limit` at once. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Creates the durable task runner of one process (see docs/server.md, "Durable tasks"). */
export function createTaskRunner(db: Db, options: TaskRunnerOptions): TaskRunner {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_TASK_CONCURRENCY);
  const batch = Math.max(options.batch ?? 2 * concurrency, concurrency);
  const worker = options.worker ?? `${hostname()}:${process.pid}:${Date.now()}`;
  const types = Object.keys(options.handlers);
  const schedules = options.schedules ?? [];
  for (const s of schedules) {
    if (!options.handlers[s.task]) throw new Error(`schedule ${s.name}: no handler for task ${s.task}`);
    if (!Number.isInteger(s.every) || s.every <= 0) throw new Error(`schedule ${s.name}: bad interval`);
  }
  let registered = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function runTask(task: TaskRow): Promise<keyof TaskPass> {
    const now = options.now();
    const handler = options.handlers[task.type];
    try {
      // a lease that ran out after the last try: the task is not run a further time
      if (task.attempts > task.maxAttempts) throw new Error(task.lastError ?? 'lease expired');
      if (!handler) throw new Error(`no handler for task type ${task.type}`);
      const system = (lang?: Language) => {
        if (!options.systemContext) throw new Error('this task runner has no system context');
        return options.systemContext(now, lang);
      };
      await handler(db, task.payload, { key: task.key, attempt: task.attempts, now, system });
      await completeTask(db, task, worker, options.now());
      return 'done';
    } catch (err) {
      options.onError?.(err, task);
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await failTask(db, task, worker, message, options.now());
      return outcome === 'retry' ? 'retried' : 'failed';
    }
  }

  /** The last pass claimed a full batch: more are probably due, so the next pass starts at once. */
  let full = false;

  async function runDueTasks(): Promise<TaskPass> {
    const now = options.now();
    if (!registered) {
      await registerSchedules(db, schedules, now);
      registered = true;
    }
    if (schedules.length) await enqueueDueSlots(db, schedules, now);
    const pass: TaskPass = { done: 0, retried: 0, failed: 0 };
    const tasks = await claimTasks(db, types, worker, now, leaseMs, batch);
    full = tasks.length === batch;
    await forEachLimited(tasks, concurrency, async (task) => {
      pass[await runTask(task)]++;
    });
    return pass;
  }

  const tick = (pollMs: number) => {
    if (stopped) return;
    current = runDueTasks()
      .catch((err: unknown) => options.onError?.(err))
      .finally(() => {
        if (!stopped) timer = setTimeout(() => tick(pollMs), full ? 0 : pollMs);
      });
  };

  return {
    runDueTasks,
    start: (pollMs) => {
      if (!stopped) return;
      stopped = false;
      tick(pollMs);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}

/** Adds the schedules this process knows (the first slot is now) and updates their intervals. */
async function registerSchedules(db: Db, schedules: readonly TaskSchedule[], now: Date): Promise<void> {
  for (const s of schedules) {
    await db
      .insert(platformSchedule)
      .values({ name: s.name, every: s.every, nextRunAt: now })
      .onConflictDoUpdate({ target: platformSchedule.name, set: { every: s.every } });
  }
}

/**
 * Enqueues one task per due schedule, keyed `<name>:<slot ISO>`, and moves the schedule past now
 * (slots missed while no process ran are not made up one by one). The row lock keeps two processes
 * from working the same schedule at once; the unique key would stop a second task of the slot anyway.
 */
async function enqueueDueSlots(db: Db, schedules: readonly TaskSchedule[], now: Date): Promise<void> {
  const byName = new Map(schedules.map((s) => [s.name, s]));
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(platformSchedule)
      .where(lte(platformSchedule.nextRunAt, now))
      .for('update', { skipLocked: true });
    for (const row of due) {
      const schedule = byName.get(row.name);
      if (!schedule) continue; // another version's schedule: left to the processes that know it
      const slot = row.nextRunAt;
      await enqueueTask(
        tx,
        {
          type: schedule.task,
          key: `${row.name}:${slot.toISOString()}`,
          payload: { schedule: row.name, slot: slot.toISOString() },
          runAt: slot,
        },
        now,
      );
      const everyMs = row.every * 1000;
      const skipped = Math.floor((now.getTime() - slot.getTime()) / everyMs) + 1;
      await tx
        .update(platformSchedule)
        .set({ nextRunAt: new Date(slot.getTime() + skipped * everyMs), lastRunAt: now })
        .where(sql`${platformSchedule.name} = ${row.name}`);
    }
  });
}
