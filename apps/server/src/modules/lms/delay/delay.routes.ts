import { DELAY_API, Permission } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { cancelDelays, delayRecords, delayWaybills, searchDelayed } from './delay.service.ts';

/** Delay management API (`DELAY_API`). */
export const delayRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: DELAY_API.search,
    permission: Permission.lmsDelay,
    handler: (c, b) => searchDelayed(c, b),
  }),
  scopedRoute(waybillList, {
    contract: DELAY_API.records,
    permission: Permission.lmsDelay,
    handler: (c, q) => delayRecords(c, q.waybillId),
  }),
  route({
    contract: DELAY_API.delay,
    permission: Permission.lmsDelayDelay,
    handler: (c, b) => delayWaybills(c, b),
  }),
  route({
    contract: DELAY_API.cancelDelay,
    permission: Permission.lmsDelayCancel,
    handler: (c, b) => cancelDelays(c, b),
  }),
];
