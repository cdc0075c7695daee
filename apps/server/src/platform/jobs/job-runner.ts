import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type MessageKey, message } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { beatJobs, claimJob, createJob, failJob, finishJob, writeProgress } from './job.service.ts';

/** What a job's work reports: rows done of the total, and the phase (a catalogue key). */
export type JobProgress = {
  /** Records the progress (written in the background) and yields so other requests are served. */
  progress: (done: number, total: number, phase?: MessageKey) => Promise<void>;
};
/** The work of a job: answers its result (JSON, or a FileResponse kept for download) or throws. */
export type JobWork = (job: JobProgress) => Promise<unknown>;

/** This process, as recorded on the jobs it claims. */
const WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
/** Jobs one process works on at once; more wait, queued, in the order they came. */
const MAX_RUNNING = 2;
const HEARTBEAT_MS = 10_000;

type Pending = { id: string; ctx: AuthedContext; work: JobWork; spec: { type: string; subject?: string } };

/** A job that ended, as the listeners of `onJobEnded` learn it. */
export type EndedJob = {
  id: string;
  type: string;
  subject?: string;
  ownerId: string;
  status: 'done' | 'failed';
  ctx: AuthedContext;
};
type JobListener = (job: EndedJob) => Promise<void>;
const listeners: JobListener[] = [];

/**
 * Registers work to do when a job ends (the module layer tells the owner); a listener that throws
 * is logged and changes nothing about the job.
 */
export function onJobEnded(listener: JobListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

async function announce(p: Pending, status: EndedJob['status']): Promise<void> {
  for (const listener of listeners) {
    await listener({ id: p.id, ...p.spec, ownerId: p.ctx.auth.userId, status, ctx: p.ctx }).catch(
      (err: unknown) => p.ctx.log.warn({ err, job: p.id }, 'job end not announced'),
    );
  }
}
type Held = { db: Db; now: () => Date };

const queue: Pending[] = [];
/** Jobs of this process (queued or running) whose heartbeat it keeps. */
const held = new Map<string, Held>();
let running = 0;
let heartbeat: NodeJS.Timeout | null = null;

/**
 * Starts long work as a job of the caller: records it (queued), runs it in this process as soon as
 * a slot is free, and answers `{progressId}` at once; the client polls `common/progress/detail`.
 */
export async function startJob(
  ctx: AuthedContext,
  spec: { type: string; subject?: string },
  work: JobWork,
): Promise<{ progressId: string }> {
  const id = await createJob(ctx.db, { ...spec, ownerId: ctx.auth.userId, lang: ctx.lang }, ctx.config.now());
  queue.push({ id, ctx, work, spec });
  held.set(id, { db: ctx.db, now: ctx.config.now });
  keepBeating();
  pump();
  return { progressId: id };
}

function pump(): void {
  while (running < MAX_RUNNING && queue.length) {
    const next = queue.shift()!;
    running += 1;
    void execute(next).finally(() => {
      running -= 1;
      held.delete(next.id);
      pump();
    });
  }
}

/** Keeps the heartbeat of held jobs fresh, so that no sweep takes them for a dead process's. */
function keepBeating(): void {
  if (heartbeat) return;
  heartbeat = setInterval(() => {
    if (!held.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
      return;
    }
    const byDb = new Map<Db, { ids: string[]; now: () => Date }>();
    for (const [id, h] of held) {
      const group = byDb.get(h.db) ?? { ids: [], now: h.now };
      group.ids.push(id);
      byDb.set(h.db, group);
    }
    // a missed beat is harmless: the next one comes long before a job counts as stale
    for (const [db, g] of byDb) beatJobs(db, g.ids, g.now()).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
}

/**
 * Progress writes that never hold up the work: at most one in flight, the latest value wins. On
 * PGlite a write waits for an open transaction of the work, so the work must never await it.
 */
function progressWriter(p: Pending) {
  let pending: { done: number; total: number; message: string | null } | null = null;
  let flight: Promise<void> | null = null;
  const drain = async () => {
    while (pending) {
      const next = pending;
      pending = null;
      await writeProgress(p.ctx.db, p.id, next, p.ctx.config.now());
    }
  };
  const control: JobProgress = {
    progress: (done, total, phase) => {
      pending = { done, total, message: phase ? message(p.ctx.lang, phase) : null };
      flight ??= drain()
        .catch((err: unknown) => p.ctx.log.warn({ err, job: p.id }, 'job progress not written'))
        .finally(() => {
          flight = null;
        });
      return new Promise((resolve) => setImmediate(resolve));
    },
  };
  const flush = async () => {
    while (flight) await flight;
  };
  return { control, flush };
}

/** A failure as the job records it: a business error in the owner's language, anything else logged. */
function failureOf(p: Pending, err: unknown): { error: string; result?: unknown } {
  if (err instanceof BizError) return { error: err.render(p.ctx.lang), result: err.data };
  p.ctx.log.error({ err, job: p.id }, 'job failed');
  return { error: translate(p.ctx.lang, 'serverError') };
}

async function execute(p: Pending): Promise<void> {
  const { db } = p.ctx;
  const now = () => p.ctx.config.now();
  try {
    if (!(await claimJob(db, p.id, WORKER, now()))) return;
    const writer = progressWriter(p);
    try {
      const outcome = await p.work(writer.control);
      await writer.flush();
      await finishJob(db, p.id, outcome, now());
      await announce(p, 'done');
    } catch (err) {
      await writer.flush();
      await failJob(db, p.id, failureOf(p, err), now());
      await announce(p, 'failed');
    }
  } catch (err) {
    p.ctx.log.error({ err, job: p.id }, 'job state not written');
  }
}
