import { type SortType, sortingRule } from '@freightdesk/domain';
import type { RuleKind } from '#modules/settings/rule/index.ts';
import { translate } from '#platform/http/errors.ts';
import { sortingRuleTable } from './sorting-rule.schema.ts';

export type SortingRuleOwn = { sortType: SortType; sortCode: string };

/** Sorting rules as a rule kind: a matched rule gives the waybill its sort code. */
export const sortingRuleKind: RuleKind<SortingRuleOwn> = {
  entity: sortingRule,
  table: sortingRuleTable,
  own: (row) => ({ sortType: String(row.sortType ?? '') as SortType, sortCode: String(row.sortCode ?? '') }),
  outcome: (rule, lang) => translate(lang, 'sortRuleOutcome', [rule.own.sortCode]),
};
