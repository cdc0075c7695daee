import { noDealRule } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** No-deal rules, built from their entity description. */
export const noDealRuleTable = entityTable(noDealRule);
