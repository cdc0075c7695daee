import { FIELD_LABELS, L, l, MESSAGES, USER_TYPE_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the shell (layout, sign-in, menu, tabs, pages) in zh-CN, en-US and vi-VN. */
export const texts = {
  app: {
    title: l('FreightDesk', 'FreightDesk', 'FreightDesk'),
    staffArea: l('管理后台', 'Back office', 'Quản trị nội bộ'),
    customerArea: l('客户门户', 'Customer portal', 'Cổng khách hàng'),
    loadFailed: l('页面加载失败', 'This page could not be loaded.', 'Không tải được trang này.'),
    reload: l('重新加载', 'Reload', 'Tải lại'),
  },
  language: {
    label: l('语言', 'Language', 'Ngôn ngữ'),
    'zh-CN': l('简体中文', '简体中文', '简体中文'),
    'en-US': l('English', 'English', 'English'),
    'vi-VN': l('Tiếng Việt', 'Tiếng Việt', 'Tiếng Việt'),
  },
  userType: {
    staff: USER_TYPE_LABELS.staff,
    customer: MESSAGES.entityCustomer,
  },
  login: {
    title: l('登录', 'Sign in', 'Đăng nhập'),
    subtitle: l(
      '国际货运管理后台与客户门户',
      'International freight back office and customer portal',
      'Quản trị vận tải quốc tế và cổng khách hàng',
    ),
    mode: {
      normal: l('账号密码', 'Password', 'Mật khẩu'),
      safe: l('安全登录', 'Secure', 'Bảo mật'),
      qr: l('扫码登录', 'Scan QR code', 'Quét mã QR'),
    },
    username: FIELD_LABELS.username,
    password: FIELD_LABELS.password,
    verifyCode: FIELD_LABELS.verifyCode,
    usernamePlaceholder: l('请输入用户名', 'Your username', 'Tên đăng nhập của bạn'),
    passwordPlaceholder: l('请输入密码', 'Your password', 'Mật khẩu của bạn'),
    verifyCodePlaceholder: l('请输入图片中的字符', 'Characters in the picture', 'Các ký tự trong hình'),
    submit: l('登录', 'Sign in', 'Đăng nhập'),
    captchaTip: l('点击图片更换验证码', 'Click the picture for a new code', 'Nhấn vào hình để đổi mã khác'),
    deviceUnbound: l(
      '当前设备尚未绑定到您的账号。',
      'This device is not bound to your account yet.',
      'Thiết bị này chưa được liên kết với tài khoản của bạn.',
    ),
    applyBind: l('申请绑定此设备', 'Apply to bind this device', 'Yêu cầu liên kết thiết bị này'),
    bindPending: l(
      '设备绑定申请正在等待审核，审核通过后请重新登录。',
      'Your request to bind this device is waiting for approval. Sign in again once it is approved.',
      'Yêu cầu liên kết thiết bị đang chờ duyệt. Hãy đăng nhập lại sau khi được duyệt.',
    ),
    qrTip: l(
      '请使用已登录 FreightDesk 移动页面的手机扫码，并在手机上确认。',
      'Scan the code with your phone (signed in to the FreightDesk mobile page) and confirm there.',
      'Quét mã bằng điện thoại (đã đăng nhập trang di động FreightDesk) rồi xác nhận trên điện thoại.',
    ),
    qrScanned: l(
      '已扫码，请在手机上确认登录。',
      'Scanned. Confirm the sign-in on your phone.',
      'Đã quét. Hãy xác nhận đăng nhập trên điện thoại.',
    ),
    qrExpired: l('二维码已过期。', 'The QR code has expired.', 'Mã QR đã hết hạn.'),
    qrRefresh: l('刷新二维码', 'Refresh QR code', 'Làm mới mã QR'),
    qrSuccess: l(
      '登录成功，正在进入…',
      'Signed in, opening FreightDesk…',
      'Đăng nhập thành công, đang mở FreightDesk…',
    ),
  },
  mobile: {
    title: l('FreightDesk 移动端', 'FreightDesk mobile', 'FreightDesk di động'),
    signIn: l('登录', 'Sign in', 'Đăng nhập'),
    signedInAs: l('当前登录：{{name}}', 'Signed in as {{name}}', 'Đang đăng nhập: {{name}}'),
    home: l(
      '如需在电脑上登录，请用手机相机扫描电脑上的二维码。',
      'To sign in on a computer, open its QR code with your phone camera.',
      'Để đăng nhập trên máy tính, hãy quét mã QR của máy tính bằng camera điện thoại.',
    ),
    scanTitle: l('电脑端登录确认', 'Sign in on a computer', 'Đăng nhập trên máy tính'),
    scanTip: l(
      '有电脑正在请求使用您的账号登录，请确认是您本人操作。',
      'A computer asks to sign in with your account. Confirm only if it is yours.',
      'Một máy tính đang yêu cầu đăng nhập bằng tài khoản của bạn. Chỉ xác nhận nếu đó là bạn.',
    ),
    confirmLogin: l('确认登录', 'Confirm sign-in', 'Xác nhận đăng nhập'),
    cancelLogin: MESSAGES.cancel,
    confirmed: l(
      '已确认登录，请回到电脑继续操作。',
      'Sign-in confirmed. Go back to the computer.',
      'Đã xác nhận đăng nhập. Hãy quay lại máy tính.',
    ),
    cancelled: l('已取消登录。', 'Sign-in cancelled.', 'Đã hủy đăng nhập.'),
    invalidScan: l('二维码已失效。', 'This QR code is not valid any more.', 'Mã QR này không còn hiệu lực.'),
    needLogin: l(
      '请先登录，再确认电脑端登录。',
      'Sign in first, then confirm the computer sign-in.',
      'Hãy đăng nhập trước, sau đó xác nhận đăng nhập trên máy tính.',
    ),
    logout: l('退出登录', 'Sign out', 'Đăng xuất'),
  },
  layout: {
    collapse: l('收起菜单', 'Collapse menu', 'Thu gọn menu'),
    expand: l('展开菜单', 'Expand menu', 'Mở rộng menu'),
    personalCenter: l('个人中心', 'Personal centre', 'Trung tâm cá nhân'),
    logout: l('退出登录', 'Sign out', 'Đăng xuất'),
    versionTitle: l('服务更新', 'Service update', 'Cập nhật dịch vụ'),
    versionDefault: l(
      '系统已发布新版本，请刷新页面后使用。',
      'A new version is available. Reload the page to use it.',
      'Đã có phiên bản mới. Hãy tải lại trang để sử dụng.',
    ),
  },
  tabs: {
    refresh: l('刷新', 'Refresh', 'Làm mới'),
    close: l('关闭', 'Close', 'Đóng'),
    closeRight: l('关闭右侧', 'Close tabs to the right', 'Đóng các thẻ bên phải'),
    closeLeft: l('关闭左侧', 'Close tabs to the left', 'Đóng các thẻ bên trái'),
    closeOthers: l('关闭其他', 'Close other tabs', 'Đóng các thẻ khác'),
    closeAll: l('关闭全部', 'Close all tabs', 'Đóng tất cả thẻ'),
    more: l('标签操作', 'Tab actions', 'Thao tác thẻ'),
  },
  menu: {
    pin: l('收藏到菜单', 'Pin to favourites', 'Ghim vào mục yêu thích'),
    unpin: l('取消收藏', 'Unpin from favourites', 'Bỏ ghim khỏi mục yêu thích'),
    favouritesFull: l(
      '收藏最多 {{max}} 个页面，请先取消一个',
      'At most {{max}} favourites: unpin one first',
      'Tối đa {{max}} mục yêu thích: hãy bỏ ghim một mục trước',
    ),
    group: {
      favourites: l('收藏夹', 'Favourites', 'Yêu thích'),
      oa: l('办公管理', 'Office administration', 'Quản lý văn phòng'),
      crm: l('客户关系', 'Customer relations', 'Quan hệ khách hàng'),
      settings: l('设置中心', 'Settings centre', 'Trung tâm cài đặt'),
      lms: l('物流管理', 'Logistics management', 'Quản lý vận chuyển'),
      pds: l('小包', 'Parcels', 'Bưu kiện'),
      tools: l('工具', 'Tools', 'Công cụ'),
      price: l('报价管理', 'Price quoting', 'Báo giá'),
      fms: l('财务管理', 'Finance', 'Tài chính'),
    },
    subgroup: {
      settings: {
        basic: l('基础数据', 'Basic data', 'Dữ liệu cơ bản'),
        control: l('控制规则', 'Control rules', 'Quy tắc kiểm soát'),
        api: l('接口', 'API', 'API'),
      },
      lms: {
        scanning: l('扫描', 'Scanning', 'Quét mã'),
        other: L.other,
        documents: l('单证', 'Documents', 'Chứng từ'),
        service: l('客服', 'Customer service', 'Chăm sóc khách hàng'),
        dispatch: l('调度', 'Dispatch', 'Điều phối'),
      },
      fms: {
        statistics: l('财务统计', 'Statistics', 'Thống kê tài chính'),
      },
    },
  },
  route: {
    refresh: l('刷新', 'Refresh', 'Làm mới'),
  },
  callback: {
    title: l('正在登录', 'Signing you in', 'Đang đăng nhập'),
    subTitle: l(
      '如果页面没有跳转，请返回首页重新登录。',
      'If nothing happens, go back to the home page and sign in again.',
      'Nếu không có gì xảy ra, hãy quay về trang chủ và đăng nhập lại.',
    ),
  },
  ecomAuth: {
    success: l('店铺授权成功', 'Store authorisation succeeded', 'Ủy quyền cửa hàng thành công'),
    failure: l('店铺授权失败', 'Store authorisation failed', 'Ủy quyền cửa hàng thất bại'),
  },
  notFound: {
    subTitle: l(
      '页面不存在，或您没有访问权限。',
      'This page does not exist, or you have no permission to open it.',
      'Trang này không tồn tại hoặc bạn không có quyền truy cập.',
    ),
  },
  search: {
    placeholder: l('搜索运单号', 'Search waybill numbers', 'Tìm số vận đơn'),
    hint: l(
      '多个单号用空格、逗号或换行分隔，Alt+Enter 搜索。',
      'Separate numbers with spaces, commas or new lines. Alt+Enter searches.',
      'Phân tách các số bằng dấu cách, dấu phẩy hoặc xuống dòng. Alt+Enter để tìm.',
    ),
    history: l('搜索历史', 'Recent searches', 'Tìm kiếm gần đây'),
    clearHistory: l('清空历史', 'Clear history', 'Xóa lịch sử'),
    tooMany: l(
      '每次最多搜索 {{max}} 个运单号（已输入 {{count}} 个）。',
      'At most {{max}} waybill numbers per search ({{count}} entered).',
      'Mỗi lần tìm tối đa {{max}} số vận đơn (đã nhập {{count}}).',
    ),
    empty: l(
      '请至少输入一个运单号。',
      'Enter at least one waybill number.',
      'Hãy nhập ít nhất một số vận đơn.',
    ),
  },
} satisfies TextTree;
