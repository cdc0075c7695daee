import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

export const ORGANIZATION_TYPES = options(
  ['department', l('部门', 'Department', 'Phòng ban')],
  ['warehouse', l('仓库', 'Warehouse', 'Kho')],
);

const OL = {
  parent: l('上级单位', 'Parent unit', 'Đơn vị cấp trên'),
  leader: l('负责人', 'Leader', 'Người phụ trách'),
  address: l('地址', 'Address', 'Địa chỉ'),
  remoteContents: l('偏远说明', 'Remote contents', 'Nội dung vùng xa'),
};

/** The fields of a unit that warehouses have too (the settings-centre warehouse screen). */
const unitFields = {
  code: field.text(L.code, { max: 20, required: true, unique: true, upper: true, search: 'keyword' }),
  name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
} as const;

const warehouseFields = {
  countryId: field.ref(L.country, { entity: 'country', labelField: 'nameCn', search: 'eq' }),
  address: field.text(OL.address, { max: 200, span: 2 }),
  contact: field.text(L.contact, { max: 50 }),
  phone: field.text(L.phone, { max: 30 }),
  remoteContents: field.textarea(OL.remoteContents, { max: 500, span: 3 }),
} as const;

/**
 * Organisation unit (back-office §1 OA "organisation structure"): departments and warehouses in one
 * tree through `parentId`, served on the platform's own `organization` table. A parent cannot be the
 * unit itself or one of its sub-units; a unit with sub-units or users cannot be deleted.
 */
export const organization = defineEntity({
  name: 'organization',
  api: 'user/organization',
  table: 'organization',
  title: l('组织架构', 'Organisation', 'Cơ cấu tổ chức'),
  permission: 'oa/org/organization',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'oa',
  route: '/oa/organization',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    ...unitFields,
    type: field.enum(L.type, {
      options: ORGANIZATION_TYPES,
      required: true,
      search: 'eq',
      default: 'department',
    }),
    parentId: field.ref(OL.parent, { entity: 'organization', labelField: 'name', search: 'eq' }),
    sort: field.int(L.sort, { min: 0, max: 9999, default: 0 }),
    leader: field.text(OL.leader, { max: 50 }),
    ...warehouseFields,
    remark: field.text(L.remark, { max: 200, span: 3, list: false }),
  },
});

/**
 * Warehouse (settings centre, basic data): the organisation units of type `warehouse`, on the same
 * table; the organisation screen shows them in the tree too.
 */
export const warehouse = defineEntity({
  name: 'warehouse',
  api: 'basic/warehouse',
  table: 'organization',
  title: l('仓库', 'Warehouse', 'Kho'),
  permission: 'setting/basic/warehouse',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'settings.basic',
  route: '/setting/basic/warehouse',
  fixed: { type: 'warehouse' },
  fields: {
    ...unitFields,
    parentId: field.ref(OL.parent, { entity: 'organization', labelField: 'name', search: 'eq' }),
    ...warehouseFields,
    remark: field.text(L.remark, { max: 200, span: 3, list: false }),
  },
});

/** Job position (back-office §3): a post in a department, with the roles that approve for it. */
export const jobPosition = defineEntity({
  name: 'jobPosition',
  api: 'user/jobPosition',
  table: 'user_job_position',
  title: l('职位', 'Job position', 'Chức vụ'),
  permission: 'oa/org/jobPosition',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'oa',
  route: '/oa/job-position',
  fields: {
    code: field.text(L.code, { max: 20, required: true, unique: true, upper: true, search: 'keyword' }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    departmentId: field.ref(l('部门', 'Department', 'Phòng ban'), {
      entity: 'organization',
      labelField: 'name',
      search: 'eq',
    }),
    approvalRoleIds: field.ref(l('审批角色', 'Approval roles', 'Vai trò phê duyệt'), {
      entity: 'role',
      labelField: 'name',
      multiple: true,
    }),
    remark: field.text(L.remark, { max: 200, span: 3, list: false }),
  },
});

/** One unit of `user/organization/tree` with its sub-units. */
export type OrganizationNode = {
  id: string;
  code: string;
  name: string;
  type: 'department' | 'warehouse';
  parentId: string | null;
  children: OrganizationNode[];
};
