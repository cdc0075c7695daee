import { ruleEntityRules } from '#modules/settings/rule/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_SORTING_RULES } from './sorting-rule.demo.ts';
import { sortingRuleRoutes } from './sorting-rule.routes.ts';
import { sortingRuleTable } from './sorting-rule.schema.ts';

/** Sorting rules (entity machinery, run order and dry run of the rule kinds) and the sort scan. */
export const sortingRuleModule: ModuleManifest = {
  name: 'settings/sorting-rule',
  tables: { sortingRuleTable },
  entities: {
    sortingRule: { table: sortingRuleTable, rules: ruleEntityRules(), demoRows: DEMO_SORTING_RULES },
  },
  routes: sortingRuleRoutes,
};
