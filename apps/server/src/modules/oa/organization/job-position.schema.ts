import { jobPosition } from '@freightdesk/domain';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { type EntityTable, entityTable } from '#platform/entity/entity-table.ts';

/** Job positions, built from their description (department → organisation unit). */
export const jobPositionTable = entityTable(jobPosition, (name) =>
  name === 'organization' ? (organization as unknown as EntityTable) : undefined,
);
