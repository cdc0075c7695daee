import {
  BUSINESS_LOG_ACTIONS,
  DETAIN_TITLES,
  l,
  MESSAGES,
  WAYBILL_FIELD_LABELS,
  WAYBILL_FLAG_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of detain management (type and source names are the domain's). */
export const texts = {
  detain: {
    title: DETAIN_TITLES.list,
    waybillNo: WAYBILL_FIELD_LABELS.waybillNo,
    customer: MESSAGES.entityCustomer,
    status: WAYBILL_FIELD_LABELS.status!,
    detainType: l('扣件类型（筛选）', 'Detain type', 'Loại tạm giữ (lọc)'),
    detainTypes: WAYBILL_FLAG_LABELS.isDetain,
    reason: l('扣件原因', 'Detain reason', 'Lý do tạm giữ'),
    time: l('扣件时间', 'Detained at', 'Thời điểm tạm giữ'),
    by: l('扣件人', 'Detained by', 'Người tạm giữ'),
    detain: BUSINESS_LOG_ACTIONS.detain,
    release: l('放行', 'Release', 'Giải phóng'),
    history: l('扣件记录', 'Detain history', 'Lịch sử tạm giữ'),
    action: l('扣件动作', 'Detain or release', 'Tạm giữ hay giải phóng'),
    source: l('记录来源', 'Recorded from', 'Nguồn ghi nhận'),
    releaseQuestion: l(
      '放行选中的 {{count}} 票运单？',
      'Release the {{count}} selected waybills?',
      'Giải phóng {{count}} vận đơn đã chọn?',
    ),
    detainNos: l(
      '要扣件的运单号（每行一个）',
      'Waybill numbers to detain (one a line)',
      'Số vận đơn cần tạm giữ (mỗi dòng một số)',
    ),
  },
  permissionAction: {
    detain: BUSINESS_LOG_ACTIONS.detain,
    release: l('放行扣件', 'Release detained', 'Giải phóng hàng tạm giữ'),
  },
} satisfies TextTree;
