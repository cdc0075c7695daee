import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { route } from '#platform/http/route.ts';
import { HOUSEKEEPING_TASK } from '../../tasks.ts';
import { awaitJob, download, exportFile, type JobDetail, upload } from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { platformTask } from '../tasks/task.schema.ts';
import { commonJob } from './job.schema.ts';
import { claimJob, createJob, failStaleJobs, finishJob, JOB_STALE_MS } from './job.service.ts';
import { startJob } from './job-runner.ts';

/** Work a test releases by hand, to look at a job while it runs. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
let gates: ReturnType<typeof gate>[] = [];

const testRoutes = [
  route({
    method: 'POST',
    url: '/test/job/gated',
    handler: (c) => {
      const g = gate();
      gates.push(g);
      return startJob(c, { type: 'test' }, async (job) => {
        await job.progress(3, 10);
        await g.opened;
        return { answer: 42 };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/test/job/refused',
    handler: (c) =>
      startJob(c, { type: 'test' }, async () => {
        throw new BizError('importHasErrors', [1], -1, { errors: [{ row: 2, column: 'A', message: 'bad' }] });
      }),
  }),
  route({
    method: 'POST',
    url: '/test/job/crash',
    handler: (c) =>
      startJob(c, { type: 'test' }, async () => {
        throw new Error('boom');
      }),
  }),
];

let t: TestApp;
let admin: string;
let service: string;
let demo: string;
let lmsOnly: string;
beforeAll(async () => {
  t = await createTestApp({ routes: testRoutes });
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
  demo = await t.login('demo', 'Demo@123', 'customer');
  lmsOnly = await t.login('lmsonly', 'Lms@1234', 'customer');
});
afterAll(() => t.close());

const detail = (progressId: string, token = admin) =>
  t.get<JobDetail>('/common/progress/detail', { progressId }, { token });

/** Polls until the job matches, failing after a while. */
async function until(progressId: string, test: (d: JobDetail) => boolean, token = admin): Promise<JobDetail> {
  for (let i = 0; i < 1_000; i++) {
    const d = (await detail(progressId, token)).data;
    if (test(d)) return d;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('job never got there');
}

async function releaseAll() {
  for (const g of gates) g.open();
  gates = [];
}

describe('jobs', () => {
  it('answers a progressId at once; the owner follows progress to the result', async () => {
    const started = await t.post<{ progressId: string }>('/test/job/gated', {}, { token: admin });
    expect(started.code).toBe(0);
    const running = await until(started.data.progressId, (d) => d.status === 'running' && d.done === 3);
    expect(running).toMatchObject({ done: 3, total: 10, result: null, error: null });
    await releaseAll();
    const done = await until(started.data.progressId, (d) => d.status === 'done');
    expect(done.result).toEqual({ answer: 42 });
    // the work last reported 3 of 10: a finished job's progress ends at done = total
    expect(done).toMatchObject({ done: 10, total: 10 });
  });

  it('shows a job only to its owner', async () => {
    const started = await t.post<{ progressId: string }>('/test/job/gated', {}, { token: admin });
    const { progressId } = started.data;
    expect((await detail(progressId, service)).msg).toBe('Data does not exist');
    expect((await t.get('/common/progress/detail', { progressId })).code).toBe(-9000);
    const foreign = await download(t, 'GET', `/common/progress/download?progressId=${progressId}`, service);
    expect(JSON.parse(foreign.body.toString()).msg).toBe('Data does not exist');
    await releaseAll();
    await until(progressId, (d) => d.status === 'done');
    const noFile = await download(t, 'GET', `/common/progress/download?progressId=${progressId}`, admin);
    expect(JSON.parse(noFile.body.toString()).msg).toBe('The file is not ready yet');
  });

  it("never shows a customer user's job to another customer's user", async () => {
    const started = await t.post<{ progressId: string }>('/test/job/gated', {}, { token: demo });
    const { progressId } = started.data;
    expect((await detail(progressId, lmsOnly)).msg).toBe('Data does not exist');
    expect((await detail(progressId, demo)).code).toBe(0);
    await releaseAll();
    await until(progressId, (d) => d.status === 'done', demo);
  });

  it('an import preview reports its rows as progress', async () => {
    const headers = ['Two-letter code', 'Chinese name', 'English name'].map((header) => ({ header }));
    const rows = Array.from({ length: 1_200 }, (_, i) => [`Q${i}`, `国${i}`, `Land ${i}`]);
    const file = await writeSheet('countries', headers, rows);
    const started = await upload<{ progressId: string }>(t, '/basic/country/import', admin, file);
    const done = await until(started.data.progressId, (d) => d.status === 'done');
    expect(done).toMatchObject({ done: 1_200, total: 1_200, message: 'Checking the rows' });
    expect((done.result as { total: number }).total).toBe(1_200);
  });

  it('records a business failure with its data, and an unexpected one as a server error', async () => {
    const refused = await awaitJob(t, admin, await t.post('/test/job/refused', {}, { token: admin }));
    expect(refused).toEqual({
      code: -1,
      msg: 'The import has 1 errors; nothing was written',
      data: { errors: [{ row: 2, column: 'A', message: 'bad' }] },
    });
    const crashed = await awaitJob(t, admin, await t.post('/test/job/crash', {}, { token: admin }));
    expect(crashed).toMatchObject({ code: -1, msg: 'Server error, please try again later', data: null });
  });

  it('runs two jobs of a process at once; the next waits queued', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await t.post<{ progressId: string }>('/test/job/gated', {}, { token: admin })).data.progressId,
      );
    await until(ids[1]!, (d) => d.status === 'running');
    expect((await detail(ids[2]!)).data.status).toBe('queued');
    gates[0]!.open();
    await until(ids[2]!, (d) => d.status === 'running');
    await releaseAll();
    for (const id of ids) await until(id, (d) => d.status === 'done');
  });

  it('lets exactly one of several claims take a queued job', async () => {
    const id = await createJob(
      t.database.db,
      { type: 'test', ownerId: crypto.randomUUID(), lang: 'en-US' },
      t.clock.now(),
    );
    const claims = await Promise.all(
      ['a', 'b', 'c'].map((w) => claimJob(t.database.db, id, w, t.clock.now())),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('fails a job whose heartbeat stopped (dead process), and every unfinished one at a PGlite start', async () => {
    const started = await t.post<{ progressId: string }>('/test/job/gated', {}, { token: admin });
    const { progressId } = started.data;
    await until(progressId, (d) => d.status === 'running');
    t.clock.advance(JOB_STALE_MS - 1_000);
    expect((await detail(progressId)).data.status).toBe('running');
    t.clock.advance(2_000);
    expect((await detail(progressId)).data).toMatchObject({
      status: 'failed',
      error: 'The task was interrupted (server restart or timeout), please try again',
    });
    await releaseAll();
    await until(progressId, (d) => d.status === 'done');

    const queued = await createJob(
      t.database.db,
      { type: 'test', ownerId: crypto.randomUUID(), lang: 'vi-VN' },
      t.clock.now(),
    );
    expect(await failStaleJobs(t.database.db, t.clock.now())).toBe(0);
    expect(await failStaleJobs(t.database.db, t.clock.now(), 0)).toBe(1);
    expect(await claimJob(t.database.db, queued, 'late', t.clock.now())).toBe(false);
  });

  it('the hourly housekeeping task deletes jobs finished a day ago and fails those of dead processes', async () => {
    const db = t.database.db;
    const owner = crypto.randomUUID();
    const old = await createJob(db, { type: 'test', ownerId: owner, lang: 'en-US' }, t.clock.now());
    await finishJob(db, old, { kept: false }, t.clock.now());
    t.clock.advance(86_400_000 + 1_000);
    const recent = await createJob(db, { type: 'test', ownerId: owner, lang: 'en-US' }, t.clock.now());
    await finishJob(db, recent, { kept: true }, t.clock.now());
    const orphan = await createJob(db, { type: 'test', ownerId: owner, lang: 'zh-CN' }, t.clock.now());
    t.clock.advance(JOB_STALE_MS + 1_000);
    // the housekeeping schedule's first slot is due at once; its task runs the clean-ups
    // (other modules' schedules, such as the daily bill run, are due at once too)
    expect((await t.app.tasks.runDueTasks()).failed).toBe(0);
    const housekeeping = () => db.select().from(platformTask).where(eq(platformTask.type, HOUSEKEEPING_TASK));
    const [run] = await housekeeping();
    expect(run).toMatchObject({ key: `${HOUSEKEEPING_TASK}:${t.clock.now().toISOString()}`, status: 'done' });
    await t.app.tasks.runDueTasks();
    expect(await housekeeping()).toHaveLength(1);
    const left = await db.select().from(commonJob).where(eq(commonJob.ownerId, owner));
    expect(left.map((j) => [j.id, j.status, j.error]).sort()).toEqual(
      [
        [recent, 'done', null],
        [orphan, 'failed', '任务已中断（服务器重启或超时），请重新操作'],
      ].sort(),
    );
    admin = await t.login('admin', 'Admin@123'); // the day passed ended the session
  });

  it('exports as a job whose file the owner downloads', async () => {
    const file = await exportFile(t, '/basic/country/export', admin, { criteria: { keyword: 'Germany' } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await readSheet(file.body)).rows.length).toBeGreaterThan(0);
  });
});
