import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of fetching and cancelling track numbers through a channel's label API. */
export const TRACK_NO_MESSAGES = {
  trackNoNoChannel: {
    'zh-CN': '运单 {0} 未分配渠道',
    'en-US': 'Waybill {0} has no channel',
    'vi-VN': 'Vận đơn {0} chưa có kênh',
  },
  trackNoNoLabelApi: {
    'zh-CN': '渠道 {0} 未配置面单接口',
    'en-US': 'Channel {0} has no label API',
    'vi-VN': 'Kênh {0} chưa cấu hình API nhãn',
  },
  trackNoAlreadyFetched: {
    'zh-CN': '运单 {0} 已有跟踪号 {1}，请先取消',
    'en-US': 'Waybill {0} already has track number {1}; cancel it first',
    'vi-VN': 'Vận đơn {0} đã có mã theo dõi {1}, hãy hủy trước',
  },
  trackNoFinished: {
    'zh-CN': '运单 {0} 已完结，不能更改跟踪号',
    'en-US': 'Waybill {0} is finished; its track number cannot change',
    'vi-VN': 'Vận đơn {0} đã hoàn tất, không thể đổi mã theo dõi',
  },
  trackNoBusy: {
    'zh-CN': '运单 {0} 正在获取跟踪号，请稍候',
    'en-US': 'The track number of waybill {0} is being fetched, please wait',
    'vi-VN': 'Đang lấy mã theo dõi của vận đơn {0}, vui lòng chờ',
  },
  trackNoNotFetched: {
    'zh-CN': '运单 {0} 没有通过面单接口获取的跟踪号',
    'en-US': 'Waybill {0} has no track number fetched through a label API',
    'vi-VN': 'Vận đơn {0} không có mã theo dõi lấy qua API nhãn',
  },
  trackNoSent: {
    'zh-CN': '运单 {0} 已发出，不能取消跟踪号',
    'en-US': 'Waybill {0} has been sent; its track number cannot be cancelled',
    'vi-VN': 'Vận đơn {0} đã gửi đi, không thể hủy mã theo dõi',
  },
  trackNoCustomerFetchRefused: {
    'zh-CN': '该渠道不允许客户自行获取面单',
    'en-US': 'Customers may not fetch labels on this channel',
    'vi-VN': 'Kênh này không cho phép khách hàng tự lấy nhãn',
  },
  trackNoCustomerPrintRefused: {
    'zh-CN': '不允许客户打印该面单',
    'en-US': 'Customers may not print this label',
    'vi-VN': 'Khách hàng không được in nhãn này',
  },
  trackNoNoLabel: {
    'zh-CN': '运单 {0} 没有面单',
    'en-US': 'Waybill {0} has no label',
    'vi-VN': 'Vận đơn {0} chưa có nhãn',
  },
  trackNoNoTrackNo: {
    'zh-CN': '运单 {0} 没有跟踪号',
    'en-US': 'Waybill {0} has no track number',
    'vi-VN': 'Vận đơn {0} chưa có mã theo dõi',
  },
  trackNoNoTrackApi: {
    'zh-CN': '运单 {0} 的渠道未配置轨迹接口',
    'en-US': 'The channel of waybill {0} has no track API',
    'vi-VN': 'Kênh của vận đơn {0} chưa cấu hình API hành trình',
  },
  trackNoCarrierLayerMissing: {
    'zh-CN': '承运商接口尚未启用',
    'en-US': 'The carrier connection layer is not available',
    'vi-VN': 'Lớp kết nối hãng vận chuyển chưa sẵn sàng',
  },
} as const satisfies Record<string, Message>;
