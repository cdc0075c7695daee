import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the parcel system (PDS). */
export const PARCEL_MESSAGES = {
  pdsProductNotPds: {
    'zh-CN': '产品{0}不是小包产品',
    'en-US': 'Product {0} is not a parcel (PDS) product',
    'vi-VN': 'Sản phẩm {0} không phải sản phẩm bưu kiện (PDS)',
  },
  pdsNoPrice: {
    'zh-CN': '产品{0}无报价：{1}',
    'en-US': 'Product {0} has no price: {1}',
    'vi-VN': 'Sản phẩm {0} không có giá: {1}',
  },
  pdsNoLabelApi: {
    'zh-CN': '渠道未配置面单接口',
    'en-US': 'The channel has no label API',
    'vi-VN': 'Kênh chưa cấu hình API nhãn',
  },
  pdsCarrierUnavailable: {
    'zh-CN': '承运商接口暂不可用，稍后将自动重试',
    'en-US': 'The carrier could not be reached; the label will be retried',
    'vi-VN': 'Không kết nối được hãng vận chuyển; sẽ tự động thử lại',
  },
  pdsStatusNot: {
    'zh-CN': '小包{0}状态为{1}，不能{2}',
    'en-US': 'Parcel {0} is {1} and cannot be {2}',
    'vi-VN': 'Bưu kiện {0} đang ở trạng thái {1}, không thể {2}',
  },
  pdsManifested: {
    'zh-CN': '小包{0}已在交接单{1}中，不能取消',
    'en-US': 'Parcel {0} is on end-ship manifest {1} and cannot be cancelled',
    'vi-VN': 'Bưu kiện {0} đã nằm trong bảng kê {1}, không thể hủy',
  },
  pdsNoLabel: {
    'zh-CN': '小包{0}没有面单',
    'en-US': 'Parcel {0} has no label',
    'vi-VN': 'Bưu kiện {0} chưa có nhãn',
  },
  pdsNoLabels: {
    'zh-CN': '以下小包没有面单：{0}',
    'en-US': 'These parcels have no label: {0}',
    'vi-VN': 'Các bưu kiện sau chưa có nhãn: {0}',
  },
  pdsLabelFormatMixed: {
    'zh-CN': '小包{0}的面单不是{1}格式',
    'en-US': 'The label of parcel {0} is not in {1} format',
    'vi-VN': 'Nhãn của bưu kiện {0} không ở định dạng {1}',
  },
  pdsFileNotOwn: {
    'zh-CN': '只能删除自己上传的文件',
    'en-US': 'Only the uploader can delete a file',
    'vi-VN': 'Chỉ người tải lên mới được xóa tệp',
  },
  pdsCustomerNoExists: {
    'zh-CN': '客户单号{0}已存在',
    'en-US': 'Customer number {0} already exists',
    'vi-VN': 'Mã khách hàng {0} đã tồn tại',
  },
  pdsTrackOrdered: { 'zh-CN': '已下单', 'en-US': 'Order placed', 'vi-VN': 'Đã đặt đơn' },
  pdsTrackLabelled: {
    'zh-CN': '已制单，跟踪号{0}',
    'en-US': 'Label created, track number {0}',
    'vi-VN': 'Đã tạo nhãn, mã theo dõi {0}',
  },
  pdsTrackCancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'vi-VN': 'Đã hủy' },
  pdsTrackShipConfirmed: {
    'zh-CN': '已发货确认，等待揽收',
    'en-US': 'Shipment confirmed, waiting for pick-up',
    'vi-VN': 'Đã xác nhận gửi, chờ lấy hàng',
  },
} satisfies Record<string, Message>;

/** The verbs of the status refusal (`pdsStatusNot` {2}). */
export const PARCEL_ACTION_VERBS = {
  cancel: { 'zh-CN': '取消', 'en-US': 'cancelled', 'vi-VN': 'hủy' },
  shipConfirm: { 'zh-CN': '发货确认', 'en-US': 'confirmed for shipping', 'vi-VN': 'xác nhận gửi' },
  print: { 'zh-CN': '打印', 'en-US': 'printed', 'vi-VN': 'in' },
} as const satisfies Record<string, Message>;
