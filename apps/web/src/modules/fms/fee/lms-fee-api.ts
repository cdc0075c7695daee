import {
  type FeeKind,
  LMS_FEE_API,
  LMS_FEE_SORT_FIELDS,
  type LmsFeeCriteriaInput,
  type LmsFeeSortField,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { type FeeFormValues, feeCriteria } from './fee-criteria.ts';

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
};

export const lmsFeeApi = {
  startExport: (kind: FeeKind, body: Pick<LmsFeeSearchBody, 'criteria' | 'sort' | 'permissionScope'>) =>
    callEndpoint(LMS_FEE_API.export[kind], body),
  check: (kind: FeeKind, ids: readonly string[]) => callEndpoint(LMS_FEE_API.check, { kind, ids: [...ids] }),
  uncheck: (kind: FeeKind, ids: readonly string[]) =>
    callEndpoint(LMS_FEE_API.uncheck, { kind, ids: [...ids] }),
  confirm: (ids: readonly string[]) => callEndpoint(LMS_FEE_API.confirm, { kind: 'customer', ids: [...ids] }),
  unconfirm: (ids: readonly string[]) =>
    callEndpoint(LMS_FEE_API.unconfirm, { kind: 'customer', ids: [...ids] }),
};

/** The tabs of a fee screen: the fee rows, and their summary by waybill. */
export const LMS_FEE_TABS = ['fees', 'summary'] as const;

/** The fee rows' criteria sent to the server, from the values the URL holds. */
export const lmsFeeCriteria = (values: object) => feeCriteria(values as FeeFormValues);

/**
 * A fee screen (customer or agent fees): criteria, tab, sort and page in the URL, 50 rows a page.
 * The fees tab posts `{criteria, sort}` to the kind's search, the summary `{kind, criteria}`.
 */
const lmsFeeView = (kind: FeeKind): ListView => ({
  queryKey: [...lmsFeeKeys.all, kind],
  url: (tab) => (tab === 'summary' ? LMS_FEE_API.summary.url : LMS_FEE_API.search[kind].url),
  pageSize: PAGE_SIZE,
  criteria: {
    numbers: 'text',
    numberType: 'text',
    partyId: 'text',
    subjectName: 'text',
    status: 'numbers',
    currency: 'text',
    productId: 'text',
    channelId: 'text',
    destination: 'text',
    isManual: 'text',
    hasCalError: 'text',
    isCheck: 'text',
    receiveTime: 'range',
    belongTime: 'range',
  },
  tabs: LMS_FEE_TABS,
  sortable: LMS_FEE_SORT_FIELDS,
  toBody: ({ values, tab, sort }) =>
    tab === 'summary'
      ? { kind, criteria: lmsFeeCriteria(values) }
      : { criteria: lmsFeeCriteria(values), sort: sort ? [sort] : [] },
});

export const LMS_FEE_VIEWS: Record<FeeKind, ListView> = {
  customer: lmsFeeView('customer'),
  agent: lmsFeeView('agent'),
};
