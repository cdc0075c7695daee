import { LIMIT_MONITOR_API, type LimitMonitorRow } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The limit monitor's API as its screen uses it. */
export const limitKeys = { monitor: ['basicLimitMonitor'] as const };

export const limitApi = {
  monitor: () => callEndpoint(LIMIT_MONITOR_API.list),
};

export type { LimitMonitorRow };
