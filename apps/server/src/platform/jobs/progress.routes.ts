import { PROGRESS_API } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { jobDetail, jobDownload } from './job.service.ts';

/** Progress of the caller's own jobs (any signed-in user; another user's job does not exist for them). */
export const progressRoutes: ApiRoute[] = [
  route({ contract: PROGRESS_API.detail, handler: (c, q) => jobDetail(c, q) }),
  route({ contract: PROGRESS_API.download, handler: (c, q) => jobDownload(c, q) }),
];
