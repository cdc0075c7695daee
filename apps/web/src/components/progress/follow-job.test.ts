import { describe, expect, it } from 'vitest';
import { followJob } from './follow-job.ts';
import { type JobDetail, percentOf } from './progress-api.ts';

const job = (over: Partial<JobDetail>): JobDetail => ({
  progressId: 'p1',
  status: 'running',
  done: 0,
  total: 0,
  message: null,
  result: null,
  error: null,
  fileName: null,
  ...over,
});

/** A progress source answering the given details in turn (the last one repeated). */
function answers(...details: JobDetail[]) {
  let i = 0;
  const asked: string[] = [];
  return {
    asked,
    detail: async (id: string) => {
      asked.push(id);
      return details[Math.min(i++, details.length - 1)]!;
    },
  };
}

const noWait = async () => {};

describe('followJob', () => {
  it('reports each poll and resolves with the result of a done job', async () => {
    const source = answers(
      job({ done: 1, total: 4 }),
      job({ done: 3, total: 4 }),
      job({ status: 'done', result: { inserted: 4 } }),
    );
    const seen: number[] = [];
    const result = await followJob('p1', {
      detail: source.detail,
      onProgress: (d) => seen.push(d.done),
      live: () => true,
      wait: noWait,
    });
    expect(result).toEqual({ inserted: 4 });
    expect(seen).toEqual([1, 3, 0]);
    expect(source.asked).toEqual(['p1', 'p1', 'p1']);
  });

  it('rejects a failed job with its message and failure data (import row errors)', async () => {
    const errors = [{ row: 3, column: 'Code', message: 'Code already exists' }];
    const source = answers(job({ status: 'failed', error: 'The import has 1 errors', result: { errors } }));
    await expect(
      followJob('p1', { detail: source.detail, onProgress: () => {}, live: () => true, wait: noWait }),
    ).rejects.toMatchObject({ message: 'The import has 1 errors', code: -1, data: { errors } });
  });

  it('stops polling once nobody waits (unmounted or cancelled)', async () => {
    let live = true;
    const source = answers(job({ done: 1, total: 9 }));
    const seen: JobDetail[] = [];
    const following = followJob('p1', {
      detail: source.detail,
      onProgress: (d) => {
        seen.push(d);
        live = false;
      },
      live: () => live,
      wait: noWait,
    });
    await expect(following).rejects.toMatchObject({ kind: 'cancelled' });
    expect(source.asked).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });
});

describe('percentOf', () => {
  it('is 0 while the total is unknown, capped at 100, and 100 when done', () => {
    expect(percentOf({ status: 'queued', done: 0, total: 0 })).toBe(0);
    expect(percentOf({ status: 'running', done: 1, total: 3 })).toBe(33);
    expect(percentOf({ status: 'running', done: 5, total: 3 })).toBe(100);
    expect(percentOf({ status: 'done', done: 0, total: 0 })).toBe(100);
  });
});
