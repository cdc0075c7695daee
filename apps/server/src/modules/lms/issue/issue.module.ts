import type { ModuleManifest } from '#platform/module.ts';
import { issueRoutes } from './issue.routes.ts';
import { lmsWaybillIssue, lmsWaybillIssueFollow } from './issue.schema.ts';

/** Waybill issues: raise, follow, close; the waybill's isIssue flag follows its open issues. */
export const issueModule: ModuleManifest = {
  name: 'lms/issue',
  tables: { lmsWaybillIssue, lmsWaybillIssueFollow },
  routes: issueRoutes,
};
