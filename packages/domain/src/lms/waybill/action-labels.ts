import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { WaybillAction } from './status-machine.ts';

/** Names of the status-machine actions (scan screens, buttons, refusal messages). */
export const WAYBILL_ACTION_LABELS: Record<WaybillAction, Message> = {
  confirmWaybill: l('确认运单', 'Confirm waybill', 'Xác nhận vận đơn'),
  requestPickUp: l('预约揽收', 'Request pick-up', 'Yêu cầu lấy hàng'),
  cancelPickUp: l('取消揽收', 'Cancel pick-up', 'Hủy lấy hàng'),
  arrive: l('到货', 'Arrive', 'Hàng đến kho'),
  receive: l('收货', 'Receive', 'Nhận hàng'),
  warn: l('收货预警', 'Receive warning', 'Cảnh báo nhận hàng'),
  releaseWarning: l('解除预警', 'Release warning', 'Gỡ cảnh báo'),
  updateWeight: l('更新重量', 'Update weight', 'Cập nhật trọng lượng'),
  checkGoods: l('查验', 'Check goods', 'Kiểm hàng'),
  package: l('打包/打板', 'Package / pallet', 'Đóng gói / pallet'),
  requestWeightConfirm: l('发起重量确认', 'Request weight confirmation', 'Yêu cầu xác nhận trọng lượng'),
  confirmWeight: l('确认重量', 'Confirm weight', 'Xác nhận trọng lượng'),
  rejectWeight: l('拒绝重量', 'Reject weight', 'Từ chối trọng lượng'),
  auditDocument: l('单证审核通过', 'Audit document', 'Duyệt chứng từ'),
  denyDocument: l('单证审核不通过', 'Deny document', 'Từ chối chứng từ'),
  routeFailed: l('渠道分配失败', 'Route failed', 'Phân kênh thất bại'),
  routeChannel: l('分配渠道', 'Route channel', 'Phân kênh'),
  send: l('发货', 'Send', 'Gửi hàng'),
  arrival: l('到港', 'Arrival', 'Đến cảng'),
  clearCustoms: l('清关提货', 'Clear customs', 'Thông quan'),
  handOver: l('交尾程', 'Hand over', 'Bàn giao'),
  transit: l('转运', 'Transit', 'Trung chuyển'),
  outForDelivery: l('派送', 'Out for delivery', 'Đi giao'),
  availableForPickUp: l('到达自提点', 'Available for pick-up', 'Chờ nhận tại điểm'),
  deliveryFail: l('派送失败', 'Delivery failed', 'Giao thất bại'),
  raiseException: l('登记异常', 'Raise exception', 'Báo ngoại lệ'),
  deliver: l('签收', 'Deliver', 'Giao hàng'),
  requestReturn: l('退件登记', 'Register return', 'Đăng ký hoàn hàng'),
  cancelReturn: l('取消退件', 'Cancel return', 'Hủy hoàn hàng'),
  returnFromDestination: l('目的地退件', 'Return from destination', 'Hoàn từ nơi đến'),
  returnIn: l('退件入库', 'Return in', 'Nhập kho hàng hoàn'),
  returnToCustomer: l('退回客户', 'Return to customer', 'Trả lại khách hàng'),
};
