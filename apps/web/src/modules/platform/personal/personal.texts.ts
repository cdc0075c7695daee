import { employee, FIELD_LABELS, INVOICE_TITLE_LABELS, L, l, MESSAGES } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the personal centre in zh-CN, en-US and vi-VN. */
export const texts = {
  route: {
    personalSetting: l('个人中心', 'Personal centre', 'Trung tâm cá nhân'),
  },
  personal: {
    userInfo: l('用户信息', 'User information', 'Thông tin người dùng'),
    username: FIELD_LABELS.username,
    name: l('姓名', 'Name', 'Họ tên'),
    code: L.code,
    email: INVOICE_TITLE_LABELS.email,
    mobile: l('手机号', 'Mobile', 'Điện thoại'),
    role: FIELD_LABELS.role,
    userType: FIELD_LABELS.userType,
    customer: MESSAGES.entityCustomer,
    changePassword: l('修改密码', 'Change password', 'Đổi mật khẩu'),
    originalPassword: FIELD_LABELS.originalPassword,
    newPassword: FIELD_LABELS.newPassword,
    confirmPassword: l('确认新密码', 'Confirm new password', 'Xác nhận mật khẩu mới'),
    passwordRule: l(
      '{{min}} 到 {{max}} 位，须同时包含字母和数字。',
      '{{min}} to {{max}} characters, with letters and digits.',
      'Từ {{min}} đến {{max}} ký tự, gồm cả chữ và số.',
    ),
    passwordChanged: l('密码已修改', 'Password changed', 'Đã đổi mật khẩu'),
    currentWarehouse: employee.fields.warehouseId.label,
    chooseWarehouse: l('请选择仓库', 'Choose a warehouse', 'Chọn kho'),
    warehouseChanged: l('当前仓库已切换', 'Current warehouse changed', 'Đã đổi kho hiện tại'),
    noWarehouses: l(
      '您没有可管辖的仓库。',
      'No warehouses are assigned to you.',
      'Bạn chưa được giao kho nào.',
    ),
    menu: l('菜单', 'Menu', 'Menu'),
    customiseMenu: l('自定义菜单', 'Customise menu', 'Tùy chỉnh menu'),
    customiseMenuTip: l(
      '选择菜单中显示的页面，首页始终显示。',
      'Choose the screens shown in your menu. Home is always shown.',
      'Chọn các màn hình hiển thị trong menu. Trang chủ luôn được hiển thị.',
    ),
    menuSaved: l('菜单已保存', 'Menu saved', 'Đã lưu menu'),
    showAll: l('显示全部', 'Show all', 'Hiện tất cả'),
    logout: l('退出登录', 'Sign out', 'Đăng xuất'),
    logoutTip: l(
      '在此浏览器上退出 FreightDesk。',
      'Sign out of FreightDesk in this browser.',
      'Đăng xuất khỏi FreightDesk trên trình duyệt này.',
    ),
  },
} satisfies TextTree;
