import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  writeOffIdPayload,
  writeOffMakeAnswer,
  writeOffMakePayload,
  writeOffRecordAnswer,
  writeOffSearchPayload,
} from './write-off.ts';

/** Write-off (DESIGN §4 "Finance, receivables"). */
export const WRITE_OFF_API = {
  make: defineEndpoint({
    method: 'POST',
    url: '/fms/writeOff/make',
    input: writeOffMakePayload,
    output: writeOffMakeAnswer,
    summary: 'Matches a receipt (or the unmatched receipts oldest first) to bills (retry-safe)',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/writeOff/cancel',
    input: writeOffIdPayload,
    output: nullAnswer,
    summary: 'Cancels a write-off: bills and fees owe again what it covered',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/writeOff/search',
    input: writeOffSearchPayload,
    output: searchResultOf(writeOffRecordAnswer),
    summary: 'Write-offs, newest first, with their bills and receipts',
  }),
};
