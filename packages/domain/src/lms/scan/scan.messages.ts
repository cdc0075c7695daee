import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the scan screens, scan records and weight confirmation (issue 4, scanning part). */
export const SCAN_MESSAGES = {
  scanNumberNotFound: {
    'zh-CN': '未找到单号{0}对应的运单',
    'en-US': 'No waybill found for number {0}',
    'vi-VN': 'Không tìm thấy vận đơn với số {0}',
  },
  scanNumberAmbiguous: {
    'zh-CN': '单号{0}对应多个运单，请扫描运单号',
    'en-US': 'Number {0} matches several waybills; scan the waybill number',
    'vi-VN': 'Số {0} khớp với nhiều vận đơn; vui lòng quét số vận đơn',
  },
  scanDone: {
    'zh-CN': '{0}：{1}成功，当前状态：{2}',
    'en-US': '{0}: {1} done; status {2}',
    'vi-VN': '{0}: {1} thành công; trạng thái {2}',
  },
  scanReceiveDone: {
    'zh-CN': '{0}：收货成功，{1}件，计费重{2}kg',
    'en-US': '{0}: received, {1} piece(s), charge weight {2} kg',
    'vi-VN': '{0}: đã nhận hàng, {1} kiện, trọng lượng tính phí {2} kg',
  },
  scanWeightUpdated: {
    'zh-CN': '{0}：重量已更新，计费重{1}kg',
    'en-US': '{0}: weights updated, charge weight {1} kg',
    'vi-VN': '{0}: đã cập nhật trọng lượng, trọng lượng tính phí {1} kg',
  },
  scanPackageDone: {
    'zh-CN': '{0}：已打包，包号{1}',
    'en-US': '{0}: packed into {1}',
    'vi-VN': '{0}: đã đóng gói vào {1}',
  },
  scanCheckGoodsFailed: {
    'zh-CN': '{0}：查验异常（{1}）',
    'en-US': '{0}: goods check failed ({1})',
    'vi-VN': '{0}: kiểm hàng bất thường ({1})',
  },
  scanCheckReasonRequired: {
    'zh-CN': '请输入查验异常原因',
    'en-US': 'Please enter the reason of the failed check',
    'vi-VN': 'Vui lòng nhập lý do kiểm hàng bất thường',
  },
  scanVerifyClear: {
    'zh-CN': '{0}：状态{1}，无拦截标记',
    'en-US': '{0}: status {1}, no blocking flag',
    'vi-VN': '{0}: trạng thái {1}, không có cờ chặn',
  },
  scanVerifyBlocked: {
    'zh-CN': '{0}：状态{1}，拦截：{2}',
    'en-US': '{0}: status {1}; blocked: {2}',
    'vi-VN': '{0}: trạng thái {1}; bị chặn: {2}',
  },
  scanQueryDone: {
    'zh-CN': '{0}：状态{1}，{2}件',
    'en-US': '{0}: status {1}, {2} piece(s)',
    'vi-VN': '{0}: trạng thái {1}, {2} kiện',
  },
} satisfies Record<string, Message>;
