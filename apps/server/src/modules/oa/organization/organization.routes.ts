import { employee, jobPosition, ORGANIZATION_API, organization, warehouse } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { organizationTree, unitsOfType } from './organization.service.ts';

/** Screens whose forms pick departments or warehouses. */
const PICKERS = [organization, warehouse, jobPosition, employee].map((e) => e.permission);

/** The organisation tree and the flat lists of departments and warehouses (`ORGANIZATION_API`). */
export const organizationRoutes: ApiRoute[] = [
  route({ contract: ORGANIZATION_API.tree, permission: PICKERS, handler: (c) => organizationTree(c) }),
  route({
    contract: ORGANIZATION_API.depts,
    permission: PICKERS,
    handler: (c) => unitsOfType(c, 'department'),
  }),
  route({
    contract: ORGANIZATION_API.warehouses,
    permission: PICKERS,
    handler: (c) => unitsOfType(c, 'warehouse'),
  }),
];
