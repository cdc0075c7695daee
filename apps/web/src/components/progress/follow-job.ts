import { BizCode, PROGRESS_POLL_MS } from '@freightdesk/domain';
import { ApiError } from '#web/shell/request/api-error.ts';
import type { JobDetail } from './progress-api.ts';

/** What following a job needs: the progress read, where progress goes, whether anyone still waits. */
export type FollowDeps = {
  detail: (progressId: string) => Promise<JobDetail>;
  onProgress: (detail: JobDetail) => void;
  /** False once the screen went away or the user cancelled. */
  live: () => boolean;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejection of a run whose screen went away or was cancelled (nothing to tell the user). */
export function cancelled(): ApiError {
  return new ApiError('cancelled', 0, null, 'cancelled');
}

/**
 * Polls a job every {@link PROGRESS_POLL_MS} until it ends: resolves with its result when done,
 * rejects with an ApiError carrying its message and failure data (import row errors) when failed,
 * and with a `cancelled` ApiError as soon as nobody waits any more.
 */
export async function followJob<T>(progressId: string, deps: FollowDeps): Promise<T> {
  const wait = deps.wait ?? sleep;
  for (;;) {
    if (!deps.live()) throw cancelled();
    const d = await deps.detail(progressId);
    if (!deps.live()) throw cancelled();
    deps.onProgress(d);
    if (d.status === 'done') return d.result as T;
    if (d.status === 'failed') throw new ApiError(d.error ?? '', BizCode.failure, d.result);
    await wait(PROGRESS_POLL_MS);
  }
}
