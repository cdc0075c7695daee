import {
  Permission,
  weightConfirmPageAnswer,
  weightConfirmPayload,
  weightConfirmSearchPayload,
  weightRejectPayload,
} from '@freightdesk/domain';
import { statusChangeAnswer, waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { confirmWeights, rejectWeights, searchWeightConfirm } from './weight-confirm.service.ts';

/** Weight confirmation API (`/api/lms/weightConfirm/…`); customers reach only their own waybills. */
export const weightConfirmRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/weightConfirm/search',
    output: weightConfirmPageAnswer,
    input: weightConfirmSearchPayload,
    permission: Permission.lmsWeightConfirm,
    summary: 'Weight confirm: a tab (waiting, denied, confirmed, warning) with every tab count',
    handler: (c, b) => searchWeightConfirm(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/weightConfirm/confirm',
    output: statusChangeAnswer,
    input: weightConfirmPayload,
    permission: Permission.lmsWeightConfirm,
    summary: 'Confirm the re-weighed charge weight (status waitConfirm → waitSend)',
    handler: (c, b) => confirmWeights(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/weightConfirm/reject',
    output: statusChangeAnswer,
    input: weightRejectPayload,
    permission: Permission.lmsWeightConfirm,
    summary: 'Reject the re-weighed charge weight with a reason (status waitConfirm → received)',
    handler: (c, b) => rejectWeights(c, b),
  }),
];
