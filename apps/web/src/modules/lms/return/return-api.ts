import { RETURN_API, type ReturnKind } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const returnKeys = { all: ['lmsWaybillReturn'] as const };

export type RegisterValues = {
  waybillNo: string;
  returnNo?: string;
  reason: string;
  customerFee?: string;
  agentFee?: string;
};

/** The register body from the dialog: a fee line per side when an amount is given. */
export function registerBody(kind: ReturnKind, v: RegisterValues) {
  const fee = (value?: string) => (value?.trim() ? [{ value: value.trim() }] : []);
  return {
    kind,
    waybillNo: v.waybillNo.trim(),
    returnNo: v.returnNo?.trim() || undefined,
    reason: v.reason.trim(),
    customerFees: fee(v.customerFee),
    agentFees: fee(v.agentFee),
  };
}

/** The return register API. */
export const returnApi = {
  register: (kind: ReturnKind, v: RegisterValues) => callEndpoint(RETURN_API.register, registerBody(kind, v)),
  cancel: (ids: readonly string[]) => callEndpoint(RETURN_API.cancel, { ids: [...ids] }),
};

type Criteria = { waybillNo?: string; customerId?: string; status?: string; returnTime?: [string, string] };

/** The list of one kind: criteria in the URL, 20 rows a page. */
export const returnView = (kind: ReturnKind): ListView => ({
  queryKey: [...returnKeys.all, kind],
  url: RETURN_API.search.url,
  pageSize: 20,
  criteria: { waybillNo: 'text', customerId: 'text', status: 'text', returnTime: 'range' },
  toBody: ({ values }) => {
    const c = values as Criteria;
    return {
      criteria: {
        kind,
        waybillNo: c.waybillNo?.trim() || undefined,
        customerId: c.customerId || undefined,
        status: c.status === undefined || c.status === '' ? undefined : Number(c.status),
        returnTime: dayRangeInstants(c.returnTime),
      },
    };
  },
});
export const RETURN_VIEWS = { customer: returnView('customer'), agent: returnView('agent') };
