import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Refusals of the channel and service limits (back-office §3). `{0}` is always the channel; a
 * batch names the refused waybill with `limitWaybillRefused`.
 */
export const LIMIT_MESSAGES = {
  limitWeightAbove: {
    'zh-CN': '渠道{0}：重量{1}kg超过服务限制{2}kg',
    'en-US': 'Channel {0}: weight {1} kg is above the service limit {2} kg',
    'vi-VN': 'Kênh {0}: trọng lượng {1} kg vượt giới hạn dịch vụ {2} kg',
  },
  limitWeightBelow: {
    'zh-CN': '渠道{0}：重量{1}kg低于服务限制{2}kg',
    'en-US': 'Channel {0}: weight {1} kg is below the service limit {2} kg',
    'vi-VN': 'Kênh {0}: trọng lượng {1} kg thấp hơn giới hạn dịch vụ {2} kg',
  },
  limitLengthAbove: {
    'zh-CN': '渠道{0}：长度{1}cm超过服务限制{2}cm',
    'en-US': 'Channel {0}: length {1} cm is above the service limit {2} cm',
    'vi-VN': 'Kênh {0}: chiều dài {1} cm vượt giới hạn dịch vụ {2} cm',
  },
  limitWidthAbove: {
    'zh-CN': '渠道{0}：宽度{1}cm超过服务限制{2}cm',
    'en-US': 'Channel {0}: width {1} cm is above the service limit {2} cm',
    'vi-VN': 'Kênh {0}: chiều rộng {1} cm vượt giới hạn dịch vụ {2} cm',
  },
  limitHeightAbove: {
    'zh-CN': '渠道{0}：高度{1}cm超过服务限制{2}cm',
    'en-US': 'Channel {0}: height {1} cm is above the service limit {2} cm',
    'vi-VN': 'Kênh {0}: chiều cao {1} cm vượt giới hạn dịch vụ {2} cm',
  },
  limitLongestSideAbove: {
    'zh-CN': '渠道{0}：最长边{1}cm超过服务限制{2}cm',
    'en-US': 'Channel {0}: longest side {1} cm is above the service limit {2} cm',
    'vi-VN': 'Kênh {0}: cạnh dài nhất {1} cm vượt giới hạn dịch vụ {2} cm',
  },
  limitSquareAbove: {
    'zh-CN': '渠道{0}：方数{1}超过服务限制{2}',
    'en-US': 'Channel {0}: {1} cubic metres is above the service limit {2}',
    'vi-VN': 'Kênh {0}: {1} mét khối vượt giới hạn dịch vụ {2}',
  },
  limitCountryNotAllowed: {
    'zh-CN': '渠道{0}：目的国{1}不在服务限制允许的国家（{2}）内',
    'en-US': 'Channel {0}: destination {1} is not among the countries of its service limit ({2})',
    'vi-VN': 'Kênh {0}: quốc gia đến {1} không thuộc các quốc gia của giới hạn dịch vụ ({2})',
  },
  limitCountryForbidden: {
    'zh-CN': '渠道{0}：服务限制禁止目的国{1}',
    'en-US': 'Channel {0}: its service limit forbids destination {1}',
    'vi-VN': 'Kênh {0}: giới hạn dịch vụ cấm quốc gia đến {1}',
  },
  limitGoodsForbidden: {
    'zh-CN': '渠道{0}：品名{1}为服务限制的禁运品名',
    'en-US': 'Channel {0}: goods description {1} is forbidden by its service limit',
    'vi-VN': 'Kênh {0}: tên hàng {1} bị cấm theo giới hạn dịch vụ',
  },
  limitDeclareTypeNotAllowed: {
    'zh-CN': '渠道{0}：报关方式{1}不在服务限制允许的报关方式（{2}）内',
    'en-US': 'Channel {0}: declare type {1} is not among the declare types of its service limit ({2})',
    'vi-VN': 'Kênh {0}: loại khai báo {1} không thuộc các loại khai báo của giới hạn dịch vụ ({2})',
  },
  limitChannelFull: {
    'zh-CN': '渠道{0}：已达到渠道限制（按{1}，每{2} {3}），{4}已用{5}',
    'en-US': 'Channel {0}: its channel limit ({1}, {3} per {2}) is reached — {5} used in {4}',
    'vi-VN': 'Kênh {0}: đã đạt giới hạn kênh ({1}, {3} mỗi {2}) — đã dùng {5} trong {4}',
  },
  limitWaybillRefused: {
    'zh-CN': '运单{0}：{1}',
    'en-US': 'Waybill {0}: {1}',
    'vi-VN': 'Vận đơn {0}: {1}',
  },
} as const satisfies Record<string, Message>;
