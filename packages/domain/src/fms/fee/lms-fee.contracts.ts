import { z } from 'zod';
import { jobStartAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { FEE_KINDS, type FeeKind } from './fee-kinds.ts';
import {
  lmsFeeCheckPayload,
  lmsFeeExportPayload,
  lmsFeePageAnswer,
  lmsFeeSearchPayload,
  lmsFeeSummaryPageAnswer,
  lmsFeeSummaryPayload,
} from './lms-fee.ts';

const base = '/fms/lmsFee';

/** The contracts of one kind's list (`fms/lmsFee/{kind}/…`) built for every kind. */
function byKind<E>(endpoint: (kind: FeeKind) => E): Record<FeeKind, E> {
  return Object.fromEntries(FEE_KINDS.map((kind) => [kind, endpoint(kind)])) as Record<FeeKind, E>;
}

const checkedAnswer = z.object({ updated: z.number().int() });

/** The fee lists of the finance area (customer and agent fees of freight waybills), served by the fee module. */
export const LMS_FEE_API = {
  search: byKind((kind) =>
    defineEndpoint({
      method: 'POST',
      url: `${base}/${kind}/search`,
      input: lmsFeeSearchPayload,
      output: lmsFeePageAnswer,
      summary: `Fee list (${kind}): page, total and sums per currency (one statement; staff only)`,
    }),
  ),
  export: byKind((kind) =>
    defineEndpoint({
      method: 'POST',
      url: `${base}/${kind}/export`,
      input: lmsFeeExportPayload,
      output: jobStartAnswer,
      summary: `Export the fee list (${kind}) as a job, at most 50,000 rows`,
    }),
  ),
  summary: defineEndpoint({
    method: 'POST',
    url: `${base}/summary`,
    input: lmsFeeSummaryPayload,
    output: lmsFeeSummaryPageAnswer,
    summary: 'Fee summary by waybill: customer and agent totals, row counts, profit (paged)',
  }),
  check: defineEndpoint({
    method: 'POST',
    url: `${base}/check`,
    input: lmsFeeCheckPayload,
    output: checkedAnswer,
    summary: 'Check up to 500 fee rows of a kind (refused for written-off rows)',
  }),
  uncheck: defineEndpoint({
    method: 'POST',
    url: `${base}/uncheck`,
    input: lmsFeeCheckPayload,
    output: checkedAnswer,
    summary: 'Clear the check flag of up to 500 fee rows of a kind (refused for written-off rows)',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    url: `${base}/confirm`,
    input: lmsFeeCheckPayload,
    output: checkedAnswer,
    summary: 'Confirm up to 500 estimated customer fee rows (refused for billed and written-off rows)',
  }),
  unconfirm: defineEndpoint({
    method: 'POST',
    url: `${base}/unconfirm`,
    input: lmsFeeCheckPayload,
    output: checkedAnswer,
    summary:
      'Return up to 500 confirmed customer fee rows to estimated (refused for billed and written-off rows)',
  }),
};
