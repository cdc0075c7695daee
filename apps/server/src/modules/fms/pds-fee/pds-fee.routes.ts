import { FEE_COLUMN_LABELS, PDS_FEE_API, Permission } from '@freightdesk/domain';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { pdsFeeList } from './pds-fee-access.ts';
import { setPdsFeeConfirm } from './pds-fee-confirm.service.ts';
import { exportPdsFees } from './pds-fee-export.service.ts';
import { searchPdsFees } from './pds-fee-search.service.ts';

const API = PDS_FEE_API;
const labels = FEE_COLUMN_LABELS;

/** The parcel fee list of the finance area: customer fees of parcels, staff only (`PDS_FEE_API`). */
export const pdsFeeRoutes = [
  scopedRoute(pdsFeeList, {
    contract: API.search,
    labels,
    permission: Permission.pdsCustomerFeeList,
    handler: (c, b) => searchPdsFees(c, b),
  }),
  scopedRoute(pdsFeeList, {
    contract: API.export,
    labels,
    permission: Permission.pdsCustomerFeeExport,
    handler: (c, b) => exportPdsFees(c, b),
  }),
  scopedRoute(pdsFeeList, {
    contract: API.confirm,
    permission: Permission.pdsCustomerFeeConfirm,
    handler: (c, b) => setPdsFeeConfirm(c, b, true),
  }),
  scopedRoute(pdsFeeList, {
    contract: API.unconfirm,
    permission: Permission.pdsCustomerFeeConfirm,
    handler: (c, b) => setPdsFeeConfirm(c, b, false),
  }),
];
