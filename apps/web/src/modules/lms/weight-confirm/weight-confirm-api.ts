import { WEIGHT_CONFIRM_API, WEIGHT_CONFIRM_TABS, type WeightConfirmTab } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The weight-confirm API (`/api/lms/weightConfirm/…`): customers reach only their own waybills. */
export const weightConfirmApi = {
  confirm: (ids: readonly string[]) => callEndpoint(WEIGHT_CONFIRM_API.confirm, { ids: [...ids] }),
  reject: (ids: readonly string[], reason: string) =>
    callEndpoint(WEIGHT_CONFIRM_API.reject, { ids: [...ids], reason }),
};

export const weightConfirmKeys = {
  all: ['lmsWeightConfirm'] as const,
};

type Criteria = { no?: string; customerId?: string; receiveTime?: [string, string] };

/** The weight-confirm screen of staff (who pick a customer) or of a customer: criteria and tab in the URL, 20 rows a page. */
const weightConfirmView = (staff: boolean): ListView => ({
  queryKey: weightConfirmKeys.all,
  url: WEIGHT_CONFIRM_API.search.url,
  pageSize: 20,
  criteria: { no: 'text', customerId: 'text', receiveTime: 'range' },
  tabs: WEIGHT_CONFIRM_TABS,
  toBody: ({ values, tab }) => {
    const criteria = values as Criteria;
    return {
      tab: tab as WeightConfirmTab,
      criteria: {
        no: criteria.no?.trim() || undefined,
        customerId: staff ? criteria.customerId || undefined : undefined,
        receiveTime: dayRangeInstants(criteria.receiveTime),
      },
    };
  },
});

export const WEIGHT_CONFIRM_VIEWS = { staff: weightConfirmView(true), customer: weightConfirmView(false) };
