import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  urgeOverdueAnswer,
  urgeOverduePayload,
  urgeRecordAnswer,
  urgeRecordPayload,
  urgeSendAnswer,
  urgeSendPayload,
} from './urge.ts';

/** Overdue bills and reminders (DESIGN §4 "Finance, receivables"). */
export const URGE_API = {
  overdue: defineEndpoint({
    method: 'POST',
    url: '/fms/urge/overdue',
    input: urgeOverduePayload,
    output: searchResultOf(urgeOverdueAnswer),
    summary: 'Open bills past the customer’s settlement terms, most overdue first',
  }),
  records: defineEndpoint({
    method: 'POST',
    url: '/fms/urge/records',
    input: urgeRecordPayload,
    output: searchResultOf(urgeRecordAnswer),
    summary: 'Reminders sent, newest first',
  }),
  send: defineEndpoint({
    method: 'POST',
    url: '/fms/urge/send',
    input: urgeSendPayload,
    output: urgeSendAnswer,
    summary: 'Queues one reminder email per bill (once per bill per day)',
  }),
} as const;
