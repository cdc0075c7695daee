import { Permission, ROLE_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  copyRole,
  deleteRoles,
  grantRole,
  insertRole,
  listRoles,
  permissionTree,
  rolePermissions,
  searchRoles,
  updateRole,
} from './role.service.ts';

const P = Permission;

/** Role management (OA › organisation › roles): the domain's role contracts (`ROLE_API`). */
export const roleRoutes = [
  route({ contract: ROLE_API.search, permission: P.roleList, handler: (c, b) => searchRoles(c, b) }),
  route({ contract: ROLE_API.list, permission: P.roleList, handler: (c, b) => listRoles(c, b) }),
  route({ contract: ROLE_API.insert, permission: P.roleInsert, handler: (c, b) => insertRole(c, b) }),
  route({ contract: ROLE_API.update, permission: P.roleUpdate, handler: (c, b) => updateRole(c, b) }),
  route({ contract: ROLE_API.copy, permission: P.roleCopy, handler: (c, b) => copyRole(c, b) }),
  route({ contract: ROLE_API.deleteBatch, permission: P.roleDelete, handler: (c, b) => deleteRoles(c, b) }),
  route({ contract: ROLE_API.grant, permission: P.roleGrant, handler: (c, b) => grantRole(c, b) }),
  route({ contract: ROLE_API.permissions, permission: P.roleList, handler: (c, q) => rolePermissions(c, q) }),
  route({ contract: ROLE_API.permissionTree, permission: P.roleList, handler: () => permissionTree() }),
];
