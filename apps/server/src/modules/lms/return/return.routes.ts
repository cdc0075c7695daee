import { Permission, RETURN_API } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { cancelReturns, registerReturn } from './return.service.ts';
import { searchReturns } from './return-search.service.ts';

const screens = [Permission.lmsCustomerReturn, Permission.lmsAgentReturn];

/** Return registers API (`RETURN_API`); each call checks the code of its kind too. */
export const returnRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: RETURN_API.search,
    permission: screens,
    handler: (c, b) => searchReturns(c, b),
  }),
  route({
    contract: RETURN_API.register,
    permission: [Permission.lmsCustomerReturnRegister, Permission.lmsAgentReturnRegister],
    handler: (c, b) => registerReturn(c, b),
  }),
  route({
    contract: RETURN_API.cancel,
    permission: [Permission.lmsCustomerReturnCancel, Permission.lmsAgentReturnCancel],
    handler: (c, b) => cancelReturns(c, b),
  }),
];
