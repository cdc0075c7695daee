import { Permission, PICK_UP_TASK_LABELS, TRACK_API } from '@freightdesk/domain';
import { type ApiRoute, publicRoute, route } from '#platform/http/route.ts';
import { batchAppendTracks } from './track-append.service.ts';
import { publicQueryTracks, queryTracks } from './track-query.service.ts';

const labels = PICK_UP_TASK_LABELS;

/** Track maintenance and track query (`TRACK_API`). */
export const trackRoutes: ApiRoute[] = [
  route({
    contract: TRACK_API.batchAppend,
    labels,
    permission: Permission.lmsWaybillTrack,
    handler: (c, b) => batchAppendTracks(c, b),
  }),
  route({
    contract: TRACK_API.query,
    labels,
    permission: Permission.trackQuery,
    handler: (c, b) => queryTracks(c, b),
  }),
  publicRoute({ contract: TRACK_API.publicQuery, labels, handler: (c, b) => publicQueryTracks(c, b) }),
];
