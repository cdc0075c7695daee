import { CHANNEL_ROUTE_ENDPOINTS, channelRoute, Permission, ruleDryRunEndpoint } from '@freightdesk/domain';
import { dryRunRule, loadRules } from '#modules/settings/rule/index.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from '../../lms/waybill/index.ts';
import { channelNames, channelRouteKind } from './channel-route.kind.ts';
import { rerouteWaybills, routeChannelByHand } from './channel-route-manual.service.ts';

/**
 * The channel route's dry run (as `ruleKindRoutes`, with the channel names its outcomes name: the
 * saved rules' and the edited rule's channels) and manual routing.
 */
export const channelRouteRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: ruleDryRunEndpoint(channelRoute),
    permission: channelRoute.permission,
    handler: async (c, b) => {
      const saved = await loadRules(c.db, channelRouteKind());
      const edited = Array.isArray(b.rule?.channelIds) ? b.rule.channelIds.map(String) : [];
      const names = await channelNames(c.db, [...saved.flatMap((r) => r.own.channelIds), ...edited]);
      return dryRunRule(c, channelRouteKind(names), b);
    },
  }),
  scopedRoute(waybillList, {
    contract: CHANNEL_ROUTE_ENDPOINTS.routeChannel,
    permission: Permission.lmsWaybillRoute,
    handler: (c, b) => routeChannelByHand(c, b),
  }),
  scopedRoute(waybillList, {
    contract: CHANNEL_ROUTE_ENDPOINTS.reroute,
    permission: Permission.lmsWaybillRoute,
    handler: (c, b) => rerouteWaybills(c, b),
  }),
];
