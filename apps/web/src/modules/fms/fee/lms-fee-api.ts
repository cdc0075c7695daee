import type {
  FeeKind,
  LmsFeeCriteriaInput,
  LmsFeePage,
  LmsFeeSortField,
  LmsFeeSummaryPage,
} from '@freightdesk/domain';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { post } from '#web/shell/request/http.ts';

/** The fee-list API (`/api/fms/lmsFee/…`) as the customer / agent fee screens use it. */

export type LmsFeeSort = { field: LmsFeeSortField; order: 'asc' | 'desc' };
export type LmsFeeSearchBody = {
  page: number;
  size: number;
  criteria: Partial<LmsFeeCriteriaInput>;
  sort?: LmsFeeSort[];
  /** Data scope code (none: every granted scope). */
  permissionScope?: string | undefined;
};

/** Query keys: everything under `['lmsFee']` is refreshed after a check. */
export const lmsFeeKeys = {
  all: ['lmsFee'] as const,
  search: (kind: FeeKind, body: LmsFeeSearchBody) => ['lmsFee', kind, 'search', body] as const,
  summary: (kind: FeeKind, body: LmsFeeSearchBody) => ['lmsFee', kind, 'summary', body] as const,
};

export const lmsFeeApi = {
  search: (kind: FeeKind, body: LmsFeeSearchBody) => post<LmsFeePage>(`/fms/lmsFee/${kind}/search`, body),
  startExport: (kind: FeeKind, body: Pick<LmsFeeSearchBody, 'criteria' | 'sort' | 'permissionScope'>) =>
    post<JobStart>(`/fms/lmsFee/${kind}/export`, body),
  summary: (kind: FeeKind, body: LmsFeeSearchBody) =>
    post<LmsFeeSummaryPage>('/fms/lmsFee/summary', {
      kind,
      page: body.page,
      size: body.size,
      criteria: body.criteria,
      permissionScope: body.permissionScope,
    }),
  check: (kind: FeeKind, ids: readonly string[]) =>
    post<{ updated: number }>('/fms/lmsFee/check', { kind, ids }),
  uncheck: (kind: FeeKind, ids: readonly string[]) =>
    post<{ updated: number }>('/fms/lmsFee/uncheck', { kind, ids }),
};
