import { Permission, WAYBILL_FIELD_LABELS, waybillUpdateSchema } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillCustomerFees, waybillFeesQuery } from '../../fms/fee/index.ts';
import { waybillList } from './waybill-access.ts';
import { updateFormQuery, updateWaybill, waybillUpdateForm } from './waybill-update.service.ts';

const P = Permission;

/** Routes of the waybill drawer: the fees tab and the staff edit (`/api/lms/waybill/…`). */
export const waybillDrawerRoutes = [
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/waybill/fees',
    input: waybillFeesQuery,
    permission: P.lmsWaybillList,
    summary: 'Customer fees of a waybill (customers: own waybills, visible rows only)',
    handler: (c, q) => waybillCustomerFees(c, q),
  }),
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/waybill/updateForm',
    input: updateFormQuery,
    permission: P.lmsServiceWaybillUpdate,
    summary: 'Staff edit: the editable values of a waybill and its version',
    handler: (c, q) => waybillUpdateForm(c, q),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/update',
    input: waybillUpdateSchema,
    labels: WAYBILL_FIELD_LABELS,
    permission: P.lmsServiceWaybillUpdate,
    summary: 'Staff edit of sender, recipient, invoice, remark, customer numbers (before send)',
    handler: (c, b) => updateWaybill(c, b),
  }),
];
