import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

/**
 * Role as other entities refer to it (job positions' approval roles). Roles have their own module and
 * grant screen (`user/role`, `/oa/role`); this description only serves pickers and reference checks.
 */
export const role = defineEntity({
  name: 'role',
  api: 'user/role',
  table: 'role',
  title: l('角色', 'Role', 'Vai trò'),
  permission: 'oa/org/roleList',
  actions: [],
  labelField: 'name',
  labelFields: { 'zh-CN': 'name', 'en-US': 'nameEn', 'vi-VN': 'nameVi' },
  menuGroup: 'oa',
  route: '/oa/role',
  fields: {
    code: field.text(L.code, { max: 50, required: true, unique: true, search: 'keyword' }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    nameEn: field.text(L.nameEn, { max: 50 }),
    nameVi: field.text(L.nameVi, { max: 50 }),
  },
});

/**
 * The role list as `user/role/search` answers it (a read-only view description, not in `ENTITIES`):
 * the name in the caller's language, the user type, how many users and permission codes it has.
 * The web's role screen renders it with the list machinery; writes stay the role routes'.
 */
export const USER_TYPE_LABELS = {
  staff: l('员工', 'Staff', 'Nhân viên'),
  customer: l('客户', 'Customer', 'Khách hàng'),
} as const;

export const roleListView = defineEntity({
  name: 'roleList',
  api: role.api,
  table: role.table,
  title: role.title,
  permission: role.permission,
  actions: [],
  labelField: 'displayName',
  menuGroup: role.menuGroup,
  route: role.route,
  fields: {
    displayName: field.text(L.name, { max: 50, search: 'keyword', sortable: false, width: 180 }),
    code: field.text(L.code, { max: 50, search: 'keyword', width: 160 }),
    userType: field.enum(l('用户类型', 'User type', 'Loại người dùng'), {
      options: options(['staff', USER_TYPE_LABELS.staff], ['customer', USER_TYPE_LABELS.customer]),
      search: 'eq',
      sortable: false,
      width: 110,
    }),
    userCount: field.int(l('用户数', 'Users', 'Người dùng'), { sortable: false, width: 90 }),
    permissionCount: field.int(l('权限数', 'Permissions', 'Quyền'), { sortable: false, width: 110 }),
    remark: field.text(L.remark, { max: 200, sortable: false, width: 240 }),
    updatedAt: field.datetime(l('更新时间', 'Updated', 'Cập nhật'), { sortable: false, width: 170 }),
  },
});
