import { Permission, SORTING_RULE_API } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { ruleKindRoutes } from '#modules/settings/rule/index.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { sortScan } from './sort-scan.service.ts';
import { sortingRuleKind } from './sorting-rule.kind.ts';

/** The dry run of sorting rules and the sort scan (staff operating waybills, the waybill list's data scope). */
export const sortingRuleRoutes: ApiRoute[] = [
  ...ruleKindRoutes(sortingRuleKind),
  scopedRoute(waybillList, {
    contract: SORTING_RULE_API.sortScan,
    permission: Permission.lmsWaybillOperate,
    handler: (c, b) => sortScan(c, b),
  }),
];
