import type { ModuleManifest } from '#platform/module.ts';
import { onWaybillsPlaced, onWaybillsReceived } from '../../lms/waybill/index.ts';
import { registerChannelGuard } from './channel-guard.ts';
import { limitsGuard } from './channel-limits.ts';
import { channelRouteRules } from './channel-route.kind.ts';
import { channelRouteRoutes } from './channel-route.routes.ts';
import { channelRouteTable, channelRouteTurn } from './channel-route.schema.ts';
import { routeWaybills } from './channel-router.service.ts';

registerChannelGuard(limitsGuard);

// waybills get their channel as they are placed, and again at receive when theirs now refuses them
onWaybillsPlaced((tx, ctx, placed) =>
  routeWaybills(
    tx,
    ctx,
    placed.map((p) => p.id),
    'order',
  ).then(() => undefined),
);
onWaybillsReceived((tx, ctx, waybills) =>
  routeWaybills(
    tx,
    ctx,
    waybills.map((w) => w.id),
    'receive',
  ).then(() => undefined),
);

/** Channel routes: the rule kind (entity machinery), its dry run, the router and manual routing. */
export const channelRouteModule: ModuleManifest = {
  name: 'settings/channel-route',
  tables: { channelRouteTable, channelRouteTurn },
  entities: { channelRoute: { table: channelRouteTable, rules: channelRouteRules } },
  routes: channelRouteRoutes,
};
