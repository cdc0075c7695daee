import { employee, jobPosition, organization, warehouse } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { organizationTree, unitsOfType } from './organization.service.ts';

const api = `/${organization.api}`;
/** Screens whose forms pick departments or warehouses. */
const PICKERS = [organization, warehouse, jobPosition, employee].map((e) => e.permission);

/** The organisation tree and the flat lists of departments and warehouses. */
export const organizationRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: `${api}/tree`,
    permission: PICKERS,
    summary: 'Organisation: every unit as a tree [{id, code, name, type, parentId, children}]',
    handler: (c) => organizationTree(c),
  }),
  route({
    method: 'GET',
    url: `${api}/depts`,
    permission: PICKERS,
    summary: 'Organisation: every department [{id, code, name, parentId}]',
    handler: (c) => unitsOfType(c, 'department'),
  }),
  route({
    method: 'GET',
    url: `${api}/warehouses`,
    permission: PICKERS,
    summary: 'Organisation: every warehouse [{id, code, name, parentId}]',
    handler: (c) => unitsOfType(c, 'warehouse'),
  }),
];
