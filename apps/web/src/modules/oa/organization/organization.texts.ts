import { BUSINESS_LOG_ACTIONS, FIELD_LABELS, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the organisation tree in zh-CN, en-US and vi-VN. */
export const texts = {
  organization: {
    tree: l('组织架构', 'Organisation tree', 'Sơ đồ tổ chức'),
    all: l('全部单位', 'All units', 'Tất cả đơn vị'),
    addChild: l('新增下级', 'Add sub-unit', 'Thêm đơn vị cấp dưới'),
    addChildOf: l(
      '在{{name}}下新增下级单位',
      'Add a sub-unit under {{name}}',
      'Thêm đơn vị cấp dưới của {{name}}',
    ),
    resetPassword: BUSINESS_LOG_ACTIONS.resetPassword,
    resetPasswordTitle: l(
      '重置{{name}}的密码',
      'Reset the password of {{name}}',
      'Đặt lại mật khẩu của {{name}}',
    ),
    newPassword: FIELD_LABELS.newPassword,
    passwordReset: l(
      '密码已重置，员工需使用新密码登录',
      'The password was reset; the employee signs in with the new one',
      'Đã đặt lại mật khẩu; nhân viên đăng nhập bằng mật khẩu mới',
    ),
  },
} satisfies TextTree;
