import { BILL_AGE_API, Permission } from '@freightdesk/domain';
import { billList } from '#modules/fms/bill/index.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { billAgeBills, searchBillAge } from './bill-age.service.ts';

/** Receivable ageing: the bills of the caller's data scope (the statement bills' scoped list). */
export const billAgeRoutes = [
  scopedRoute(billList, {
    contract: BILL_AGE_API.search,
    permission: Permission.billAge,
    handler: searchBillAge,
  }),
  scopedRoute(billList, {
    contract: BILL_AGE_API.bills,
    permission: Permission.billAge,
    handler: billAgeBills,
  }),
];
