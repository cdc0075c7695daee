import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { jobPositionTable } from './job-position.schema.ts';
import { organizationRoutes } from './organization.routes.ts';
import { organizationRules } from './organization.rules.ts';
import { organization } from './organization.schema.ts';

const organizationTable = organization as unknown as EntityTable;

/** Organisation units and warehouses (one table), and job positions. */
export const organizationModule: ModuleManifest = {
  name: 'oa/organization',
  tables: { organization, jobPositionTable },
  entities: {
    organization: { table: organizationTable, rules: organizationRules },
    warehouse: { table: organizationTable, rules: organizationRules },
    jobPosition: { table: jobPositionTable },
  },
  routes: organizationRoutes,
};
