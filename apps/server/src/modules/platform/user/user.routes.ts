import { Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  changeWarehouse,
  changeWarehousePayload,
  currentPermissions,
  currentUser,
  jurisdictionWarehouses,
} from './user.service.ts';
import {
  updateDataScopesPayload,
  updateRolePayload,
  updateUserDataScopes,
  updateUserRole,
} from './user-admin.service.ts';

const base = '/user/user';

/** The signed-in user, its warehouses and permissions; a user's role (the employee list itself is the `employee` entity). */
export const userRoutes = [
  route({ method: 'GET', url: `${base}/current`, handler: (c) => currentUser(c) }),
  route({ method: 'GET', url: `${base}/jurisdictionWarehouses`, handler: (c) => jurisdictionWarehouses(c) }),
  route({
    method: 'POST',
    url: `${base}/changeWarehouse`,
    input: changeWarehousePayload,
    handler: (c, b) => changeWarehouse(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/updateRole`,
    input: updateRolePayload,
    permission: Permission.employeeUpdateRole,
    handler: (c, b) => updateUserRole(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/updateDataScopes`,
    input: updateDataScopesPayload,
    permission: Permission.employeeUpdateRole,
    summary: "A staff user's own data scope grants, replacing the role's (null: the role's)",
    handler: (c, b) => updateUserDataScopes(c, b),
  }),
  route({
    method: 'GET',
    url: '/user/rolePermission/userPermissions',
    handler: (c) => currentPermissions(c),
  }),
];
