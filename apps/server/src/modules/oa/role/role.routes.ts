import { Permission, searchPayload } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  copyRole,
  deleteRoles,
  grantRole,
  insertRole,
  listRoles,
  permissionTree,
  roleCopyPayload,
  roleDeletePayload,
  roleGrantPayload,
  roleIdQuery,
  roleInsertPayload,
  roleListPayload,
  rolePermissions,
  roleUpdatePayload,
  searchRoles,
  updateRole,
} from './role.service.ts';

const base = '/user/role';
const P = Permission;

/** Role management (OA › organisation › roles). */
export const roleRoutes = [
  route({
    method: 'POST',
    url: `${base}/search`,
    input: searchPayload,
    permission: P.roleList,
    handler: (c, b) => searchRoles(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/list`,
    input: roleListPayload,
    permission: P.roleList,
    handler: (c, b) => listRoles(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/insert`,
    input: roleInsertPayload,
    permission: P.roleInsert,
    handler: (c, b) => insertRole(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/update`,
    input: roleUpdatePayload,
    permission: P.roleUpdate,
    handler: (c, b) => updateRole(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/copy`,
    input: roleCopyPayload,
    permission: P.roleCopy,
    handler: (c, b) => copyRole(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/deleteBatch`,
    input: roleDeletePayload,
    permission: P.roleDelete,
    handler: (c, b) => deleteRoles(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/grant`,
    input: roleGrantPayload,
    permission: P.roleGrant,
    handler: (c, b) => grantRole(c, b),
  }),
  route({
    method: 'GET',
    url: `${base}/permissions`,
    input: roleIdQuery,
    permission: P.roleList,
    handler: (c, q) => rolePermissions(c, q),
  }),
  route({
    method: 'GET',
    url: `${base}/permissionTree`,
    permission: P.roleList,
    handler: () => permissionTree(),
  }),
];
