import { z } from 'zod';
import { jobStartAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { pdsFeeExportPayload, pdsFeeIdsPayload, pdsFeePageAnswer, pdsFeeSearchPayload } from './pds-fee.ts';

const base = '/fms/pdsFee';
const changedAnswer = z.object({ updated: z.number().int() });

/** The parcel fee list of the finance area (customer fees of parcel waybills), staff only. */
export const PDS_FEE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: pdsFeeSearchPayload,
    output: pdsFeePageAnswer,
    summary: 'Parcel fee list: page, total, and sums and counts per currency (staff only)',
  }),
  export: defineEndpoint({
    method: 'POST',
    url: `${base}/export`,
    input: pdsFeeExportPayload,
    output: jobStartAnswer,
    summary: 'Export the parcel fee list as a job, at most 50,000 rows',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    url: `${base}/confirm`,
    input: pdsFeeIdsPayload,
    output: changedAnswer,
    summary: 'Confirm up to 500 estimated parcel fee rows (refused for billed rows and locked months)',
  }),
  unconfirm: defineEndpoint({
    method: 'POST',
    url: `${base}/unconfirm`,
    input: pdsFeeIdsPayload,
    output: changedAnswer,
    summary:
      'Return up to 500 confirmed parcel fee rows to estimated (refused for billed rows and locked months)',
  }),
};
