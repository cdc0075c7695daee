import { z } from 'zod';
import { fileAnswer, timestampAnswer } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';

export const progressQuery = z.object({ progressId: z.uuid() });

/** The progress of a job as the client polls it. */
export const jobDetailAnswer = z.object({
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

const base = '/common/progress';

/** Progress of the caller's own jobs (another user's job does not exist for them). */
export const PROGRESS_API = {
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: progressQuery,
    output: jobDetailAnswer,
    summary: 'Progress of a job: {progressId, status queued|running|done|failed, done, total, result, error}',
  }),
  download: defineEndpoint({
    method: 'GET',
    url: `${base}/download`,
    input: progressQuery,
    output: fileAnswer,
    summary: 'The file of a finished export job (xlsx, not the JSON envelope)',
  }),
};
