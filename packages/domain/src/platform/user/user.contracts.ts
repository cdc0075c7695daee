import { z } from 'zod';
import { nullAnswer, timestampAnswer } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';
import { LOGIN_MODES, USER_TYPES } from '../enums.ts';
import { dataScopeCodes } from '../schemas.ts';
import { USER_PATHS } from './user.paths.ts';

/** A user as the user endpoints answer it. */
export const userViewAnswer = z.object({
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
export const customerViewAnswer = z.object({
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

export const changeWarehousePayload = z.object({ warehouseId: z.uuid() });
export const updateRolePayload = z.object({ userId: z.uuid(), roleId: z.uuid() });
export const updateDataScopesPayload = z.object({
  userId: z.uuid(),
  dataScopes: dataScopeCodes.nullable(),
});

const base = '/user/user';

/** The signed-in user, its warehouses and permissions; a user's role and data scopes. */
export const USER_API = {
  current: defineEndpoint({
    method: 'GET',
    url: USER_PATHS.current,
    output: z.object({
      user: userViewAnswer,
      userType: z.enum(USER_TYPES),
      customer: customerViewAnswer.optional(),
    }),
  }),
  jurisdictionWarehouses: defineEndpoint({
    method: 'GET',
    url: `${base}/jurisdictionWarehouses`,
    output: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  }),
  changeWarehouse: defineEndpoint({
    method: 'POST',
    url: `${base}/changeWarehouse`,
    input: changeWarehousePayload,
    output: userViewAnswer,
  }),
  updateRole: defineEndpoint({
    method: 'POST',
    url: `${base}/updateRole`,
    input: updateRolePayload,
    output: nullAnswer,
  }),
  updateDataScopes: defineEndpoint({
    method: 'POST',
    url: `${base}/updateDataScopes`,
    input: updateDataScopesPayload,
    output: nullAnswer,
    summary: "A staff user's own data scope grants, replacing the role's (null: the role's)",
  }),
  userPermissions: defineEndpoint({
    method: 'GET',
    url: USER_PATHS.userPermissions,
    output: z.array(z.string()),
  }),
};
