import { timestampAnswer } from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, FILE_ANSWER, route } from '#platform/http/route.ts';
import { jobDetail, jobDownload, progressQuery } from './job.service.ts';

const jobDetailAnswer = z.object({
  progressId: z.string(),
  type: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string().nullable(),
  /** What the job answered once done (an import preview's rows, a confirmation's counts). */
  result: z.unknown(),
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: timestampAnswer,
  finishedAt: timestampAnswer.nullable(),
});

/** Progress of the caller's own jobs (any signed-in user; another user's job does not exist for them). */
export const progressRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: '/common/progress/detail',
    input: progressQuery,
    output: jobDetailAnswer,
    summary: 'Progress of a job: {progressId, status queued|running|done|failed, done, total, result, error}',
    handler: (c, q) => jobDetail(c, q),
  }),
  route({
    method: 'GET',
    url: '/common/progress/download',
    input: progressQuery,
    output: FILE_ANSWER,
    summary: 'The file of a finished export job (xlsx, not the JSON envelope)',
    handler: (c, q) => jobDownload(c, q),
  }),
];
