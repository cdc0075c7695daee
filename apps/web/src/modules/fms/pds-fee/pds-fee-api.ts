import { PAGE_SIZE, PDS_FEE_API, PDS_FEE_SORT_FIELDS, type PdsFeeSortField } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { type PdsFeeFormValues, pdsFeeCriteria } from './pds-fee-criteria.ts';

/** The parcel fee API (`/api/fms/pdsFee/…`) as the finance screen uses it. */

export type PdsFeeSort = { field: PdsFeeSortField; order: 'asc' | 'desc' };

/** Query keys: everything under `['pdsFee']` is refreshed after a confirm. */
export const pdsFeeKeys = { all: ['pdsFee'] as const };

/** The fee rows' criteria sent to the server, from the values the URL holds. */
export const pdsFeeCriteriaOf = (values: object) => pdsFeeCriteria(values as PdsFeeFormValues);

export const pdsFeeApi = {
  startExport: (body: { criteria: object; sort: PdsFeeSort[]; permissionScope?: string | undefined }) =>
    callEndpoint(PDS_FEE_API.export, body),
  confirm: (ids: readonly string[]) => callEndpoint(PDS_FEE_API.confirm, { ids: [...ids] }),
  unconfirm: (ids: readonly string[]) => callEndpoint(PDS_FEE_API.unconfirm, { ids: [...ids] }),
};

/** The parcel fee list: criteria, sort and page in the URL, 50 rows a page. */
export const PDS_FEE_VIEW: ListView = {
  queryKey: pdsFeeKeys.all,
  url: PDS_FEE_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    numbers: 'text',
    customerId: 'text',
    status: 'numbers',
    currency: 'text',
    productId: 'text',
    belongTime: 'range',
  },
  sortable: PDS_FEE_SORT_FIELDS,
  toBody: ({ values, sort }) => ({ criteria: pdsFeeCriteriaOf(values), sort: sort ? [sort] : [] }),
};
