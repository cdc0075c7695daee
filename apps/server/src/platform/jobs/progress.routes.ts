import { type ApiRoute, route } from '#platform/http/route.ts';
import { jobDetail, jobDownload, progressQuery } from './job.service.ts';

/** Progress of the caller's own jobs (any signed-in user; another user's job does not exist for them). */
export const progressRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: '/common/progress/detail',
    input: progressQuery,
    summary: 'Progress of a job: {progressId, status queued|running|done|failed, done, total, result, error}',
    handler: (c, q) => jobDetail(c, q),
  }),
  route({
    method: 'GET',
    url: '/common/progress/download',
    input: progressQuery,
    summary: 'The file of a finished export job (xlsx, not the JSON envelope)',
    handler: (c, q) => jobDownload(c, q),
  }),
];
