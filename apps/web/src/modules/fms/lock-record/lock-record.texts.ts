import {
  LOCK_RECORD_PERMISSION_LABELS,
  l,
  PICK_UP_TASK_LABELS,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of month lock and carry-over in zh-CN, en-US and vi-VN. */
export const texts = {
  lockRecord: {
    title: LOCK_RECORD_PERMISSION_LABELS['fms/lockRecord'],
    months: l('最近24个月', 'The last 24 months', '24 tháng gần nhất'),
    month: l('会计月份', 'Accounting month', 'Tháng kế toán'),
    state: l('状态', 'State', 'Trạng thái'),
    isLocked: l('已锁账', 'Locked', 'Đã khóa sổ'),
    isOpen: l('未锁账', 'Open', 'Chưa khóa sổ'),
    lockedAt: l('锁账时间', 'Locked at', 'Thời gian khóa'),
    lock: l('锁账', 'Lock', 'Khóa sổ'),
    unlock: l('解锁', 'Unlock', 'Mở khóa'),
    carryOver: LOCK_RECORD_PERMISSION_LABELS['fms/carryOver'],
    lockTitle: l('锁定 {{month}}', 'Lock {{month}}', 'Khóa sổ {{month}}'),
    unlockTitle: l('解锁 {{month}}', 'Unlock {{month}}', 'Mở khóa {{month}}'),
    lockHint: l(
      '锁账后，业务日期在该月的账单、收款、核销和费用变更都会被拒绝。',
      'Once locked, bills, receipts, write-offs and fee changes dated in this month are refused.',
      'Sau khi khóa, hóa đơn, phiếu thu, cấn trừ và thay đổi phí trong tháng này đều bị từ chối.',
    ),
    reason: PICK_UP_TASK_LABELS.reason!,
    lockedDone: l('{{month}} 已锁账', '{{month}} locked', 'Đã khóa sổ {{month}}'),
    unlockedDone: l('{{month}} 已解锁', '{{month}} unlocked', 'Đã mở khóa {{month}}'),
    carryOverConfirm: l(
      '把 {{month}} 未出账的客户费用（预估和已确认）的归属时间移到下一个未锁账月份的第一天？',
      'Move the unbilled customer fees (estimated and confirmed) of {{month}} to the first day of the next open month?',
      'Chuyển phí khách hàng chưa lập hóa đơn (tạm tính và đã xác nhận) của {{month}} sang ngày đầu tiên của tháng chưa khóa tiếp theo?',
    ),
    carryOverQueued: l(
      '{{month}} 的结转已排队，稍后在后台完成',
      'The carry-over of {{month}} is queued and runs in the background',
      'Đã xếp hàng kết chuyển {{month}}, sẽ chạy nền',
    ),
    record: l('锁账记录', 'Lock record', 'Nhật ký khóa sổ'),
    action: l('锁账/解锁', 'Lock or unlock', 'Khóa hoặc mở khóa'),
    operator: l('操作人', 'By', 'Người thực hiện'),
    time: WAYBILL_FIELD_LABELS.time!,
    total_count: l('共 {{total}} 条记录', '{{total}} records', '{{total}} bản ghi'),
  },
} satisfies TextTree;
