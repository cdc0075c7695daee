import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { jobPositionTable } from './job-position.schema.ts';
import { seedCompanyOrganization } from './organization.company.ts';
import { DEMO_WAREHOUSES } from './organization.demo.ts';
import { organizationRoutes } from './organization.routes.ts';
import { organizationRules } from './organization.rules.ts';
import { organization } from './organization.schema.ts';
import { seedOrganizations } from './organization.seed.ts';

const organizationTable = organization as unknown as EntityTable;

/** Organisation units and warehouses (one table), and job positions. */
export const organizationModule: ModuleManifest = {
  name: 'oa/organization',
  tables: { organization, jobPositionTable },
  entities: {
    organization: { table: organizationTable, rules: organizationRules },
    warehouse: { table: organizationTable, rules: organizationRules, demoRows: DEMO_WAREHOUSES },
    jobPosition: { table: jobPositionTable },
  },
  routes: organizationRoutes,
  seeds: { base: seedOrganizations, company: { parties: seedCompanyOrganization } },
};
