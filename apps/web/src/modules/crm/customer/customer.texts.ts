import {
  BUSINESS_LOG_ACTIONS,
  employee,
  FIELD_LABELS,
  INVOICE_TITLE_LABELS,
  L,
  l,
  MESSAGES,
} from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of customers in zh-CN, en-US and vi-VN. */
export const texts = {
  crmCustomer: {
    generateApiKey: l('生成密钥', 'Generate API key', 'Tạo khóa API'),
    generateApiKeyConfirm: l(
      '确定为{{name}}生成新的API密钥吗？当前密钥将失效。',
      'Generate a new API key for {{name}}? The current key stops working.',
      'Tạo khóa API mới cho {{name}}? Khóa hiện tại sẽ ngừng hoạt động.',
    ),
    apiKeyTitle: l('{{name}}的API密钥', 'API key of {{name}}', 'Khóa API của {{name}}'),
    apiKeyOnce: l(
      '密钥只显示这一次，请立即复制并交给客户。',
      'This key is shown only once. Copy it now and give it to the customer.',
      'Khóa chỉ hiển thị một lần. Hãy sao chép ngay và gửi cho khách hàng.',
    ),
    copy: BUSINESS_LOG_ACTIONS.copy,
    copied: l('已复制', 'Copied', 'Đã sao chép'),
    batchUpdate: BUSINESS_LOG_ACTIONS.batchUpdate,
    batchUpdateTitle_one: singular('Batch update {{count}} customer'),
    batchUpdateTitle_other: l(
      '批量修改{{count}}个客户',
      'Batch update {{count}} customers',
      'Cập nhật {{count}} khách hàng',
    ),
    batchUpdateHint: l(
      '只修改填写了的字段。',
      'Only the fields you fill in are changed.',
      'Chỉ các trường được điền mới thay đổi.',
    ),
    unchanged: l('不修改', 'Unchanged', 'Giữ nguyên'),
    yes: MESSAGES.yes,
    no: MESSAGES.no,
    nothingToUpdate: l('请至少填写一个字段', 'Fill in at least one field', 'Hãy điền ít nhất một trường'),
    users: L.users,
    usersTitle: l('{{name}}的用户', 'Users of {{name}}', 'Người dùng của {{name}}'),
    addUser: l('新增用户', 'Add user', 'Thêm người dùng'),
    username: FIELD_LABELS.username,
    name: l('姓名', 'Name', 'Họ tên'),
    password: FIELD_LABELS.password,
    email: INVOICE_TITLE_LABELS.email,
    mobile: employee.fields.mobile.label,
    enabled: l('启用', 'Enabled', 'Đang bật'),
    createdAt: l('创建时间', 'Created at', 'Ngày tạo'),
    resetPassword: BUSINESS_LOG_ACTIONS.resetPassword,
    resetPasswordTitle: l(
      '重置{{username}}的密码',
      'Reset the password of {{username}}',
      'Đặt lại mật khẩu của {{username}}',
    ),
    enable: BUSINESS_LOG_ACTIONS.enable,
    disable: BUSINESS_LOG_ACTIONS.disable,
    usernameFormat: l(
      '只能包含字母、数字和 _ . @ -',
      'Letters, digits and _ . @ - only',
      'Chỉ gồm chữ, số và _ . @ -',
    ),
  },
} satisfies TextTree;
