import {
  BUSINESS_LOG_ACTIONS,
  FEE_COLUMN_LABELS,
  FEE_LABELS,
  L,
  l,
  MESSAGES,
  PICK_UP_TASK_LABELS,
  WAYBILL_LIST_LABELS,
  WAYBILL_STATUS_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of pick-up tasks in zh-CN, en-US and vi-VN. */
export const texts = {
  waybillTools: {
    route: {
      pickUpTask: l('提货任务', 'Pick-up tasks', 'Phiếu lấy hàng'),
    },
    pickUp: {
      taskNo: PICK_UP_TASK_LABELS.taskNo,
      waybillNo: FEE_COLUMN_LABELS.waybillNo,
      customerNo: FEE_COLUMN_LABELS.customerNo,
      customer: MESSAGES.entityCustomer,
      status: FEE_COLUMN_LABELS.status,
      address: PICK_UP_TASK_LABELS.address,
      contact: PICK_UP_TASK_LABELS.contact,
      phone: PICK_UP_TASK_LABELS.phone,
      plannedTime: PICK_UP_TASK_LABELS.plannedTime,
      waybills: FEE_LABELS.waybillIds,
      pieceCount: WAYBILL_LIST_LABELS.pieceCount,
      estimatedWeight: PICK_UP_TASK_LABELS.estimatedWeight,
      driver: PICK_UP_TASK_LABELS.driverName,
      driverPhone: PICK_UP_TASK_LABELS.driverPhone,
      vehicle: PICK_UP_TASK_LABELS.vehicleId,
      remark: L.remark,
      createdAt: l('创建时间', 'Created at', 'Ngày tạo'),
      newTask: l('新建提货任务', 'New pick-up task', 'Tạo phiếu lấy hàng'),
      cancel: l('取消任务', 'Cancel task', 'Hủy phiếu'),
      cancelConfirm: l(
        '确定取消提货任务 {{taskNo}}？其运单将退回“已下单”。',
        'Cancel pick-up task {{taskNo}}? Its waybills go back to “ordered”.',
        'Hủy phiếu lấy hàng {{taskNo}}? Các vận đơn sẽ trở về “đã đặt hàng”.',
      ),
      cancelReason: l('原因（可选）', 'Reason (optional)', 'Lý do (không bắt buộc)'),
      assign: BUSINESS_LOG_ACTIONS.assign,
      assignTitle: l(
        '为 {{taskNo}} 分配司机',
        'Assign driver to {{taskNo}}',
        'Phân công tài xế cho {{taskNo}}',
      ),
      complete: WAYBILL_STATUS_LABELS.pickedUp,
      completeConfirm: l(
        '确定提货任务 {{taskNo}} 已提货？其运单将到仓。',
        'Mark pick-up task {{taskNo}} as picked up? Its waybills arrive at the warehouse.',
        'Xác nhận phiếu {{taskNo}} đã lấy hàng? Các vận đơn sẽ về kho.',
      ),
      pickWaybills: l(
        '待提货运单（已下单）',
        'Waybills to pick up (ordered)',
        'Vận đơn cần lấy (đã đặt hàng)',
      ),
      noOrderedWaybills: l(
        '没有待提货的已下单运单',
        'No ordered waybills waiting for a pick-up',
        'Không có vận đơn đã đặt hàng chờ lấy',
      ),
      created: l(
        '已创建提货任务 {{taskNo}}',
        'Pick-up task {{taskNo}} created',
        'Đã tạo phiếu lấy hàng {{taskNo}}',
      ),
      done: l('完成', 'Done', 'Xong'),
      customerFirst: l('请先选择客户', 'Choose the customer first', 'Hãy chọn khách hàng trước'),
    },
  },
} satisfies TextTree;
