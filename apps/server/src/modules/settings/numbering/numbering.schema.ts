import { numberRule, numberSegment } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Smart numbering rules and number segments, built from their entity descriptions. */
export const numberRuleTable = entityTable(numberRule);
export const numberSegmentTable = entityTable(numberSegment);
