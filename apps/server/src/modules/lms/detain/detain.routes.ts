import { DETAIN_API, Permission } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  currentDetain,
  detainRecords,
  detainWaybills,
  releaseWaybills,
  searchDetained,
} from './detain.service.ts';

/** Detain management API (`DETAIN_API`). */
export const detainRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: DETAIN_API.search,
    permission: Permission.lmsDetain,
    handler: (c, b) => searchDetained(c, b),
  }),
  scopedRoute(waybillList, {
    contract: DETAIN_API.records,
    permission: Permission.lmsDetain,
    handler: (c, q) => detainRecords(c, q.waybillId),
  }),
  scopedRoute(waybillList, {
    contract: DETAIN_API.current,
    permission: Permission.lmsWaybillList,
    handler: (c, q) => currentDetain(c, q.waybillId),
  }),
  route({
    contract: DETAIN_API.detain,
    permission: Permission.lmsDetainDetain,
    handler: (c, b) => detainWaybills(c, b),
  }),
  route({
    contract: DETAIN_API.release,
    permission: Permission.lmsDetainRelease,
    handler: (c, b) => releaseWaybills(c, b),
  }),
];
