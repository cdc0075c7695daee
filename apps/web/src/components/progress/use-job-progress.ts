import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '#web/shell/request/api-error.ts';
import { followJob } from './follow-job.ts';
import { type JobDetail, type JobStart, progressApi } from './progress-api.ts';

/** The progress shown until the first poll answers. */
function startedDetail(progressId: string): JobDetail {
  return {
    progressId,
    status: 'queued',
    done: 0,
    total: 0,
    message: null,
    result: null,
    error: null,
    fileName: null,
  };
}

/**
 * Runs long work as a server job and follows it: `run(start)` calls `start` (which answers
 * `{progressId}`), polls the progress quietly (`detail` is what a {@link JobProgressBar} shows) and
 * resolves with `{progressId, result}`. A failed job or a lost poll shows its message and rejects with
 * an ApiError (carrying the failure's data, e.g. import row errors). `cancel()` and unmounting stop
 * the polling (the server job goes on).
 */
export function useJobProgress() {
  const { message } = App.useApp();
  const [detail, setDetail] = useState<JobDetail | null>(null);
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const run = useCallback(
    async <T>(start: () => Promise<JobStart>): Promise<{ progressId: string; result: T }> => {
      const mine = ++current.current;
      const live = () => current.current === mine;
      let started = false;
      try {
        const { progressId } = await start();
        started = true;
        if (live()) setDetail(startedDetail(progressId));
        const result = await followJob<T>(progressId, {
          detail: progressApi.detail,
          onProgress: setDetail,
          live,
        });
        return { progressId, result };
      } catch (error) {
        // the start call told the user already (not quiet); the polls and the job's failure did not
        if (started && isApiError(error) && error.kind !== 'cancelled' && live())
          void message.error(error.message);
        throw error;
      } finally {
        if (live()) setDetail(null);
      }
    },
    [message],
  );
  const cancel = useCallback(() => {
    current.current += 1;
    setDetail(null);
  }, []);
  return { run, cancel, detail };
}
