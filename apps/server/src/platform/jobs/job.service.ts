import type { Language, progressQuery } from '@freightdesk/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, translate } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { commonJob, type JobStatus } from './job.schema.ts';

/** A running or queued job whose heartbeat is older than this was left by a dead process. */
export const JOB_STALE_MS = 60_000;
/** Finished jobs (and their files) are kept this long for the client to fetch. */
const JOB_KEEP_MS = 86_400_000;

/** The progress of a job as the client polls it. */
export type JobDetail = {
  progressId: string;
  type: string;
  subject: string | null;
  status: JobStatus;
  done: number;
  total: number;
  message: string | null;
  result: unknown;
  error: string | null;
  fileName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** Records a new queued job of a user; answers its id (the `progressId`). */
export async function createJob(
  db: Db,
  job: { type: string; subject?: string; ownerId: string; lang: Language },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(commonJob)
    .values({ ...job, status: 'queued', createdAt: now, heartbeatAt: now })
    .returning({ id: commonJob.id });
  return row!.id;
}

/**
 * Takes a queued job for a worker: one atomic update, so of several processes (or a sweep racing
 * the claim) exactly one wins. Answers whether this worker got it.
 */
export async function claimJob(db: Db, id: string, worker: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(commonJob)
    .set({ status: 'running', worker, startedAt: now, heartbeatAt: now })
    .where(and(eq(commonJob.id, id), eq(commonJob.status, 'queued')))
    .returning({ id: commonJob.id });
  return claimed.length === 1;
}

/** Writes a running job's progress (and refreshes its heartbeat). */
export async function writeProgress(
  db: Db,
  id: string,
  progress: { done: number; total: number; message?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(commonJob)
    .set({ ...progress, heartbeatAt: now })
    .where(and(eq(commonJob.id, id), eq(commonJob.status, 'running')));
}

/** Refreshes the heartbeat of the jobs a process holds (queued in its memory or running). */
export async function beatJobs(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(commonJob)
    .set({ heartbeatAt: now })
    .where(and(inArray(commonJob.id, [...ids]), inArray(commonJob.status, ['queued', 'running'])));
}

/**
 * Marks a job done with its result (JSON, or a file: exports) and its progress at done = total. Also
 * over a sweep that took it for a dead process's meanwhile: the work did finish (an import
 * committed), so the truth wins.
 */
export async function finishJob(db: Db, id: string, outcome: unknown, now: Date): Promise<void> {
  const file =
    outcome instanceof FileResponse
      ? {
          resultFile: outcome.body,
          resultFileName: outcome.filename,
          resultContentType: outcome.contentType,
          result: null,
        }
      : { result: outcome ?? null };
  await db
    .update(commonJob)
    // a finished job's bar is full, whatever its work reported last
    .set({
      ...file,
      status: 'done',
      done: sql`greatest(${commonJob.done}, ${commonJob.total})`,
      finishedAt: now,
      heartbeatAt: now,
      error: null,
    })
    .where(eq(commonJob.id, id));
}

/** Marks a job failed with its message and any data the failure carries (e.g. import row errors). */
export async function failJob(
  db: Db,
  id: string,
  failure: { error: string; result?: unknown },
  now: Date,
): Promise<void> {
  await db
    .update(commonJob)
    .set({ status: 'failed', error: failure.error, result: failure.result ?? null, finishedAt: now })
    .where(eq(commonJob.id, id));
}

/**
 * Fails the queued or running jobs whose heartbeat is older than `staleMs` (their process died);
 * answers how many. With `staleMs` 0 every unfinished job fails (start of the only PGlite process).
 */
export async function failStaleJobs(db: Db, now: Date, staleMs = JOB_STALE_MS): Promise<number> {
  const stale = await db
    .select({ id: commonJob.id, lang: commonJob.lang })
    .from(commonJob)
    .where(
      and(
        inArray(commonJob.status, ['queued', 'running']),
        staleMs === 0 ? undefined : lt(commonJob.heartbeatAt, new Date(now.getTime() - staleMs)),
      ),
    );
  for (const job of stale)
    await db
      .update(commonJob)
      .set({
        status: 'failed',
        error: translate(job.lang as Language, 'jobInterrupted'),
        finishedAt: now,
      })
      .where(and(eq(commonJob.id, job.id), inArray(commonJob.status, ['queued', 'running'])));
  return stale.length;
}

/** Deletes jobs (and their files) finished more than a day ago. */
export async function purgeOldJobs(db: Db, now: Date): Promise<void> {
  await db
    .delete(commonJob)
    .where(
      and(
        inArray(commonJob.status, ['done', 'failed']),
        lt(commonJob.finishedAt, new Date(now.getTime() - JOB_KEEP_MS)),
      ),
    );
}

/** The caller's own job; another user's (or an unknown id) is "data does not exist". */
async function ownJob(ctx: AuthedContext, id: string) {
  const [job] = await ctx.db
    .select({
      id: commonJob.id,
      type: commonJob.type,
      subject: commonJob.subject,
      status: commonJob.status,
      done: commonJob.done,
      total: commonJob.total,
      message: commonJob.message,
      result: commonJob.result,
      error: commonJob.error,
      fileName: commonJob.resultFileName,
      heartbeatAt: commonJob.heartbeatAt,
      createdAt: commonJob.createdAt,
      finishedAt: commonJob.finishedAt,
    })
    .from(commonJob)
    .where(and(eq(commonJob.id, id), eq(commonJob.ownerId, ctx.auth.userId)));
  if (!job) throw dataNotExist();
  return job;
}

const isStale = (heartbeatAt: Date | null, now: Date) =>
  !heartbeatAt || heartbeatAt.getTime() < now.getTime() - JOB_STALE_MS;

/** The progress of the caller's job; one left unfinished by a dead process is failed on the way. */
export async function jobDetail(
  ctx: AuthedContext,
  input: z.output<typeof progressQuery>,
): Promise<JobDetail> {
  let job = await ownJob(ctx, input.progressId);
  if ((job.status === 'queued' || job.status === 'running') && isStale(job.heartbeatAt, ctx.now)) {
    await failStaleJobs(ctx.db, ctx.now);
    job = await ownJob(ctx, input.progressId);
  }
  const { id, heartbeatAt: _, ...rest } = job;
  return { progressId: id, ...rest };
}

/** The file of the caller's finished export job. */
export async function jobDownload(
  ctx: AuthedContext,
  input: z.output<typeof progressQuery>,
): Promise<FileResponse> {
  await ownJob(ctx, input.progressId);
  const [file] = await ctx.db
    .select({
      body: commonJob.resultFile,
      name: commonJob.resultFileName,
      type: commonJob.resultContentType,
    })
    .from(commonJob)
    .where(and(eq(commonJob.id, input.progressId), eq(commonJob.status, 'done')));
  if (!file?.body || !file.name) throw new BizError('jobFileNotReady');
  return new FileResponse(file.name, file.type ?? 'application/octet-stream', file.body);
}
