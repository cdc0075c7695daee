import { WEIGHT_CONFIRM_TABS, type WeightConfirmTab } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { post } from '#web/shell/request/http.ts';

/** The weight-confirm API (`/api/lms/weightConfirm/…`): customers reach only their own waybills. */
export const weightConfirmApi = {
  confirm: (ids: readonly string[]) => post<{ updated: number }>('/lms/weightConfirm/confirm', { ids }),
  reject: (ids: readonly string[], reason: string) =>
    post<{ updated: number }>('/lms/weightConfirm/reject', { ids, reason }),
};

export const weightConfirmKeys = {
  all: ['lmsWeightConfirm'] as const,
};

type Criteria = { no?: string; customerId?: string; receiveTime?: [string, string] };

/** The weight-confirm screen of staff (who pick a customer) or of a customer: criteria and tab in the URL, 20 rows a page. */
const weightConfirmView = (staff: boolean): ListView => ({
  queryKey: weightConfirmKeys.all,
  url: '/lms/weightConfirm/search',
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
