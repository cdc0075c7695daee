import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of products, channels, zones and customers (spec back-office §5). */
export const PRODUCT_MESSAGES = {
  zoneNameEmptyAtSequence: {
    'zh-CN': '第{0}个分区名称为空',
    'en-US': 'Zone name empty at sequence {0}',
    'vi-VN': 'Tên vùng trống ở thứ tự {0}',
  },
  zoneRowAllEmpty: {
    'zh-CN': '第{0}个分区的值全部为空',
    'en-US': 'Zone row values all empty at sequence {0}',
    'vi-VN': 'Các giá trị của vùng thứ {0} đều trống',
  },
  orderConfigDefaultNotAllowed: {
    'zh-CN': '{0}的默认值必须在可选项中',
    'en-US': 'The default value of {0} must be among the allowed options',
    'vi-VN': 'Giá trị mặc định của {0} phải nằm trong các tùy chọn cho phép',
  },
  orderConfigRequiredHidden: {
    'zh-CN': '{0}隐藏时不能设为必填',
    'en-US': '{0} cannot be required while hidden',
    'vi-VN': '{0} không thể bắt buộc khi bị ẩn',
  },
  orderConfigFieldRequired: {
    'zh-CN': '{0}不能为空（产品下单配置）',
    'en-US': "{0} is required by the product's order config",
    'vi-VN': '{0} là bắt buộc theo cấu hình đặt hàng của sản phẩm',
  },
  orderConfigFieldTooLong: {
    'zh-CN': '{0}最多{1}个字符（产品下单配置）',
    'en-US': "{0} may be at most {1} characters by the product's order config",
    'vi-VN': '{0} tối đa {1} ký tự theo cấu hình đặt hàng của sản phẩm',
  },
  orderConfigFieldNotAllowed: {
    'zh-CN': '{0}只能是：{1}（产品下单配置）',
    'en-US': "{0} must be one of {1} by the product's order config",
    'vi-VN': '{0} phải là một trong {1} theo cấu hình đặt hàng của sản phẩm',
  },
  invoiceTitleRowEmpty: {
    'zh-CN': '第{0}行发票抬头或税号为空',
    'en-US': 'Invoice title or tax number empty in row {0}',
    'vi-VN': 'Tên hóa đơn hoặc mã số thuế trống ở dòng {0}',
  },
  customerUserExists: {
    'zh-CN': '用户名{0}已存在',
    'en-US': 'Username {0} already exists',
    'vi-VN': 'Tên đăng nhập {0} đã tồn tại',
  },
} as const satisfies Record<string, Message>;
