import { executor } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Executors (settings centre › control), built from their entity description. */
export const executorTable = entityTable(executor);
