/** The public face of the rule language's server part: waybill facts, the dry run, and what every rule kind shares. */
export type { DryRunAnswer, DryRunRow, RecentWaybillFacts } from './rule-dry-run.service.ts';
export {
  checkedCondition,
  DRY_RUN_DEFAULT_LIMIT,
  DRY_RUN_MAX_LIMIT,
  dryRun,
  recentWaybillFacts,
} from './rule-dry-run.service.ts';
export type { WaybillRuleFacts } from './rule-facts.service.ts';
export { waybillRuleFacts } from './rule-facts.service.ts';
export type { RuleKind, StoredRule } from './rule-kind.ts';
export { dryRunRule, factsRead, loadRules, ruleEntityRules, ruleKindRoutes, ruleOf } from './rule-kind.ts';
export { orderRuleFacts } from './rule-order-facts.service.ts';
