import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#platform/db/db.ts';
import { migrate } from '#platform/db/migrate.ts';
import { createEmptyDatabase } from '../../test/test-app.ts';
import { platformTask } from './task.schema.ts';
import { claimTasks, enqueueTask, retryDelayMs, type TaskHandler } from './task.service.ts';
import { createTaskRunner, type TaskRunnerOptions } from './task-runner.ts';

let database: Database;
let second: Database | null;
let drop: () => Promise<void>;
let nowMs = Date.parse('2026-03-02T08:00:00.000Z');
const now = () => new Date(nowMs);
const advance = (ms: number) => {
  nowMs += ms;
};

beforeAll(async () => {
  const empty = await createEmptyDatabase();
  database = empty.database;
  await migrate(database.db);
  second = empty.connect();
  drop = async () => {
    await second?.close();
    await database.close();
    await empty.drop();
  };
}, 120_000);

afterAll(async () => {
  await drop();
});

const runner = (
  options: Partial<TaskRunnerOptions> & Pick<TaskRunnerOptions, 'handlers'>,
  db = database.db,
) => createTaskRunner(db, { now, ...options });

async function taskOf(type: string, key: string) {
  const [row] = await database.db
    .select()
    .from(platformTask)
    .where(eq(platformTask.type, type))
    .then((rows) => rows.filter((r) => r.key === key));
  return row;
}

describe('durable tasks', () => {
  it('runs the tasks of one pass side by side, at most `concurrency` at once', async () => {
    const started: string[] = [];
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    // each handler waits until three have started: run one after the other, the pass would never end
    const handler: TaskHandler = async (_db, payload: { n: number }) => {
      inFlight++;
      most = Math.max(most, inFlight);
      started.push(String(payload.n));
      if (started.length === 3) release();
      await allStarted;
      inFlight--;
    };
    for (const n of [1, 2, 3, 4, 5])
      await enqueueTask(database.db, { type: 'test.side', key: `s${n}`, payload: { n } }, now());
    const pass = await runner({ handlers: { 'test.side': handler }, concurrency: 3 }).runDueTasks();
    expect(pass).toEqual({ done: 5, retried: 0, failed: 0 });
    expect(most).toBe(3);
    expect(started.sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('enqueued inside a transaction that rolls back leaves no task', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueTask(tx, { type: 'test.rollback', key: 'k1' }, now());
        throw new Error('business write failed');
      })
      .catch(() => undefined);
    expect(await taskOf('test.rollback', 'k1')).toBeUndefined();
    await database.db.transaction((tx) => enqueueTask(tx, { type: 'test.rollback', key: 'k2' }, now()));
    expect((await taskOf('test.rollback', 'k2'))?.status).toBe('queued');
  });

  it('enqueuing the same type and key twice keeps one task and answers it', async () => {
    const first = await enqueueTask(
      database.db,
      { type: 'test.once', key: 'order-1', payload: { n: 1 } },
      now(),
    );
    const again = await enqueueTask(
      database.db,
      { type: 'test.once', key: 'order-1', payload: { n: 2 } },
      now(),
    );
    expect(again).toBe(first);
    const rows = await database.db.select().from(platformTask).where(eq(platformTask.type, 'test.once'));
    expect(rows.map((r) => [r.id, r.payload])).toEqual([[first, { n: 1 }]]);
    // another type may use the same key
    expect(await enqueueTask(database.db, { type: 'test.other', key: 'order-1' }, now())).not.toBe(first);
  });

  it('runs a due task once with its payload and context, and not one set later', async () => {
    const seen: unknown[] = [];
    const handler: TaskHandler<{ to: string }> = async (_db, payload, ctx) => {
      seen.push([payload.to, ctx.key, ctx.attempt, ctx.now.toISOString()]);
    };
    await enqueueTask(database.db, { type: 'test.mail', key: 'm1', payload: { to: 'a@b.c' } }, now());
    await enqueueTask(
      database.db,
      { type: 'test.mail', key: 'm2', payload: { to: 'later' }, runAt: new Date(nowMs + 60_000) },
      now(),
    );
    const r = runner({ handlers: { 'test.mail': handler } });
    expect(await r.runDueTasks()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await r.runDueTasks()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([['a@b.c', 'm1', 1, now().toISOString()]]);
    const done = await taskOf('test.mail', 'm1');
    expect([done?.status, done?.attempts, done?.lockedBy, done?.finishedAt?.getTime()]).toEqual([
      'done',
      1,
      null,
      nowMs,
    ]);
    advance(60_000);
    expect((await r.runDueTasks()).done).toBe(1);
  });

  it('retries a failing handler with growing backoff and fails it after the last try, keeping the error', async () => {
    const attempts: number[] = [];
    const r = runner({
      handlers: {
        'test.flaky': async (_db, _p, ctx) => {
          attempts.push(ctx.attempt);
          throw new Error(`carrier down (${ctx.attempt})`);
        },
      },
    });
    await enqueueTask(database.db, { type: 'test.flaky', key: 'f1', maxAttempts: 3 }, now());
    expect(await r.runDueTasks()).toEqual({ done: 0, retried: 1, failed: 0 });
    let row = await taskOf('test.flaky', 'f1');
    expect([row?.status, row?.lastError, row?.runAt.getTime()]).toEqual([
      'queued',
      'carrier down (1)',
      nowMs + retryDelayMs(1),
    ]);
    // not before the backoff
    advance(retryDelayMs(1) - 1);
    expect((await r.runDueTasks()).retried).toBe(0);
    advance(1);
    expect((await r.runDueTasks()).retried).toBe(1);
    row = await taskOf('test.flaky', 'f1');
    expect(row?.runAt.getTime()).toBe(nowMs + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    advance(retryDelayMs(2));
    expect(await r.runDueTasks()).toEqual({ done: 0, retried: 0, failed: 1 });
    row = await taskOf('test.flaky', 'f1');
    expect([row?.status, row?.attempts, row?.lastError]).toEqual(['failed', 3, 'carrier down (3)']);
    advance(3_600_000);
    expect((await r.runDueTasks()).failed).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('claims again a task whose lease ran out (its process died)', async () => {
    await enqueueTask(database.db, { type: 'test.lease', key: 'l1' }, now());
    // a runner claims it and dies before finishing
    const claimed = await claimTasks(database.db, ['test.lease'], 'dead-process', now(), 60_000, 10);
    expect(claimed.map((t) => t.key)).toEqual(['l1']);
    const ran: number[] = [];
    const r = runner({
      handlers: { 'test.lease': async (_db, _p, ctx) => void ran.push(ctx.attempt) },
      leaseMs: 60_000,
    });
    expect((await r.runDueTasks()).done).toBe(0); // still held
    advance(60_001);
    expect((await r.runDueTasks()).done).toBe(1);
    expect(ran).toEqual([2]);
    expect((await taskOf('test.lease', 'l1'))?.status).toBe('done');
  });

  it('a process claims only the task types it has a handler for', async () => {
    await enqueueTask(database.db, { type: 'test.unknown', key: 'u1' }, now());
    const r = runner({ handlers: { 'test.known': async () => undefined } });
    await r.runDueTasks();
    expect((await taskOf('test.unknown', 'u1'))?.status).toBe('queued');
  });

  it('a schedule enqueues exactly one task per slot, even from two passes at once', async () => {
    const runs: string[] = [];
    const options = {
      handlers: {
        'test.tick': async (_db: unknown, payload: { slot: string }) => void runs.push(payload.slot),
      },
      schedules: [{ name: 'test.tick-every-minute', every: 60, task: 'test.tick' }],
    };
    expect(second !== null).toBe(Boolean(process.env.TEST_DATABASE_URL));
    const a = runner(options);
    const b = runner(options, second?.db ?? database.db);
    const start = now().toISOString();
    // concurrently on PostgreSQL (two connection pools); PGlite has one connection, one after the other
    const both = async () => {
      if (second) await Promise.all([a.runDueTasks(), b.runDueTasks()]);
      else for (const r of [a, b]) await r.runDueTasks();
    };
    await both();
    await both();
    advance(30_000);
    await both();
    advance(30_000);
    await both();
    // the process was down for a while: one run for the missed slots, not one per slot
    advance(600_000);
    await both();
    await both();
    const tasks = await database.db
      .select()
      .from(platformTask)
      .where(like(platformTask.key, 'test.tick-every-minute:%'));
    const slot1 = new Date(Date.parse(start) + 60_000).toISOString();
    const slot2 = new Date(Date.parse(start) + 120_000).toISOString();
    expect(tasks.map((t) => t.key).sort()).toEqual(
      [start, slot1, slot2].map((s) => `test.tick-every-minute:${s}`).sort(),
    );
    expect(tasks.every((t) => t.status === 'done')).toBe(true);
    expect(runs.sort()).toEqual([start, slot1, slot2].sort());
  });

  it('polls until stopped', async () => {
    let ran = 0;
    const r = runner({ handlers: { 'test.poll': async () => void ran++ } });
    await enqueueTask(database.db, { type: 'test.poll', key: 'p1' }, now());
    r.start(10);
    for (let i = 0; i < 200 && ran === 0; i++) await new Promise((res) => setTimeout(res, 10));
    await r.stop();
    expect(ran).toBe(1);
    await enqueueTask(database.db, { type: 'test.poll', key: 'p2' }, now());
    await new Promise((res) => setTimeout(res, 50));
    expect(ran).toBe(1);
  });
});
