import { sortingRule } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Sorting rules, built from their entity description. */
export const sortingRuleTable = entityTable(sortingRule);
