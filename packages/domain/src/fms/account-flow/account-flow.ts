import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { ACCOUNT_FLOW_SOURCES } from './account-flow-labels.ts';

/**
 * Account flows (spec back-office §3 "Account flow"): every movement of money on a cash account is an
 * immutable row with the account's balance after it; an account's balance = its opening balance + Σ
 * its flows, kept on the account in the flow's transaction. docs/finance.md "Cash and account flows".
 */
const uuid = z.uuid();
const day = z.coerce.date();

export const accountFlowSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      accountId: uuid.optional(),
      source: z.enum(ACCOUNT_FLOW_SOURCES).optional(),
      relatedNo: z.string().trim().max(50).optional(),
      /** Flow time in [from, to). */
      from: day.optional(),
      to: day.optional(),
    })
    .default({}),
});
export type AccountFlowCriteria = z.output<typeof accountFlowSearchPayload>['criteria'];

export const accountFlowRecordAnswer = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  source: z.enum(ACCOUNT_FLOW_SOURCES),
  /** Signed: positive in, negative out. */
  value: z.string(),
  /** The account's balance after this flow. */
  balance: z.string(),
  flowTime: timestampAnswer,
  relatedId: z.string().nullable(),
  relatedNo: z.string().nullable(),
  /** The customer (or later agent) the money came from or went to. */
  objectCode: z.string().nullable(),
  summary: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type AccountFlowRecord = z.output<typeof accountFlowRecordAnswer>;

export const accountBalancesPayload = z.object({ from: day.optional(), to: day.optional() });
/** Per account over [from, to): the balance before, what came in and went out, the balance after. */
export const accountBalanceAnswer = z.object({
  accountId: z.string(),
  name: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  opening: z.string(),
  in: z.string(),
  out: z.string(),
  closing: z.string(),
  /** The balance now (after every flow). */
  balance: z.string(),
});
export type AccountBalance = z.output<typeof accountBalanceAnswer>;
