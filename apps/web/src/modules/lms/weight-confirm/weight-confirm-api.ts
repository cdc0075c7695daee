import type { WeightConfirmPage, WeightConfirmSearchPayload } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

/** The weight-confirm API (`/api/lms/weightConfirm/…`): customers reach only their own waybills. */
export const weightConfirmApi = {
  search: (body: WeightConfirmSearchPayload) => post<WeightConfirmPage>('/lms/weightConfirm/search', body),
  confirm: (ids: readonly string[]) => post<{ updated: number }>('/lms/weightConfirm/confirm', { ids }),
  reject: (ids: readonly string[], reason: string) =>
    post<{ updated: number }>('/lms/weightConfirm/reject', { ids, reason }),
};

export const weightConfirmKeys = {
  all: ['lmsWeightConfirm'] as const,
  search: (body: WeightConfirmSearchPayload) => ['lmsWeightConfirm', 'search', body] as const,
};
