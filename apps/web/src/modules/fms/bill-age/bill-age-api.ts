import {
  AGE_BUCKETS,
  type AgeMode,
  BILL_AGE_API,
  type BillAgeBill,
  type BillAgeRow,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The ageing API (`BILL_AGE_API`) as the ageing screen uses it. */
export const billAgeKeys = {
  all: ['fmsBillAge'] as const,
  bills: (customerId: string, mode: AgeMode, bucket: string) =>
    ['fmsBillAge', 'bills', customerId, mode, bucket] as const,
};

export const billAgeApi = {
  bills: (customerId: string, mode: AgeMode, bucket: string) =>
    callEndpoint(BILL_AGE_API.bills, { customerId, mode, bucket }),
};

/** The mode of the searched values (day unless month is asked). */
export const modeOf = (values: Record<string, unknown>): AgeMode =>
  values.mode === 'month' ? 'month' : 'day';

/** The ageing screen: its criteria in the URL, the whole answer as one page. */
export const BILL_AGE_VIEW: ListView = {
  queryKey: billAgeKeys.all,
  pageSize: 1000,
  criteria: { mode: 'text', groupBy: 'text', customerId: 'text', financeUserId: 'text' },
  load: async (body) => {
    const c = (body.criteria ?? {}) as Record<string, unknown>;
    const answer = await callEndpoint(BILL_AGE_API.search, {
      criteria: {
        mode: modeOf(c),
        groupBy: c.groupBy === 'financeUser' ? 'financeUser' : 'customer',
        ...(c.customerId ? { customerId: String(c.customerId) } : {}),
        ...(c.financeUserId ? { financeUserId: String(c.financeUserId) } : {}),
      },
      ...(body.permissionScope ? { permissionScope: String(body.permissionScope) } : {}),
    } as never);
    return { records: answer.records, total: answer.records.length, page: 1, size: answer.records.length };
  },
};

export type { BillAgeBill, BillAgeRow };
export { AGE_BUCKETS };
