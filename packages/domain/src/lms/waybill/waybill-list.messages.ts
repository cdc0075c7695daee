import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the waybill list extras: export, copy, batch update, numbers lookup. */
export const WAYBILL_LIST_MESSAGES = {
  lmsBatchUpdateNoField: {
    'zh-CN': '请至少选择一个要修改的字段',
    'en-US': 'Choose at least one field to change',
    'vi-VN': 'Vui lòng chọn ít nhất một trường cần sửa',
  },
  lmsBatchUpdateOnlyBeforeSend: {
    'zh-CN': '运单{0}已发货，不能修改',
    'en-US': 'Waybill {0} has been sent and cannot be changed',
    'vi-VN': 'Vận đơn {0} đã được gửi, không thể sửa',
  },
  lmsBatchUpdateOnlyBeforeReceive: {
    'zh-CN': '运单{0}已收货，不能修改',
    'en-US': 'Waybill {0} has been received and cannot be changed',
    'vi-VN': 'Vận đơn {0} đã được nhận hàng, không thể sửa',
  },
  lmsWaybillNosNotFound: {
    'zh-CN': '以下运单号不存在：{0}',
    'en-US': 'These waybill numbers do not exist: {0}',
    'vi-VN': 'Các số vận đơn sau không tồn tại: {0}',
  },
  lmsChooseWaybills: {
    'zh-CN': '请选择运单或输入运单号',
    'en-US': 'Choose waybills or enter waybill numbers',
    'vi-VN': 'Vui lòng chọn vận đơn hoặc nhập số vận đơn',
  },
  lmsBatchTooManyNumbers: {
    'zh-CN': '一次最多处理{0}个单号',
    'en-US': 'At most {0} numbers at once',
    'vi-VN': 'Tối đa {0} số mỗi lần',
  },
  lmsWaybillExportTitle: {
    'zh-CN': '运单',
    'en-US': 'Waybills',
    'vi-VN': 'Vận đơn',
  },
} satisfies Record<string, Message>;
