import { PERMISSION_SCOPE_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  listPermissionScopes,
  myPermissionScopes,
  permissionScopeTree,
} from '#platform/permissions/data-scope.service.ts';

/** The data permission scopes: every scope (grant editors), by type, and the caller's granted ones (lists). */
export const permissionScopeRoutes = [
  route({ contract: PERMISSION_SCOPE_API.list, handler: (c, q) => listPermissionScopes(c, q) }),
  route({ contract: PERMISSION_SCOPE_API.tree, handler: (c, q) => permissionScopeTree(c, q) }),
  route({ contract: PERMISSION_SCOPE_API.mine, handler: (c) => myPermissionScopes(c) }),
];
