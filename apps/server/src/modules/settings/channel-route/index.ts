/** The public face of channel routing: the router (order, receive) and the channel guard the limits register. */
export type { ChannelGuard, GuardedWaybill } from './channel-guard.ts';
export { setChannelGuard } from './channel-guard.ts';
export type { RouteDecision, RoutePoint } from './channel-router.service.ts';
export { routeWaybills } from './channel-router.service.ts';
