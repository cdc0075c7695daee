import { FEE_API, FEE_LABELS, Permission } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from '../../lms/waybill/index.ts';
import { deleteFees, insertManualFee, supplementFee } from './fee-manual.service.ts';
import { recalculateFees } from './fee-recalculate.service.ts';
import { splitFee } from './fee-split.service.ts';
import { feeSummary } from './fee-summary.service.ts';

const labels = FEE_LABELS;

/** Waybill fees (issue 5 "Quotes and fees"): recalculation, manual lines, supplements, split, profit (`FEE_API`). */
export const feeRoutes: ApiRoute[] = [
  route({
    contract: FEE_API.recalculate,
    labels,
    permission: Permission.lmsFeeRecalculate,
    handler: (c, b) => recalculateFees(c, b),
  }),
  route({
    contract: FEE_API.insert,
    labels,
    permission: Permission.lmsFeeInsert,
    handler: (c, b) => insertManualFee(c, b),
  }),
  route({
    contract: FEE_API.supplement,
    labels,
    permission: Permission.lmsFeeSupplement,
    handler: (c, b) => supplementFee(c, b),
  }),
  route({
    contract: FEE_API.delete,
    labels,
    permission: Permission.lmsFeeDelete,
    handler: (c, b) => deleteFees(c, b),
  }),
  route({
    contract: FEE_API.split,
    labels,
    permission: Permission.lmsFeeSplit,
    handler: (c, b) => splitFee(c, b),
  }),
  scopedRoute(waybillList, {
    contract: FEE_API.summary,
    permission: Permission.lmsFeeProfit,
    handler: (c, q) => feeSummary(c, q.id),
  }),
];
