import { Permission, USER_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { changeWarehouse, currentPermissions, currentUser, jurisdictionWarehouses } from './user.service.ts';
import { updateUserDataScopes, updateUserRole } from './user-admin.service.ts';

/** The signed-in user, its warehouses and permissions; a user's role (the employee list itself is the `employee` entity). */
export const userRoutes = [
  route({ contract: USER_API.current, handler: (c) => currentUser(c) }),
  route({ contract: USER_API.jurisdictionWarehouses, handler: (c) => jurisdictionWarehouses(c) }),
  route({ contract: USER_API.changeWarehouse, handler: (c, b) => changeWarehouse(c, b) }),
  route({
    contract: USER_API.updateRole,
    permission: Permission.employeeUpdateRole,
    handler: (c, b) => updateUserRole(c, b),
  }),
  route({
    contract: USER_API.updateDataScopes,
    permission: Permission.employeeUpdateRole,
    handler: (c, b) => updateUserDataScopes(c, b),
  }),
  route({ contract: USER_API.userPermissions, handler: (c) => currentPermissions(c) }),
];
