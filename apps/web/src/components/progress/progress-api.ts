import type { ProgressStatus } from '@freightdesk/domain';
import { download, get } from '#web/shell/request/http.ts';

/** A job's state (server `common_job`). */
export type JobStatus = ProgressStatus;

/** The progress of a job as `common/progress/detail` answers it. */
export type JobDetail = {
  progressId: string;
  status: JobStatus;
  done: number;
  total: number;
  /** The phase being worked on, in the owner's language. */
  message: string | null;
  /** The job's answer when done; the failure's data (e.g. import row errors) when failed. */
  result: unknown;
  error: string | null;
  /** Set when the job made a file (exports). */
  fileName: string | null;
};

/** What a route starting long work answers. */
export type JobStart = { progressId: string };

/** The progress endpoints (DESIGN.md §4: long work reports its progress by `progressId`). */
export const progressApi = {
  /** Polled: quiet, so a hiccup does not pop a notice every half second. */
  detail: (progressId: string) => get<JobDetail>('common/progress/detail', { progressId }, { quiet: true }),
  download: (progressId: string, fallbackName: string) =>
    download('common/progress/download', { method: 'GET', params: { progressId }, fallbackName }),
};

/** Percent done (0 while the total is unknown). */
export function percentOf(detail: Pick<JobDetail, 'done' | 'total' | 'status'>): number {
  if (detail.status === 'done') return 100;
  if (detail.total <= 0) return 0;
  return Math.min(100, Math.floor((detail.done / detail.total) * 100));
}
