import { onWaybillChannelsChanged, onWaybillsMeasured } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { limitRoutes } from './limit.routes.ts';
import { channelLimitTake, channelLimitUsage } from './limit.schema.ts';
import { limitsOnChannelsChanged, limitsOnWaybillsMeasured } from './limit-hooks.ts';

onWaybillChannelsChanged(limitsOnChannelsChanged);
onWaybillsMeasured(limitsOnWaybillsMeasured);

/**
 * Channel and service limits (back-office §3, docs/rules.md "Limits"): the service limit checked
 * when staff assign a channel and at receive, the channel limit's atomic counters taken and given
 * back with the channel, and the limit monitor.
 */
export const limitModule: ModuleManifest = {
  name: 'settings/limit',
  tables: { channelLimitUsage, channelLimitTake },
  routes: limitRoutes,
};
