import { Permission, WEIGHT_CONFIRM_API } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { confirmWeights, rejectWeights, searchWeightConfirm } from './weight-confirm.service.ts';

/** Weight confirmation API (`WEIGHT_CONFIRM_API`); customers reach only their own waybills. */
export const weightConfirmRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: WEIGHT_CONFIRM_API.search,
    permission: Permission.lmsWeightConfirm,
    handler: (c, b) => searchWeightConfirm(c, b),
  }),
  route({
    contract: WEIGHT_CONFIRM_API.confirm,
    permission: Permission.lmsWeightConfirm,
    handler: (c, b) => confirmWeights(c, b),
  }),
  route({
    contract: WEIGHT_CONFIRM_API.reject,
    permission: Permission.lmsWeightConfirm,
    handler: (c, b) => rejectWeights(c, b),
  }),
];
