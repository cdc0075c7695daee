import { CREDIT_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { creditNotice } from './credit-notice.service.ts';

/** The credit notice: read by the portal banner (customer users) and the waybill views (staff). */
export const creditRoutes = [
  route({
    contract: CREDIT_API.notice,
    permission: [Permission.lmsWaybillList, Permission.balance],
    handler: creditNotice,
  }),
];
