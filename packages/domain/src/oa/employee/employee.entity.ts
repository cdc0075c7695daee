import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

export const SEXES = options([0, l('男', 'Male', 'Nam')], [1, l('女', 'Female', 'Nữ')]);

export const JOB_STATUS_OPTIONS = options(
  ['atWork', l('在职', 'At work', 'Đang làm việc')],
  ['departed', l('离职', 'Departed', 'Đã nghỉ việc')],
);

export const LOGIN_MODE_OPTIONS = options(
  ['normal', l('普通登录', 'Normal', 'Thông thường')],
  ['safe', l('安全登录', 'Safe', 'An toàn')],
  ['wechat', l('微信扫码', 'WeChat', 'WeChat')],
);

/** Label of the initial password an employee is created with (create payload only, never returned). */
export const EMPLOYEE_PASSWORD_LABEL = l('初始密码', 'Initial password', 'Mật khẩu ban đầu');

/**
 * Employee (back-office §3 "User/employee"): the staff users of `app_user`. Customer users live on the
 * same table and are managed from the customer screen. The initial password is a create-only payload
 * key (`password`); `resetPassword` sets a new one. ID, diploma and other files belong to the file module.
 */
export const employee = defineEntity({
  name: 'employee',
  api: 'user/user',
  table: 'app_user',
  title: l('员工', 'Employee', 'Nhân viên'),
  permission: 'oa/employeeList',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  extraActions: ['updateRole', 'resetPassword', 'authDevice'],
  labelField: 'name',
  menuGroup: 'oa',
  route: '/oa/employee',
  fixed: { userType: 'staff' },
  fields: {
    code: field.text(L.code, {
      max: 20,
      required: true,
      unique: true,
      search: 'keyword',
      readOnlyOnEdit: true,
    }),
    name: field.text(l('姓名', 'Full name', 'Họ tên'), { max: 50, required: true, search: 'keyword' }),
    username: field.text(l('用户名', 'Username', 'Tên đăng nhập'), {
      max: 50,
      required: true,
      unique: true,
      search: 'keyword',
      pattern: '[A-Za-z0-9_.@-]+',
    }),
    mobile: field.text(l('手机', 'Mobile', 'Di động'), { max: 30, search: 'keyword' }),
    email: field.text(L.email, { max: 100, format: 'email' }),
    address: field.text(l('地址', 'Address', 'Địa chỉ'), { max: 200, span: 2, list: false }),
    sex: field.enum(l('性别', 'Sex', 'Giới tính'), { options: SEXES }),
    birthday: field.date(l('生日', 'Birthday', 'Ngày sinh'), { list: false }),
    identityNo: field.text(l('身份证号', 'Identity number', 'Số CMND/CCCD'), { max: 30, list: false }),
    entryDate: field.date(l('入职日期', 'Entry date', 'Ngày vào làm'), { search: 'range' }),
    nativePlace: field.text(l('籍贯', 'Native place', 'Quê quán'), { max: 50, list: false }),
    education: field.text(l('学历', 'Education', 'Học vấn'), { max: 50, list: false }),
    departureDate: field.date(l('离职日期', 'Departure date', 'Ngày nghỉ việc'), { list: false }),
    school: field.text(l('毕业学校', 'School', 'Trường'), { max: 100, list: false }),
    emergencyContact: field.text(l('紧急联系人', 'Emergency contact', 'Người liên hệ khẩn cấp'), {
      max: 50,
      list: false,
    }),
    emergencyPhone: field.text(l('紧急联系电话', 'Emergency phone', 'Điện thoại khẩn cấp'), {
      max: 30,
      list: false,
    }),
    jobStatus: field.enum(l('在职状态', 'Job status', 'Tình trạng làm việc'), {
      options: JOB_STATUS_OPTIONS,
      required: true,
      search: 'eq',
      default: 'atWork',
    }),
    jobPositionId: field.ref(l('职位', 'Job position', 'Chức vụ'), {
      entity: 'jobPosition',
      labelField: 'name',
      search: 'eq',
    }),
    departmentId: field.ref(l('部门', 'Department', 'Phòng ban'), {
      entity: 'organization',
      labelField: 'name',
      search: 'eq',
    }),
    roleId: field.ref(l('角色', 'Role', 'Vai trò'), { entity: 'role', labelField: 'name', search: 'eq' }),
    warehouseIds: field.ref(l('管辖仓库', 'Jurisdiction warehouses', 'Kho phụ trách'), {
      entity: 'warehouse',
      labelField: 'name',
      multiple: true,
      span: 2,
    }),
    warehouseId: field.ref(l('当前仓库', 'Current warehouse', 'Kho hiện tại'), {
      entity: 'warehouse',
      labelField: 'name',
    }),
    loginModes: field.enum(l('登录方式', 'Login modes', 'Cách đăng nhập'), {
      options: LOGIN_MODE_OPTIONS,
      multiple: true,
      required: true,
      default: 'normal',
    }),
    files: field.files(l('附件', 'Files', 'Tệp đính kèm'), {
      types: options(
        ['idCard', l('身份证', 'ID', 'CMND/CCCD')],
        ['diploma', l('学历证书', 'Diploma', 'Bằng cấp')],
        ['other', L.other],
      ),
    }),
  },
});
