import { PAGE_SIZE, type PermissionNode, USER_TYPES, type UserType } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { get, post } from '#web/shell/request/http.ts';

export type Role = {
  id: string;
  code: string;
  name: string;
  /** The name in the user's language (seeded roles are named in all three). */
  displayName: string;
  userType: UserType;
  remark: string | null;
  /** Data scope codes the role's users may search with. */
  dataScopes: string[];
  userCount: number;
  permissionCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type RoleCriteria = { keyword?: string; userType?: UserType };
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
  all: ['user', 'role'] as const,
  permissions: (roleId: string) => ['user', 'role', 'permissions', roleId] as const,
  tree: ['user', 'role', 'permissionTree'] as const,
};

/** The roles screen: keyword, user type (only a known one) and page in the URL, 50 rows a page. */
export const ROLE_VIEW: ListView = {
  queryKey: roleKeys.all,
  url: 'user/role/search',
  pageSize: PAGE_SIZE,
  criteria: { keyword: 'text', userType: 'text' },
  toCriteria: (values): RoleCriteria => ({
    keyword: typeof values.keyword === 'string' && values.keyword.trim() ? values.keyword.trim() : undefined,
    userType: USER_TYPES.includes(values.userType as UserType) ? (values.userType as UserType) : undefined,
  }),
};

export const insertRole = (input: RoleInput) => post<Role>('user/role/insert', input);

export const updateRole = (role: Role, input: RoleInput) =>
  post<Role>('user/role/update', {
    id: role.id,
    version: role.version,
    name: input.name,
    code: input.code,
    remark: input.remark,
    dataScopes: input.dataScopes,
  });

export const copyRole = (role: Role, input: Pick<RoleInput, 'name' | 'code'>) =>
  post<Role>('user/role/copy', { id: role.id, name: input.name, code: input.code });

export const deleteRoles = (ids: string[]) => post<null>('user/role/deleteBatch', { ids });

export const grantRole = (roleId: string, permissions: string[]) =>
  post<null>('user/role/grant', { roleId, permissions });

export const rolePermissions = (roleId: string) => get<string[]>('user/role/permissions', { roleId });

export const permissionTree = () => get<PermissionNode[]>('user/role/permissionTree');

/** Every data scope (code, name, type) for the grant pickers. */
export type DataScopeOption = { code: string; name: string; type: string };
export const dataScopeOptions = () => get<DataScopeOption[]>('common/sysPermissionScope/getList');
