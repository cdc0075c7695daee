import type { Language } from '../enums.ts';
import type { Message } from './catalogue.ts';

/** Field labels used inside validation messages ("{0} cannot be empty"), in the three languages. */
export const FIELD_LABELS = {
  username: { 'zh-CN': '用户名', 'en-US': 'Username', 'vi-VN': 'Tên đăng nhập' },
  password: { 'zh-CN': '密码', 'en-US': 'Password', 'vi-VN': 'Mật khẩu' },
  userType: { 'zh-CN': '用户类型', 'en-US': 'User type', 'vi-VN': 'Loại người dùng' },
  mode: { 'zh-CN': '登录方式', 'en-US': 'Sign-in mode', 'vi-VN': 'Phương thức đăng nhập' },
  verifyKey: { 'zh-CN': '验证码标识', 'en-US': 'Verification key', 'vi-VN': 'Khóa xác minh' },
  verifyCode: { 'zh-CN': '验证码', 'en-US': 'Verification code', 'vi-VN': 'Mã xác minh' },
  originalPassword: { 'zh-CN': '原密码', 'en-US': 'Original password', 'vi-VN': 'Mật khẩu cũ' },
  newPassword: { 'zh-CN': '新密码', 'en-US': 'New password', 'vi-VN': 'Mật khẩu mới' },
  confirmPassword: { 'zh-CN': '确认密码', 'en-US': 'Confirm password', 'vi-VN': 'Xác nhận mật khẩu' },
  warehouseId: { 'zh-CN': '仓库', 'en-US': 'Warehouse', 'vi-VN': 'Kho' },
  id: { 'zh-CN': 'ID', 'en-US': 'ID', 'vi-VN': 'ID' },
  ids: { 'zh-CN': 'ID列表', 'en-US': 'IDs', 'vi-VN': 'Danh sách ID' },
  name: { 'zh-CN': '名称', 'en-US': 'Name', 'vi-VN': 'Tên' },
  code: { 'zh-CN': '编码', 'en-US': 'Code', 'vi-VN': 'Mã' },
  roleId: { 'zh-CN': '角色', 'en-US': 'Role', 'vi-VN': 'Vai trò' },
  userId: { 'zh-CN': '用户', 'en-US': 'User', 'vi-VN': 'Người dùng' },
  permissions: { 'zh-CN': '权限', 'en-US': 'Permissions', 'vi-VN': 'Quyền' },
  type: { 'zh-CN': '类型', 'en-US': 'Type', 'vi-VN': 'Loại' },
  businessKey: { 'zh-CN': '业务键', 'en-US': 'Business key', 'vi-VN': 'Khóa nghiệp vụ' },
  content: { 'zh-CN': '内容', 'en-US': 'Content', 'vi-VN': 'Nội dung' },
  message: { 'zh-CN': '错误信息', 'en-US': 'Message', 'vi-VN': 'Thông báo' },
  scanId: { 'zh-CN': '扫码标识', 'en-US': 'Scan ID', 'vi-VN': 'Mã quét' },
  deviceId: { 'zh-CN': '设备', 'en-US': 'Device', 'vi-VN': 'Thiết bị' },
  version: { 'zh-CN': '版本号', 'en-US': 'Version', 'vi-VN': 'Phiên bản' },
  page: { 'zh-CN': '页码', 'en-US': 'Page', 'vi-VN': 'Trang' },
  size: { 'zh-CN': '每页条数', 'en-US': 'Page size', 'vi-VN': 'Số dòng mỗi trang' },
  role: { 'zh-CN': '角色', 'en-US': 'Role', 'vi-VN': 'Vai trò' },
  dictionary: { 'zh-CN': '字典', 'en-US': 'Dictionary', 'vi-VN': 'Từ điển' },
  configKey: { 'zh-CN': '配置项', 'en-US': 'Setting', 'vi-VN': 'Cấu hình' },
  // server (issue 2)
  permissionScope: { 'zh-CN': '数据权限范围', 'en-US': 'Data scope', 'vi-VN': 'Phạm vi dữ liệu' },
  users: { 'zh-CN': '用户', 'en-US': 'users', 'vi-VN': 'người dùng' },
  action: { 'zh-CN': '操作', 'en-US': 'Action', 'vi-VN': 'Thao tác' },
  remark: { 'zh-CN': '备注', 'en-US': 'Remark', 'vi-VN': 'Ghi chú' },
  key: { 'zh-CN': '配置项', 'en-US': 'Setting', 'vi-VN': 'Cấu hình' },
  value: { 'zh-CN': '值', 'en-US': 'Value', 'vi-VN': 'Giá trị' },
  criteria: { 'zh-CN': '查询条件', 'en-US': 'Criteria', 'vi-VN': 'Điều kiện tìm kiếm' },
  sort: { 'zh-CN': '排序', 'en-US': 'Sort', 'vi-VN': 'Sắp xếp' },
  field: { 'zh-CN': '字段', 'en-US': 'Field', 'vi-VN': 'Trường' },
  order: { 'zh-CN': '排序方式', 'en-US': 'Order', 'vi-VN': 'Thứ tự' },
  number: { 'zh-CN': '字典编号', 'en-US': 'Dictionary number', 'vi-VN': 'Số từ điển' },
  time: { 'zh-CN': '时间', 'en-US': 'Time', 'vi-VN': 'Thời gian' },
} as const satisfies Record<string, Message>;

export type FieldKey = keyof typeof FIELD_LABELS;

/** The label of a field in a language; unknown fields fall back to their own name. */
export function fieldLabel(lang: Language, field: string): string {
  const entry = (FIELD_LABELS as Record<string, Message>)[field];
  return entry ? entry[lang] : field;
}
