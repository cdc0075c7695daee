import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import { type OrganizationNode, organization } from './organization.entity.ts';

/** A department or warehouse. */
export const organizationUnitAnswer = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  parentId: z.uuid().nullable(),
});
const organizationNode: z.ZodType<OrganizationNode, OrganizationNode> = organizationUnitAnswer.extend({
  type: z.enum(['department', 'warehouse']),
  get children() {
    return z.array(organizationNode);
  },
});

const api = `/${organization.api}` as const;

/** The organisation tree and the flat lists of departments and warehouses. */
export const ORGANIZATION_API = {
  tree: defineEndpoint({
    method: 'GET',
    url: `${api}/tree`,
    output: z.array(organizationNode),
    summary: 'Organisation: every unit as a tree [{id, code, name, type, parentId, children}]',
  }),
  depts: defineEndpoint({
    method: 'GET',
    url: `${api}/depts`,
    output: z.array(organizationUnitAnswer),
    summary: 'Organisation: every department [{id, code, name, parentId}]',
  }),
  warehouses: defineEndpoint({
    method: 'GET',
    url: `${api}/warehouses`,
    output: z.array(organizationUnitAnswer),
    summary: 'Organisation: every warehouse [{id, code, name, parentId}]',
  }),
};
