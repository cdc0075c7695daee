import { type EndpointOutput, PROGRESS_API, type ProgressStatus } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** A job's state (server `common_job`). */
export type JobStatus = ProgressStatus;

/** The progress of a job as `PROGRESS_API.detail` answers it (the fields the screens read). */
export type JobDetail = Pick<
  EndpointOutput<typeof PROGRESS_API.detail>,
  'progressId' | 'status' | 'done' | 'total' | 'message' | 'result' | 'error' | 'fileName'
>;

/** What a route starting long work answers. */
export type JobStart = { progressId: string };

/** The progress endpoints (DESIGN.md §4: long work reports its progress by `progressId`). */
export const progressApi = {
  /** Polled: quiet, so a hiccup does not pop a notice every half second. */
  detail: (progressId: string): Promise<JobDetail> =>
    callEndpoint(PROGRESS_API.detail, { progressId }, { quiet: true }),
  download: (progressId: string, fallbackName: string) =>
    download(PROGRESS_API.download.url, { method: 'GET', params: { progressId }, fallbackName }),
};

/** Percent done (0 while the total is unknown). */
export function percentOf(detail: Pick<JobDetail, 'done' | 'total' | 'status'>): number {
  if (detail.status === 'done') return 100;
  if (detail.total <= 0) return 0;
  return Math.min(100, Math.floor((detail.done / detail.total) * 100));
}
