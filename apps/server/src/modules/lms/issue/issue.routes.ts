import { ISSUE_API, Permission } from '@freightdesk/domain';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { closeIssues, followIssue, issueDetail, raiseIssue, searchIssues } from './issue.service.ts';

/** Waybill issues API (`ISSUE_API`). */
export const issueRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: ISSUE_API.search,
    permission: Permission.lmsIssue,
    handler: (c, b) => searchIssues(c, b),
  }),
  scopedRoute(waybillList, {
    contract: ISSUE_API.detail,
    permission: Permission.lmsIssue,
    handler: (c, q) => issueDetail(c, q.id),
  }),
  route({
    contract: ISSUE_API.raise,
    permission: Permission.lmsIssueRaise,
    handler: (c, b) => raiseIssue(c, b),
  }),
  route({
    contract: ISSUE_API.follow,
    permission: Permission.lmsIssueFollow,
    handler: (c, b) => followIssue(c, b),
  }),
  route({
    contract: ISSUE_API.close,
    permission: Permission.lmsIssueClose,
    handler: (c, b) => closeIssues(c, b),
  }),
];
