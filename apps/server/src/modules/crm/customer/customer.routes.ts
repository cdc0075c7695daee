import { actionPermission, CUSTOMER_API, customer as customerDef, Permission } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import {
  addCustomerUser,
  batchUpdateCustomers,
  generateApiKey,
  listCustomerUsers,
  resetCustomerUserPassword,
  setCustomerUsersEnabled,
} from './customer-admin.service.ts';
import { batchCopyCustomers, setSalesAssistants } from './customer-batch.service.ts';
import { orderNotice } from './customer-order-flags.service.ts';

const update = actionPermission(customerDef, 'update');
const API = CUSTOMER_API;

/**
 * Customer actions beyond the generic ones (`CUSTOMER_API`); every one is staff-only but the order
 * notice, read by the order screens under the order permission (a customer user: its own customer).
 */
export const customerRoutes: ApiRoute[] = [
  route({
    contract: API.orderNotice,
    permission: Permission.lmsWaybillOrder,
    handler: (c, q) => orderNotice(c, q),
  }),
  route({
    contract: API.generateApiKey,
    permission: `${customerDef.permission}:generateApiKey`,
    handler: (c, b) => generateApiKey(c, b),
  }),
  route({
    contract: API.batchUpdate,
    permission: `${customerDef.permission}:batchUpdate`,
    handler: (c, b) => batchUpdateCustomers(c, b),
  }),
  route({
    contract: API.setSalesAssistants,
    permission: `${customerDef.permission}:setSalesAssistants`,
    handler: (c, b) => setSalesAssistants(c, b),
  }),
  route({
    contract: API.batchCopy,
    permission: `${customerDef.permission}:batchCopy`,
    handler: (c, b) => batchCopyCustomers(c, b),
  }),
  route({ contract: API.users, permission: update, handler: (c, b) => listCustomerUsers(c, b) }),
  route({ contract: API.addUser, permission: update, handler: (c, b) => addCustomerUser(c, b) }),
  route({
    contract: API.resetUserPassword,
    permission: update,
    handler: (c, b) => resetCustomerUserPassword(c, b),
  }),
  route({
    contract: API.enableUser,
    permission: update,
    handler: (c, b) => setCustomerUsersEnabled(c, b, true),
  }),
  route({
    contract: API.disableUser,
    permission: update,
    handler: (c, b) => setCustomerUsersEnabled(c, b, false),
  }),
];
