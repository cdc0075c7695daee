import {
  FEE_COLUMN_LABELS,
  type FeeKind,
  LMS_FEE_API,
  LMS_FEE_LIST_PERMISSIONS,
  LMS_FEE_PERMISSIONS,
  Permission,
} from '@freightdesk/domain';
import { feeList } from '#modules/fms/fee/fee-access.ts';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { setFeeCheck } from './lms-fee-check.service.ts';
import { setFeeConfirm } from './lms-fee-confirm.service.ts';
import { exportFees } from './lms-fee-export.service.ts';
import { searchFees } from './lms-fee-search.service.ts';
import { feeSummary } from './lms-fee-summary.service.ts';

const labels = FEE_COLUMN_LABELS;
const API = LMS_FEE_API;

/** The list and export routes of one kind (`fms/lmsFee/{kind}/…`). */
const kindRoutes = (kind: FeeKind) => [
  scopedRoute(feeList, {
    contract: API.search[kind],
    labels,
    permission: LMS_FEE_PERMISSIONS[kind].list,
    handler: (c, b) => searchFees(c, kind, b),
  }),
  scopedRoute(feeList, {
    contract: API.export[kind],
    labels,
    permission: LMS_FEE_PERMISSIONS[kind].export,
    handler: (c, b) => exportFees(c, kind, b),
  }),
];

const confirmer = Permission.customerFeeConfirm;
const checkers = [LMS_FEE_PERMISSIONS.customer.check, LMS_FEE_PERMISSIONS.agent.check];

/** Fee lists of the finance area (issue 5): customer and agent fees of freight waybills, staff only (`LMS_FEE_API`). */
export const lmsFeeRoutes = [
  ...kindRoutes('customer'),
  ...kindRoutes('agent'),
  scopedRoute(feeList, {
    contract: API.summary,
    labels,
    permission: [...LMS_FEE_LIST_PERMISSIONS],
    handler: (c, b) => feeSummary(c, b),
  }),
  route({ contract: API.check, permission: checkers, handler: (c, b) => setFeeCheck(c, b, true) }),
  route({ contract: API.uncheck, permission: checkers, handler: (c, b) => setFeeCheck(c, b, false) }),
  scopedRoute(feeList, {
    contract: API.confirm,
    permission: confirmer,
    handler: (c, b) => setFeeConfirm(c, b, true),
  }),
  scopedRoute(feeList, {
    contract: API.unconfirm,
    permission: confirmer,
    handler: (c, b) => setFeeConfirm(c, b, false),
  }),
];
