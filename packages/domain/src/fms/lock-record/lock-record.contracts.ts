import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  carryOverAnswer,
  carryOverPayload,
  lockedMonthsAnswer,
  lockRecordAnswer,
  lockRecordSearchPayload,
  monthLockPayload,
  monthUnlockPayload,
} from './lock-record.schemas.ts';

/** Month lock and carry-over (spec back-office §4, DESIGN §9). */
export const LOCK_RECORD_API = {
  lock: defineEndpoint({
    method: 'POST',
    url: '/fms/lockRecord/lock',
    input: monthLockPayload,
    output: lockRecordAnswer,
    summary: 'Locks an accounting month: every write dated in it is refused until unlocked',
  }),
  unlock: defineEndpoint({
    method: 'POST',
    url: '/fms/lockRecord/unlock',
    input: monthUnlockPayload,
    output: lockRecordAnswer,
    summary: 'Unlocks an accounting month (a reason is required)',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/lockRecord/search',
    input: lockRecordSearchPayload,
    output: searchResultOf(lockRecordAnswer),
    summary: 'The lock record: every lock and unlock, newest first',
  }),
  months: defineEndpoint({
    method: 'GET',
    url: '/fms/lockRecord/months',
    output: lockedMonthsAnswer,
    summary: 'The locked months (for date pickers)',
  }),
  carryOver: defineEndpoint({
    method: 'POST',
    url: '/fms/carryOver/run',
    input: carryOverPayload,
    output: carryOverAnswer,
    summary:
      'Queues the carry-over of a locked month: its unbilled customer fees move to the next open month',
  }),
};
