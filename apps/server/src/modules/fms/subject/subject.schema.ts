import { subject } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Income and expense subjects (finance settings), built from their entity description. */
export const fmsSubjectTable = entityTable(subject);
