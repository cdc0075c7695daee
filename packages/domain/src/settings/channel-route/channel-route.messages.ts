import type { Message } from '../../platform/messages/catalogue.ts';

/** What channel routing says: the outcome of a rule in words, why a waybill has no channel, refusals. */
export const CHANNEL_ROUTE_MESSAGES = {
  channelRouteOutcomeAuto: {
    'zh-CN': '渠道 {0}（{1}）',
    'en-US': 'Channel {0} ({1})',
    'vi-VN': 'Kênh {0} ({1})',
  },
  channelRouteOutcomePriceCheck: {
    'zh-CN': '{0} 中按{1}最便宜者',
    'en-US': 'Cheapest of {0} by {1}',
    'vi-VN': 'Rẻ nhất trong {0} theo {1}',
  },
  channelRouteOutcomeManual: {
    'zh-CN': '转人工分配渠道',
    'en-US': 'To manual routing',
    'vi-VN': 'Chuyển phân kênh thủ công',
  },
  channelRouteOutcomeImport: {
    'zh-CN': '沿用导入文件的渠道',
    'en-US': 'Channel from the order file',
    'vi-VN': 'Giữ kênh từ tệp nhập',
  },
  channelRouteChannelsRequired: {
    'zh-CN': '自动与比价方式须选择渠道',
    'en-US': 'Choose the channels of an auto or price-check route',
    'vi-VN': 'Vui lòng chọn kênh cho cách định tuyến tự động hoặc so sánh giá',
  },
  channelRouteNoRule: {
    'zh-CN': '没有适用的渠道路由',
    'en-US': 'No channel route applies',
    'vi-VN': 'Không có quy tắc định tuyến kênh phù hợp',
  },
  channelRouteNoUsableChannel: {
    'zh-CN': '渠道路由 {0} 没有可用渠道：{1}',
    'en-US': 'Channel route {0} has no usable channel: {1}',
    'vi-VN': 'Quy tắc {0} không có kênh dùng được: {1}',
  },
  channelRouteByHand: {
    'zh-CN': '渠道路由 {0} 要求人工分配',
    'en-US': 'Channel route {0} routes by hand',
    'vi-VN': 'Quy tắc {0} yêu cầu phân kênh thủ công',
  },
  channelRouteImportWithout: {
    'zh-CN': '渠道路由 {0} 沿用导入渠道，但订单未带渠道',
    'en-US': 'Channel route {0} keeps the order file’s channel, and the order has none',
    'vi-VN': 'Quy tắc {0} giữ kênh từ tệp nhập nhưng đơn không có kênh',
  },
  channelRouteNotForProduct: {
    'zh-CN': '渠道 {0} 不适用该产品',
    'en-US': 'channel {0} does not serve the product',
    'vi-VN': 'kênh {0} không áp dụng cho sản phẩm',
  },
  channelRouteNoAgentPrice: {
    'zh-CN': '渠道 {0} 没有代理价',
    'en-US': 'channel {0} has no agent price',
    'vi-VN': 'kênh {0} không có giá đại lý',
  },
  channelRouteChannelUnavailable: {
    'zh-CN': '渠道不存在或已停用',
    'en-US': 'The channel does not exist or is disabled',
    'vi-VN': 'Kênh không tồn tại hoặc đã ngừng dùng',
  },
  channelRouteWaybillRefused: {
    'zh-CN': '运单 {0}：{1}',
    'en-US': 'Waybill {0}: {1}',
    'vi-VN': 'Vận đơn {0}: {1}',
  },
  channelRouteNotWaiting: {
    'zh-CN': '运单 {0} 不在待分配渠道状态',
    'en-US': 'Waybill {0} is not waiting for a channel route',
    'vi-VN': 'Vận đơn {0} không ở trạng thái chờ phân kênh',
  },
  channelRouteNotReroutable: {
    'zh-CN': '运单 {0} 已有渠道或已出库，不能重新路由',
    'en-US': 'Waybill {0} has its channel or has left; it cannot be routed again',
    'vi-VN': 'Vận đơn {0} đã có kênh hoặc đã xuất; không thể định tuyến lại',
  },
} as const satisfies Record<string, Message>;
