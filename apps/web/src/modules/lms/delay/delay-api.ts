import { DELAY_API } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const delayKeys = { all: ['lmsDelay'] as const };

/** The delay management API (`/api/lms/delay/…`). */
export const delayApi = {
  delay: (waybillNos: readonly string[], reason: string) =>
    callEndpoint(DELAY_API.delay, { waybillNos: [...waybillNos], reason }),
  cancel: (ids: readonly string[]) => callEndpoint(DELAY_API.cancelDelay, { ids: [...ids] }),
};

type Criteria = { waybillNo?: string; customerId?: string; delayTime?: [string, string] };

/** The delayed list: criteria in the URL, 20 rows a page. */
export const DELAY_VIEW: ListView = {
  queryKey: delayKeys.all,
  url: DELAY_API.search.url,
  pageSize: 20,
  criteria: { waybillNo: 'text', customerId: 'text', delayTime: 'range' },
  toBody: ({ values }) => {
    const c = values as Criteria;
    return {
      criteria: {
        waybillNo: c.waybillNo?.trim() || undefined,
        customerId: c.customerId || undefined,
        delayTime: dayRangeInstants(c.delayTime),
      },
    };
  },
};
