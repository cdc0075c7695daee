import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of saved price quotes and online exchange rates (issue 5). */
export const PRICE_QUOTE_MESSAGES = {
  priceQuoteNotFound: {
    'zh-CN': '报价单{0}不存在',
    'en-US': 'Price quote {0} does not exist',
    'vi-VN': 'Báo giá {0} không tồn tại',
  },
  priceQuoteExpired: {
    'zh-CN': '报价单{0}已于{1}过期，请重新查价',
    'en-US': 'Price quote {0} expired on {1}; please query the price again',
    'vi-VN': 'Báo giá {0} đã hết hạn vào {1}, vui lòng tra giá lại',
  },
  priceQuoteUsed: {
    'zh-CN': '报价单{0}已用于下单',
    'en-US': 'Price quote {0} has already been used for an order',
    'vi-VN': 'Báo giá {0} đã được dùng để đặt đơn',
  },
  priceQuoteOtherCustomer: {
    'zh-CN': '报价单{0}不属于该客户',
    'en-US': 'Price quote {0} belongs to another customer',
    'vi-VN': 'Báo giá {0} thuộc về khách hàng khác',
  },
  priceQuoteOtherProduct: {
    'zh-CN': '报价单{0}的产品与订单不一致',
    'en-US': 'The product of price quote {0} differs from the order',
    'vi-VN': 'Sản phẩm của báo giá {0} khác với đơn hàng',
  },
  priceQuoteNoPrice: {
    'zh-CN': '该产品渠道无可用报价：{0}',
    'en-US': 'No price for this product and channel: {0}',
    'vi-VN': 'Không có giá cho sản phẩm và kênh này: {0}',
  },
  exchangeRateOnlineNotFound: {
    'zh-CN': '未找到{2}及之前{0}兑{1}的在线汇率',
    'en-US': 'No online rate of {0} to {1} at or before {2}',
    'vi-VN': 'Không có tỷ giá trực tuyến {0} sang {1} vào hoặc trước {2}',
  },
} satisfies Record<string, Message>;
