/** The public face of the rule language's server part: waybill facts and the dry run (routes come with the rule screens). */
export type { DryRunAnswer, DryRunRow } from './rule-dry-run.service.ts';
export {
  checkedCondition,
  DRY_RUN_DEFAULT_LIMIT,
  DRY_RUN_MAX_LIMIT,
  dryRun,
} from './rule-dry-run.service.ts';
export type { WaybillRuleFacts } from './rule-facts.service.ts';
export { waybillRuleFacts } from './rule-facts.service.ts';
