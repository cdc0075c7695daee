import { LIMIT_MONITOR_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { limitMonitor } from './limit-monitor.service.ts';

/** The limit monitor: staff with the monitor's permission. */
export const limitRoutes = [
  route({
    contract: LIMIT_MONITOR_API.list,
    permission: Permission.limitMonitor,
    handler: limitMonitor,
  }),
];
