import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';
import { PERMISSION_SCOPE_TYPES } from '../enums.ts';

/** A data permission scope: code, name, type. */
export const permissionScopeAnswer = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(PERMISSION_SCOPE_TYPES),
});

const typeQuery = z.object({ type: z.enum(PERMISSION_SCOPE_TYPES).optional() });

const base = '/common/sysPermissionScope';

/** The data permission scopes: every scope (grant editors), by type, and the caller's granted ones (lists). */
export const PERMISSION_SCOPE_API = {
  list: defineEndpoint({
    method: 'GET',
    url: `${base}/getList`,
    input: typeQuery,
    output: z.array(permissionScopeAnswer),
    summary: 'Data scopes (of a type): code, name, type',
  }),
  tree: defineEndpoint({
    method: 'GET',
    url: `${base}/getTree`,
    input: typeQuery,
    output: z.array(
      z.object({
        type: z.enum(PERMISSION_SCOPE_TYPES),
        name: z.string(),
        children: z.array(permissionScopeAnswer),
      }),
    ),
    summary: 'Data scopes grouped by type (the grant editors)',
  }),
  mine: defineEndpoint({
    method: 'GET',
    url: `${base}/mine`,
    output: z.array(permissionScopeAnswer),
    summary: "The signed-in staff user's granted data scopes, widest first (the lists' scope selector)",
  }),
};
