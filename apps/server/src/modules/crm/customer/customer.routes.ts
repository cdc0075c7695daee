import { actionPermission, customer as customerDef } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import {
  addCustomerUser,
  addUserPayload,
  batchUpdateCustomers,
  batchUpdatePayload,
  customerIdPayload,
  generateApiKey,
  idPayload,
  listCustomerUsers,
  resetCustomerUserPassword,
  resetUserPasswordPayload,
  setCustomerUsersEnabled,
  userIdsPayload,
} from './customer-admin.service.ts';
import {
  batchCopyCustomers,
  batchCopyPayload,
  setSalesAssistants,
  setSalesAssistantsPayload,
} from './customer-batch.service.ts';

const api = `/${customerDef.api}`;
const update = actionPermission(customerDef, 'update');

/** Customer actions beyond the generic ones; every one is staff-only. */
export const customerRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: `${api}/generateApiKey`,
    input: idPayload,
    permission: `${customerDef.permission}:generateApiKey`,
    summary: 'Customer: make a new API key (answered once, stored hashed)',
    handler: (c, b) => generateApiKey(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/batchUpdate`,
    input: batchUpdatePayload,
    permission: `${customerDef.permission}:batchUpdate`,
    summary: 'Customer: set follow users, level, settlement mode, flags, systems on many customers',
    handler: (c, b) => batchUpdateCustomers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/setSalesAssistants`,
    input: setSalesAssistantsPayload,
    permission: `${customerDef.permission}:setSalesAssistants`,
    summary: 'Customer: set (or clear) the sales assistant of many customers',
    handler: (c, b) => setSalesAssistants(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/batchCopy`,
    input: batchCopyPayload,
    permission: `${customerDef.permission}:batchCopy`,
    summary: 'Customer: copy customers under new codes (codes[i] for ids[i])',
    handler: (c, b) => batchCopyCustomers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/users`,
    input: customerIdPayload,
    permission: update,
    summary: 'Customer: the users of one customer',
    handler: (c, b) => listCustomerUsers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/addUser`,
    input: addUserPayload,
    permission: update,
    summary: 'Customer: add a customer user (customer default role)',
    handler: (c, b) => addCustomerUser(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/resetUserPassword`,
    input: resetUserPasswordPayload,
    permission: update,
    summary: "Customer: set a customer user's password (ends its sessions)",
    handler: (c, b) => resetCustomerUserPassword(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/enableUser`,
    input: userIdsPayload,
    permission: update,
    summary: 'Customer: enable customer users',
    handler: (c, b) => setCustomerUsersEnabled(c, b, true),
  }),
  route({
    method: 'POST',
    url: `${api}/disableUser`,
    input: userIdsPayload,
    permission: update,
    summary: 'Customer: disable customer users (ends their sessions)',
    handler: (c, b) => setCustomerUsersEnabled(c, b, false),
  }),
];
