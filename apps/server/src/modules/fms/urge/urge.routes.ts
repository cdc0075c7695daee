import { Permission, URGE_API } from '@freightdesk/domain';
import { billList } from '#modules/fms/bill/index.ts';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { searchOverdue, searchUrgeRecords, sendUrges, urgeList } from './urge.service.ts';

/** Overdue bills and reminders (staff). */
export const urgeRoutes = [
  scopedRoute(billList, { contract: URGE_API.overdue, permission: Permission.urge, handler: searchOverdue }),
  scopedRoute(urgeList, {
    contract: URGE_API.records,
    permission: Permission.urge,
    handler: searchUrgeRecords,
  }),
  route({ contract: URGE_API.send, permission: Permission.urgeSend, handler: sendUrges }),
];
