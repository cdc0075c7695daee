import { Permission, POINT_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { adjustPoints, pointDetail, pointFlowList, searchPointFlows } from './point.service.ts';

const P = Permission.point;

/** Customer points: `POINT_API` (the customer portal shares the route key). */
export const pointRoutes = [
  scopedRoute(pointFlowList, { contract: POINT_API.search, permission: P, handler: searchPointFlows }),
  scopedRoute(pointFlowList, { contract: POINT_API.detail, permission: P, handler: pointDetail }),
  route({ contract: POINT_API.adjust, permission: `${P}:adjust`, handler: adjustPoints }),
];
