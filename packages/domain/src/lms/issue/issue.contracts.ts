import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  issueClosePayload,
  issueDetailAnswer,
  issueFollowPayload,
  issueIdQuery,
  issuePageAnswer,
  issueRaisePayload,
  issueSearchPayload,
} from './issue.ts';

const base = '/lms/issue';

/** Waybill issues (`/api/lms/issue/…`): raise, follow, close; the waybill's isIssue follows open ones. */
export const ISSUE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: issueSearchPayload,
    output: issuePageAnswer,
    summary: 'Issues of waybills, newest first',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: issueIdQuery,
    output: issueDetailAnswer,
    summary: 'An issue with its follow records',
  }),
  raise: defineEndpoint({
    method: 'POST',
    url: `${base}/raise`,
    input: issueRaisePayload,
    output: z.object({ id: z.string() }),
    summary: 'Raise an issue on a waybill (the waybill becomes an issue waybill)',
  }),
  follow: defineEndpoint({
    method: 'POST',
    url: `${base}/follow`,
    input: issueFollowPayload,
    output: z.object({ id: z.string() }),
    summary: 'Add a follow record to an open issue',
  }),
  close: defineEndpoint({
    method: 'POST',
    url: `${base}/close`,
    input: issueClosePayload,
    output: z.object({ updated: z.number().int() }),
    summary:
      'Close up to 500 open issues (all or nothing); a waybill without open issues is no longer an issue waybill',
  }),
} as const;
