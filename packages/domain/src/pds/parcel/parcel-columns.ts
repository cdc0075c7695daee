import { WAYBILL_FIELD_LABELS } from '../../lms/waybill/index.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** The columns of the parcel list and its export, in order. */
export const PARCEL_COLUMN_LABELS = {
  waybillNo: l('小包单号', 'Parcel number', 'Mã bưu kiện'),
  customerNo: l('客户单号', 'Customer number', 'Mã khách hàng'),
  customer: WAYBILL_FIELD_LABELS.customerId!,
  status: l('状态', 'Status', 'Trạng thái'),
  productName: WAYBILL_FIELD_LABELS.productId!,
  channelName: l('渠道', 'Channel', 'Kênh'),
  trackNo: l('跟踪号', 'Track number', 'Mã theo dõi'),
  labelError: l('制单失败原因', 'Label error', 'Lỗi tạo nhãn'),
  destination: l('目的国', 'Destination', 'Nước đến'),
  recipientName: l('收件人', 'Recipient', 'Người nhận'),
  pieceCount: l('件数', 'Pieces', 'Số kiện'),
  chargeWeight: l('计费重(kg)', 'Charge weight (kg)', 'Trọng lượng tính phí (kg)'),
  endShipManifestCode: l('尾程交接单号', 'End-ship manifest', 'Bảng kê giao chặng cuối'),
  orderTime: l('下单时间', 'Order time', 'Thời gian đặt'),
} as const satisfies Record<string, Message>;
export type ParcelColumn = keyof typeof PARCEL_COLUMN_LABELS;

/** Most rows one export writes. */
export const PARCEL_EXPORT_MAX_ROWS = 50_000;
