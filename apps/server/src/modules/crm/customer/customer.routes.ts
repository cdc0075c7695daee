import { actionPermission, customer as customerDef, nullAnswer, timestampAnswer } from '@freightdesk/domain';
import { z } from 'zod';
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

const updated = z.object({ updated: z.number().int() });
const customerUser = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: timestampAnswer,
});

/** Customer actions beyond the generic ones; every one is staff-only. */
export const customerRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: `${api}/generateApiKey`,
    output: z.object({ customerKey: z.string(), hint: z.string() }),
    input: idPayload,
    permission: `${customerDef.permission}:generateApiKey`,
    summary: 'Customer: make a new API key (answered once, stored hashed)',
    handler: (c, b) => generateApiKey(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/batchUpdate`,
    output: updated,
    input: batchUpdatePayload,
    permission: `${customerDef.permission}:batchUpdate`,
    summary: 'Customer: set follow users, level, settlement mode, flags, systems on many customers',
    handler: (c, b) => batchUpdateCustomers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/setSalesAssistants`,
    output: updated,
    input: setSalesAssistantsPayload,
    permission: `${customerDef.permission}:setSalesAssistants`,
    summary: 'Customer: set (or clear) the sales assistant of many customers',
    handler: (c, b) => setSalesAssistants(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/batchCopy`,
    output: z.array(z.object({ id: z.uuid(), code: z.string() })),
    input: batchCopyPayload,
    permission: `${customerDef.permission}:batchCopy`,
    summary: 'Customer: copy customers under new codes (codes[i] for ids[i])',
    handler: (c, b) => batchCopyCustomers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/users`,
    output: z.array(customerUser),
    input: customerIdPayload,
    permission: update,
    summary: 'Customer: the users of one customer',
    handler: (c, b) => listCustomerUsers(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/addUser`,
    output: customerUser.pick({ id: true, username: true, name: true, enabled: true }),
    input: addUserPayload,
    permission: update,
    summary: 'Customer: add a customer user (customer default role)',
    handler: (c, b) => addCustomerUser(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/resetUserPassword`,
    output: nullAnswer,
    input: resetUserPasswordPayload,
    permission: update,
    summary: "Customer: set a customer user's password (ends its sessions)",
    handler: (c, b) => resetCustomerUserPassword(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/enableUser`,
    output: nullAnswer,
    input: userIdsPayload,
    permission: update,
    summary: 'Customer: enable customer users',
    handler: (c, b) => setCustomerUsersEnabled(c, b, true),
  }),
  route({
    method: 'POST',
    url: `${api}/disableUser`,
    output: nullAnswer,
    input: userIdsPayload,
    permission: update,
    summary: 'Customer: disable customer users (ends their sessions)',
    handler: (c, b) => setCustomerUsersEnabled(c, b, false),
  }),
];
