import { Permission, WAYBILL_API, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillCustomerFees } from '../../fms/fee/index.ts';
import { waybillList } from './waybill-access.ts';
import { updateWaybill, waybillUpdateForm } from './waybill-update.service.ts';

const P = Permission;

/** Routes of the waybill drawer: the fees tab and the staff edit (`/api/lms/waybill/…`). */
export const waybillDrawerRoutes = [
  scopedRoute(waybillList, {
    contract: WAYBILL_API.fees,
    permission: P.lmsWaybillList,
    handler: (c, q) => waybillCustomerFees(c, q),
  }),
  scopedRoute(waybillList, {
    contract: WAYBILL_API.updateForm,
    permission: P.lmsServiceWaybillUpdate,
    handler: (c, q) => waybillUpdateForm(c, q),
  }),
  route({
    contract: WAYBILL_API.update,
    labels: WAYBILL_FIELD_LABELS,
    permission: P.lmsServiceWaybillUpdate,
    handler: (c, b) => updateWaybill(c, b),
  }),
];
