import { z } from 'zod';
import { nullAnswer, searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { USER_TYPES } from '../../platform/enums.ts';
import {
  dataScopeCodes,
  roleCopyPayload,
  roleInsertPayload,
  roleUpdatePayload,
  searchPayload,
} from '../../platform/schemas.ts';

/** A role as the role endpoints answer it. */
export const roleAnswer = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** The name in the caller's language (seeded roles are named in all three). */
  displayName: z.string(),
  userType: z.enum(USER_TYPES),
  remark: z.string().nullable(),
  /** Data scope codes the role's users may search with. */
  dataScopes: dataScopeCodes,
  userCount: z.number().int(),
  permissionCount: z.number().int(),
  version: z.number().int(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});

/** A node of the grantable permission codes. */
export type GrantNode = { code: string; children?: readonly GrantNode[] };
const grantNode: z.ZodType<GrantNode, GrantNode> = z.object({
  code: z.string(),
  get children() {
    return z.array(grantNode).readonly().optional();
  },
});

export const roleDeletePayload = z.object({ ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS) });
export const roleGrantPayload = z.object({
  roleId: z.uuid(),
  permissions: z.array(z.string().max(200)).max(5_000),
});
export const roleIdQuery = z.object({ roleId: z.uuid() });
export const roleListPayload = z.object({ userType: z.enum(USER_TYPES).optional() }).default({});

const base = '/user/role';

/** The role endpoints (OA › organisation › roles), served by the server's role module, called by its screen. */
export const ROLE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: searchPayload,
    output: searchResultOf(roleAnswer),
    summary: 'Roles: search by keyword (code or name) and user type',
  }),
  list: defineEndpoint({
    method: 'POST',
    url: `${base}/list`,
    input: roleListPayload,
    output: z.array(roleAnswer),
    summary: 'Roles: every role (of a user type), for pickers',
  }),
  insert: defineEndpoint({
    method: 'POST',
    url: `${base}/insert`,
    input: roleInsertPayload,
    output: roleAnswer,
    summary: 'Roles: create (without permissions)',
  }),
  update: defineEndpoint({
    method: 'POST',
    url: `${base}/update`,
    input: roleUpdatePayload,
    output: roleAnswer,
    summary: 'Roles: update (id, version: optimistic concurrency)',
  }),
  copy: defineEndpoint({
    method: 'POST',
    url: `${base}/copy`,
    input: roleCopyPayload,
    output: roleAnswer,
    summary: 'Roles: copy a role with its permissions under a new name and code',
  }),
  deleteBatch: defineEndpoint({
    method: 'POST',
    url: `${base}/deleteBatch`,
    input: roleDeletePayload,
    output: nullAnswer,
    summary: 'Roles: delete roles no user holds',
  }),
  grant: defineEndpoint({
    method: 'POST',
    url: `${base}/grant`,
    input: roleGrantPayload,
    output: nullAnswer,
    summary: "Roles: replace a role's permissions",
  }),
  permissions: defineEndpoint({
    method: 'GET',
    url: `${base}/permissions`,
    input: roleIdQuery,
    output: z.array(z.string()),
    summary: 'Roles: the permission codes of a role',
  }),
  permissionTree: defineEndpoint({
    method: 'GET',
    url: `${base}/permissionTree`,
    output: z.array(grantNode).readonly(),
    summary: 'Roles: the tree of grantable permission codes',
  }),
};
