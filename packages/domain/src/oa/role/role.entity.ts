import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';

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
