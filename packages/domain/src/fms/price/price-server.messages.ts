import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the price API (issue 5, server part): quote access, exchange-rate query. */
export const PRICE_SERVER_MESSAGES = {
  priceQueryNotEnabled: {
    'zh-CN': '您的账户未开通查价功能',
    'en-US': 'Price checking is not enabled for your account',
    'vi-VN': 'Tài khoản của bạn chưa bật chức năng tra giá',
  },
  exchangeRateNotFound: {
    'zh-CN': '未找到{0}兑{1}在{2}的汇率',
    'en-US': 'No exchange rate of {0} to {1} on {2}',
    'vi-VN': 'Không tìm thấy tỷ giá {0} sang {1} vào ngày {2}',
  },
  priceBaseNotFound: {
    'zh-CN': '基础价不存在或不是同类价格',
    'en-US': 'The base price does not exist or is of another kind',
    'vi-VN': 'Giá cơ sở không tồn tại hoặc thuộc loại khác',
  },
  priceUsedAsBase: {
    'zh-CN': '价格是"{0}"的基础价，不能删除',
    'en-US': 'The price is the base of "{0}" and cannot be deleted',
    'vi-VN': 'Bảng giá là giá cơ sở của "{0}", không thể xóa',
  },
} satisfies Record<string, Message>;
