import { NO_DEAL_API, noDealRule } from '@freightdesk/domain';
import type { ApiRoute } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { customerList, dryRunNoDeal, listNoDeal } from './no-deal.service.ts';
import { notifyNow } from './no-deal-notify.ts';

/** No-deal customers, "notify now" and the dry run: staff with the rule's permission, the customer list's data scope. */
export const noDealRuleRoutes: ApiRoute[] = [
  scopedRoute(customerList, {
    contract: NO_DEAL_API.customers,
    permission: noDealRule.permission,
    handler: (c, b) => listNoDeal(c, b),
  }),
  scopedRoute(customerList, {
    contract: NO_DEAL_API.notifyNow,
    permission: noDealRule.permission,
    handler: (c, b) => notifyNow(c, b),
  }),
  scopedRoute(customerList, {
    contract: NO_DEAL_API.dryRun,
    permission: noDealRule.permission,
    handler: (c, b) => dryRunNoDeal(c, b),
  }),
];
