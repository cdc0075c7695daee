import { employee, jobPosition, type OrganizationNode, organization, warehouse } from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { organizationTree, unitsOfType } from './organization.service.ts';

const api = `/${organization.api}`;
/** Screens whose forms pick departments or warehouses. */
const PICKERS = [organization, warehouse, jobPosition, employee].map((e) => e.permission);

const unit = z.object({ id: z.uuid(), code: z.string(), name: z.string(), parentId: z.uuid().nullable() });
const organizationNode: z.ZodType<OrganizationNode, OrganizationNode> = unit.extend({
  type: z.enum(['department', 'warehouse']),
  get children() {
    return z.array(organizationNode);
  },
});

/** The organisation tree and the flat lists of departments and warehouses. */
export const organizationRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: `${api}/tree`,
    output: z.array(organizationNode),
    permission: PICKERS,
    summary: 'Organisation: every unit as a tree [{id, code, name, type, parentId, children}]',
    handler: (c) => organizationTree(c),
  }),
  route({
    method: 'GET',
    url: `${api}/depts`,
    output: z.array(unit),
    permission: PICKERS,
    summary: 'Organisation: every department [{id, code, name, parentId}]',
    handler: (c) => unitsOfType(c, 'department'),
  }),
  route({
    method: 'GET',
    url: `${api}/warehouses`,
    output: z.array(unit),
    permission: PICKERS,
    summary: 'Organisation: every warehouse [{id, code, name, parentId}]',
    handler: (c) => unitsOfType(c, 'warehouse'),
  }),
];
