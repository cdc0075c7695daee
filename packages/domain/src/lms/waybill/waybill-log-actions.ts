import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { WAYBILL_ACTION_LABELS } from './action-labels.ts';
import type { FlagAction } from './waybill-flags.ts';

/** Names of the flag actions (delay, detain, locks, issue, bad debt) in the business log. */
export const FLAG_ACTION_LABELS: Record<FlagAction, Message> = {
  delay: l('延误', 'Delay', 'Trễ hạn'),
  cancelDelay: l('取消延误', 'Cancel delay', 'Hủy trễ hạn'),
  detain: l('扣件', 'Detain', 'Tạm giữ'),
  cancelDetain: l('取消扣件', 'Cancel detain', 'Hủy tạm giữ'),
  markIssue: l('标记问题件', 'Mark as issue', 'Đánh dấu có vấn đề'),
  cancelIssue: l('取消问题件', 'Cancel issue', 'Hủy đánh dấu vấn đề'),
  lock: l('锁定运单', 'Lock waybill', 'Khóa vận đơn'),
  unlock: l('解锁运单', 'Unlock waybill', 'Mở khóa vận đơn'),
  lockReceivable: l('锁定应收', 'Lock receivables', 'Khóa khoản phải thu'),
  unlockReceivable: l('解锁应收', 'Unlock receivables', 'Mở khóa khoản phải thu'),
  lockPayable: l('锁定应付', 'Lock payables', 'Khóa khoản phải trả'),
  unlockPayable: l('解锁应付', 'Unlock payables', 'Mở khóa khoản phải trả'),
  markBadDebt: l('标记坏账', 'Mark as bad debt', 'Đánh dấu nợ xấu'),
  cancelBadDebt: l('取消坏账', 'Cancel bad debt', 'Hủy nợ xấu'),
};

/** The waybill's actions in the business log: the status-machine actions and the flags. */
export const WAYBILL_LOG_ACTIONS = { ...WAYBILL_ACTION_LABELS, ...FLAG_ACTION_LABELS };
