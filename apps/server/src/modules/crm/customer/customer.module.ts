import { onOrderCheck } from '#modules/lms/waybill/index.ts';
import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedCompanyCustomers, seedCompanyFollowers } from './customer.company.ts';
import { customerRoutes } from './customer.routes.ts';
import { customerRules } from './customer.rules.ts';
import { customer } from './customer.schema.ts';
import { customerOrderCheck } from './customer-order-flags.service.ts';

onOrderCheck(customerOrderCheck);

/**
 * Customers: a hand-written table the entity machinery serves, plus the customer actions and the
 * order check of the customer's order flags (make-document limit, cut-off, only make document).
 */
export const customerModule: ModuleManifest = {
  name: 'crm/customer',
  tables: { customer },
  entities: { customer: { table: customer as unknown as EntityTable, rules: customerRules } },
  routes: customerRoutes,
  seeds: { company: { parties: seedCompanyCustomers, links: seedCompanyFollowers } },
};
