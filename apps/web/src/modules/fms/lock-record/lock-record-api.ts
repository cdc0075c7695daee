import { type EndpointOutput, LOCK_RECORD_API } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Month lock and carry-over as the month-lock screen and the date pickers use them (`LOCK_RECORD_API`). */

export type LockRecord = EndpointOutput<typeof LOCK_RECORD_API.lock>;
export type LockedMonth = EndpointOutput<typeof LOCK_RECORD_API.months>[number];

export const lockRecordKeys = {
  records: ['fmsLockRecord'] as const,
  months: ['fmsLockRecord', 'months'] as const,
};

export const lockRecordApi = {
  lock: (month: string, reason?: string) => callEndpoint(LOCK_RECORD_API.lock, { month, reason }),
  unlock: (month: string, reason: string) => callEndpoint(LOCK_RECORD_API.unlock, { month, reason }),
  months: () => callEndpoint(LOCK_RECORD_API.months, undefined, { quiet: true }),
  carryOver: (month: string) => callEndpoint(LOCK_RECORD_API.carryOver, { month }),
};

/** The lock record list: its month criterion and page in the URL, newest first. */
export const LOCK_RECORD_VIEW: ListView = {
  queryKey: lockRecordKeys.records,
  url: LOCK_RECORD_API.search.url,
  pageSize: 20,
  criteria: { month: 'text' },
};
