import { type EndpointOutput, PERMISSION_SCOPE_API, ROLE_API, type UserType } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A role as the role endpoints answer it (the domain's `roleAnswer`). */
export type Role = EndpointOutput<typeof ROLE_API.insert>;

export type RoleInput = {
  name: string;
  code: string;
  userType: UserType;
  remark?: string;
  dataScopes?: string[];
};

/** Field limits of a role (same as the server's role payloads). */
export { ROLE_LIMITS } from '@freightdesk/domain';

export const roleKeys = {
  permissions: (roleId: string) => ['user', 'role', 'permissions', roleId] as const,
  tree: ['user', 'role', 'permissionTree'] as const,
};

export const insertRole = (input: RoleInput) => callEndpoint(ROLE_API.insert, input);

export const updateRole = (role: Role, input: RoleInput) =>
  callEndpoint(ROLE_API.update, {
    id: role.id,
    version: role.version,
    name: input.name,
    code: input.code,
    remark: input.remark,
    dataScopes: input.dataScopes,
  });

export const copyRole = (role: Role, input: Pick<RoleInput, 'name' | 'code'>) =>
  callEndpoint(ROLE_API.copy, { id: role.id, name: input.name, code: input.code });

export const deleteRoles = (ids: string[]) => callEndpoint(ROLE_API.deleteBatch, { ids });

export const grantRole = (roleId: string, permissions: string[]) =>
  callEndpoint(ROLE_API.grant, { roleId, permissions });

export const rolePermissions = (roleId: string) => callEndpoint(ROLE_API.permissions, { roleId });

export const permissionTree = () => callEndpoint(ROLE_API.permissionTree);

/** Every data scope (code, name, type) for the grant pickers. */
export type DataScopeOption = EndpointOutput<typeof PERMISSION_SCOPE_API.list>[number];
export const dataScopeOptions = () => callEndpoint(PERMISSION_SCOPE_API.list, {});
