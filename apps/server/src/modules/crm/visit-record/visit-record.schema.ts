import { customerVisitRecord } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Customer visit records (CRM), built from their entity description. */
export const customerVisitRecordTable = entityTable(customerVisitRecord);
