import { cashAccount } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Cash accounts (finance settings), built from their entity description. */
export const fmsCashAccountTable = entityTable(cashAccount);
