/** Permission codes of the role list (spec §6 `module/path:action`). */
export const ROLE_PERMISSION_CODES = {
  roleList: 'oa/org/roleList',
  roleInsert: 'oa/org/roleList:insert',
  roleUpdate: 'oa/org/roleList:update',
  roleCopy: 'oa/org/roleList:copy',
  roleDelete: 'oa/org/roleList:delete',
  roleGrant: 'oa/org/roleList:grant',
} as const;
