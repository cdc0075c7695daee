import type { Message } from './catalogue.ts';

/** Messages of products, channels and zones (spec back-office §5). */
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
} as const satisfies Record<string, Message>;
