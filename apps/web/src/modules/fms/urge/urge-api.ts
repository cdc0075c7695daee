import { URGE_API, type UrgeOverdueRow, type UrgeRecordRow } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Overdue bills and reminders (`URGE_API`) as the urge screen uses them. */
export const urgeKeys = { all: ['fmsUrge'] as const };

export const urgeApi = {
  send: (billIds: string[]) => callEndpoint(URGE_API.send, { billIds }),
};

export const URGE_TABS = ['overdue', 'records'] as const;

/** The urge screen: two lists by tab (overdue bills, reminders sent), criteria in the URL. */
export const URGE_VIEW: ListView = {
  queryKey: urgeKeys.all,
  url: (tab) => (tab === 'records' ? URGE_API.records.url : URGE_API.overdue.url),
  pageSize: 20,
  tabs: URGE_TABS,
  criteria: { customerId: 'text', billNo: 'text' },
  toCriteria: (values, tab) => ({
    ...(values.customerId ? { customerId: values.customerId } : {}),
    ...(tab === 'records' && values.billNo ? { billNo: String(values.billNo).trim() } : {}),
  }),
};

export type { UrgeOverdueRow, UrgeRecordRow };
