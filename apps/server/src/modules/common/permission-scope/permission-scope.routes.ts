import { PERMISSION_SCOPE_TYPES } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { listPermissionScopes } from '#platform/permissions/data-scope.service.ts';

/** The data permission scopes a table may send with its searches. */
export const permissionScopeRoutes = [
  route({
    method: 'GET',
    url: '/common/sysPermissionScope/getList',
    input: z.object({ type: z.enum(PERMISSION_SCOPE_TYPES).optional() }),
    handler: (c, q) => listPermissionScopes(c, q),
  }),
];
