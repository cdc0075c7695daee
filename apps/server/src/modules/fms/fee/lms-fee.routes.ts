import {
  FEE_COLUMN_LABELS,
  type FeeKind,
  jobStartAnswer,
  LMS_FEE_LIST_PERMISSIONS,
  LMS_FEE_PERMISSIONS,
  lmsFeeCheckPayload,
  lmsFeeExportPayload,
  lmsFeePageAnswer,
  lmsFeeSearchPayload,
  lmsFeeSummaryPageAnswer,
  lmsFeeSummaryPayload,
} from '@freightdesk/domain';
import { z } from 'zod';
import { feeList } from '#modules/fms/fee/fee-access.ts';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { setFeeCheck } from './lms-fee-check.service.ts';
import { exportFees } from './lms-fee-export.service.ts';
import { searchFees } from './lms-fee-search.service.ts';
import { feeSummary } from './lms-fee-summary.service.ts';

const labels = FEE_COLUMN_LABELS;

/** The list and export routes of one kind (`fms/lmsFee/{kind}/…`). */
const kindRoutes = (kind: FeeKind) => [
  scopedRoute(feeList, {
    method: 'POST',
    url: `/fms/lmsFee/${kind}/search`,
    output: lmsFeePageAnswer,
    input: lmsFeeSearchPayload,
    labels,
    permission: LMS_FEE_PERMISSIONS[kind].list,
    summary: `Fee list (${kind}): page, total and sums per currency (one statement; staff only)`,
    handler: (c, b) => searchFees(c, kind, b),
  }),
  scopedRoute(feeList, {
    method: 'POST',
    url: `/fms/lmsFee/${kind}/export`,
    output: jobStartAnswer,
    input: lmsFeeExportPayload,
    labels,
    permission: LMS_FEE_PERMISSIONS[kind].export,
    summary: `Export the fee list (${kind}) as a job, at most 50,000 rows`,
    handler: (c, b) => exportFees(c, kind, b),
  }),
];

/** Fee lists of the finance area (issue 5): customer and agent fees of freight waybills, staff only. */
export const lmsFeeRoutes = [
  ...kindRoutes('customer'),
  ...kindRoutes('agent'),
  scopedRoute(feeList, {
    method: 'POST',
    url: '/fms/lmsFee/summary',
    output: lmsFeeSummaryPageAnswer,
    input: lmsFeeSummaryPayload,
    labels,
    permission: [...LMS_FEE_LIST_PERMISSIONS],
    summary: 'Fee summary by waybill: customer and agent totals, row counts, profit (paged)',
    handler: (c, b) => feeSummary(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/lmsFee/check',
    output: z.object({ updated: z.number().int() }),
    input: lmsFeeCheckPayload,
    permission: [LMS_FEE_PERMISSIONS.customer.check, LMS_FEE_PERMISSIONS.agent.check],
    summary: 'Check up to 500 fee rows of a kind (refused for written-off rows)',
    handler: (c, b) => setFeeCheck(c, b, true),
  }),
  route({
    method: 'POST',
    url: '/fms/lmsFee/uncheck',
    output: z.object({ updated: z.number().int() }),
    input: lmsFeeCheckPayload,
    permission: [LMS_FEE_PERMISSIONS.customer.check, LMS_FEE_PERMISSIONS.agent.check],
    summary: 'Clear the check flag of up to 500 fee rows of a kind (refused for written-off rows)',
    handler: (c, b) => setFeeCheck(c, b, false),
  }),
];
