import { z } from 'zod';
import { jobStartAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  feeDeletePayload,
  feeInsertPayload,
  feeRecalculatePayload,
  feeSplitPayload,
  feeSummaryAnswer,
  feeSummaryQuery,
  feeSupplementPayload,
} from './fee-payloads.ts';

const base = '/lms/fee';

/** The result of a fee recalculation job (read from the job's progress once it is done). */
export type FeeRecalculateResult = {
  total: number;
  succeeded: number;
  failed: number;
  written: number;
  lineErrors: number;
  errors: { waybillNo: string; error: string }[];
};

/** The waybill fee endpoints (recalculation, manual lines, supplements, split, profit), served by the fee module. */
export const FEE_API = {
  recalculate: defineEndpoint({
    method: 'POST',
    url: `${base}/recalculate`,
    input: feeRecalculatePayload,
    output: jobStartAnswer,
    summary: 'Recalculate the fees of waybills by mode (job → {progressId})',
  }),
  insert: defineEndpoint({
    method: 'POST',
    url: `${base}/insert`,
    input: feeInsertPayload,
    output: z.object({ id: z.uuid() }),
    summary: 'A manual fee line on a waybill',
  }),
  supplement: defineEndpoint({
    method: 'POST',
    url: `${base}/supplement`,
    input: feeSupplementPayload,
    output: z.object({ id: z.uuid(), value: z.string(), supplementCount: z.number().int() }),
    summary: 'A supplement to a fee line (amount added, reason kept)',
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: `${base}/delete`,
    input: feeDeletePayload,
    output: z.object({ deleted: z.number().int() }),
    summary: 'Soft-delete fee lines (billed or written-off lines are refused)',
  }),
  split: defineEndpoint({
    method: 'POST',
    url: `${base}/split`,
    input: feeSplitPayload,
    output: z.object({ rows: z.array(z.object({ waybillNo: z.string(), id: z.uuid(), value: z.string() })) }),
    summary: 'Split an amount over waybills by a basis (one manual line each)',
  }),
  summary: defineEndpoint({
    method: 'GET',
    url: `${base}/summary`,
    input: feeSummaryQuery,
    output: feeSummaryAnswer,
    summary: 'Customer fees, agent fees and profit of a waybill (local currency)',
  }),
};
