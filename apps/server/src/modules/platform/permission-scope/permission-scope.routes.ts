import { PERMISSION_SCOPE_TYPES } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import {
  listPermissionScopes,
  myPermissionScopes,
  permissionScopeTree,
} from '#platform/permissions/data-scope.service.ts';

const scope = z.object({ code: z.string(), name: z.string(), type: z.enum(PERMISSION_SCOPE_TYPES) });

const typeQuery = z.object({ type: z.enum(PERMISSION_SCOPE_TYPES).optional() });

/** The data permission scopes: every scope (grant editors), by type, and the caller's granted ones (lists). */
export const permissionScopeRoutes = [
  route({
    method: 'GET',
    url: '/common/sysPermissionScope/getList',
    input: typeQuery,
    output: z.array(scope),
    summary: 'Data scopes (of a type): code, name, type',
    handler: (c, q) => listPermissionScopes(c, q),
  }),
  route({
    method: 'GET',
    url: '/common/sysPermissionScope/getTree',
    input: typeQuery,
    output: z.array(
      z.object({ type: z.enum(PERMISSION_SCOPE_TYPES), name: z.string(), children: z.array(scope) }),
    ),
    summary: 'Data scopes grouped by type (the grant editors)',
    handler: (c, q) => permissionScopeTree(c, q),
  }),
  route({
    method: 'GET',
    url: '/common/sysPermissionScope/mine',
    output: z.array(scope),
    summary: "The signed-in staff user's granted data scopes, widest first (the lists' scope selector)",
    handler: (c) => myPermissionScopes(c),
  }),
];
