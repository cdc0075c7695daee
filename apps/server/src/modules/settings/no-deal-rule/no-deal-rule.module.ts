import type { ModuleManifest } from '#platform/module.ts';
import { NO_DEAL_DAILY_TASK, NO_DEAL_EVERY_S, runNoDealDaily } from './no-deal-notify.ts';
import { DEMO_NO_DEAL_RULES } from './no-deal-rule.demo.ts';
import { noDealRuleRules } from './no-deal-rule.kind.ts';
import { noDealRuleRoutes } from './no-deal-rule.routes.ts';
import { noDealRuleTable } from './no-deal-rule.schema.ts';

/** No-deal rules: the customers without orders for N days, listed and notified daily to their sales. */
export const noDealRuleModule: ModuleManifest = {
  name: 'settings/no-deal-rule',
  tables: { noDealRuleTable },
  entities: { noDealRule: { table: noDealRuleTable, rules: noDealRuleRules, demoRows: DEMO_NO_DEAL_RULES } },
  routes: noDealRuleRoutes,
  tasks: { [NO_DEAL_DAILY_TASK]: runNoDealDaily },
  schedules: [{ name: NO_DEAL_DAILY_TASK, every: NO_DEAL_EVERY_S, task: NO_DEAL_DAILY_TASK }],
};
