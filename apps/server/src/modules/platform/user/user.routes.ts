import { LOGIN_MODES, nullAnswer, Permission, timestampAnswer, USER_TYPES } from '@freightdesk/domain';
import { z } from 'zod';
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

const userView = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  sex: z.number().int().nullable(),
  jobStatus: z.enum(['atWork', 'departed']),
  enabled: z.boolean(),
  roleId: z.uuid().nullable(),
  roleName: z.string().nullable(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  loginModes: z.array(z.enum(LOGIN_MODES)),
  customerId: z.uuid().nullable(),
  createdAt: timestampAnswer,
});
/** The customer of a customer user, as its screens need it. */
const customerView = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  fullName: z.string().nullable(),
  isOnlyMakeDocument: z.boolean(),
  salesName: z.string().nullable(),
  service1UserName: z.string().nullable(),
  service2UserName: z.string().nullable(),
  receivableFinanceName: z.string().nullable(),
  salesAssistantName: z.string().nullable(),
  enableSysCodes: z.array(z.string()),
  features: z.array(z.string()),
  customLoginPageUrl: z.string().nullable(),
  /** An API key was made for the customer: its users see the API documentation. */
  hasApiKey: z.boolean(),
});
const currentUserAnswer = z.object({
  user: userView,
  userType: z.enum(USER_TYPES),
  customer: customerView.optional(),
});

/** The signed-in user, its warehouses and permissions; a user's role (the employee list itself is the `employee` entity). */
export const userRoutes = [
  route({ method: 'GET', url: `${base}/current`, output: currentUserAnswer, handler: (c) => currentUser(c) }),
  route({
    method: 'GET',
    url: `${base}/jurisdictionWarehouses`,
    output: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
    handler: (c) => jurisdictionWarehouses(c),
  }),
  route({
    method: 'POST',
    url: `${base}/changeWarehouse`,
    input: changeWarehousePayload,
    output: userView,
    handler: (c, b) => changeWarehouse(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/updateRole`,
    input: updateRolePayload,
    output: nullAnswer,
    permission: Permission.employeeUpdateRole,
    handler: (c, b) => updateUserRole(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/updateDataScopes`,
    input: updateDataScopesPayload,
    output: nullAnswer,
    permission: Permission.employeeUpdateRole,
    summary: "A staff user's own data scope grants, replacing the role's (null: the role's)",
    handler: (c, b) => updateUserDataScopes(c, b),
  }),
  route({
    method: 'GET',
    url: '/user/rolePermission/userPermissions',
    output: z.array(z.string()),
    handler: (c) => currentPermissions(c),
  }),
];
