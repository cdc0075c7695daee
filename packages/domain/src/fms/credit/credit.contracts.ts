import { defineEndpoint } from '../../platform/contract.ts';
import { creditNoticeAnswer, creditNoticeQuery } from './credit.ts';

/** The credit notice (DESIGN §4 "Finance, receivables"): a customer user's own, staff name the customer. */
export const CREDIT_API = {
  notice: defineEndpoint({
    method: 'GET',
    url: '/fms/credit/notice',
    input: creditNoticeQuery,
    output: creditNoticeAnswer,
    summary:
      'The customer’s warn tips and arrears state (available below 0) for the banner and waybill views',
  }),
} as const;
