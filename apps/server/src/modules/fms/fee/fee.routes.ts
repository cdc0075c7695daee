import {
  FEE_LABELS,
  feeDeletePayload,
  feeInsertPayload,
  feeRecalculatePayload,
  feeSplitPayload,
  feeSummaryAnswer,
  feeSummaryQuery,
  feeSupplementPayload,
  jobStartAnswer,
  Permission,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from '../../lms/waybill/index.ts';
import { deleteFees, insertManualFee, supplementFee } from './fee-manual.service.ts';
import { recalculateFees } from './fee-recalculate.service.ts';
import { splitFee } from './fee-split.service.ts';
import { feeSummary } from './fee-summary.service.ts';

/** Waybill fees (issue 5 "Quotes and fees"): recalculation, manual lines, supplements, split, profit. */
export const feeRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: '/lms/fee/recalculate',
    output: jobStartAnswer,
    input: feeRecalculatePayload,
    labels: FEE_LABELS,
    permission: Permission.lmsFeeRecalculate,
    summary: 'Recalculate the fees of waybills by mode (job → {progressId})',
    handler: (c, b) => recalculateFees(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/fee/insert',
    output: z.object({ id: z.uuid() }),
    input: feeInsertPayload,
    labels: FEE_LABELS,
    permission: Permission.lmsFeeInsert,
    summary: 'A manual fee line on a waybill',
    handler: (c, b) => insertManualFee(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/fee/supplement',
    output: z.object({ id: z.uuid(), value: z.string(), supplementCount: z.number().int() }),
    input: feeSupplementPayload,
    labels: FEE_LABELS,
    permission: Permission.lmsFeeSupplement,
    summary: 'A supplement to a fee line (amount added, reason kept)',
    handler: (c, b) => supplementFee(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/fee/delete',
    output: z.object({ deleted: z.number().int() }),
    input: feeDeletePayload,
    labels: FEE_LABELS,
    permission: Permission.lmsFeeDelete,
    summary: 'Soft-delete fee lines (billed or written-off lines are refused)',
    handler: (c, b) => deleteFees(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/fee/split',
    output: z.object({ rows: z.array(z.object({ waybillNo: z.string(), id: z.uuid(), value: z.string() })) }),
    input: feeSplitPayload,
    labels: FEE_LABELS,
    permission: Permission.lmsFeeSplit,
    summary: 'Split an amount over waybills by a basis (one manual line each)',
    handler: (c, b) => splitFee(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/fee/summary',
    output: feeSummaryAnswer,
    input: feeSummaryQuery,
    permission: Permission.lmsFeeProfit,
    summary: 'Customer fees, agent fees and profit of a waybill (local currency)',
    handler: (c, q) => feeSummary(c, q.id),
  }),
];
