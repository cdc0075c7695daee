import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the waybill fees (issue 5 "Quotes and fees": calculation, recalculation, manual fees, split). */
export const FEE_MESSAGES = {
  feeNoSendTime: {
    'zh-CN': '运单未发货，不能按发货时间重算',
    'en-US': 'The waybill is not sent; it cannot be recalculated by send time',
    'vi-VN': 'Vận đơn chưa gửi, không thể tính lại theo thời gian gửi',
  },
  feeNoReceiveTime: {
    'zh-CN': '运单未收货，不能按收货时间重算',
    'en-US': 'The waybill is not received; it cannot be recalculated by receive time',
    'vi-VN': 'Vận đơn chưa nhận hàng, không thể tính lại theo thời gian nhận',
  },
  feeSpecifiedPriceRequired: {
    'zh-CN': '请选择指定价格',
    'en-US': 'Please select the specified price',
    'vi-VN': 'Vui lòng chọn bảng giá chỉ định',
  },
  feeSettledReadOnly: {
    'zh-CN': '费用{0}已出账或已核销，不能修改或删除',
    'en-US': 'The fee {0} is billed or written off and cannot be changed or deleted',
    'vi-VN': 'Phí {0} đã lập hóa đơn hoặc đã xóa sổ, không thể sửa hoặc xóa',
  },
  feeSplitNoBasis: {
    'zh-CN': '所选运单的分摊依据合计为0，不能分摊',
    'en-US': 'The split basis of the selected waybills adds up to 0; nothing to split by',
    'vi-VN': 'Tổng căn cứ phân bổ của các vận đơn đã chọn bằng 0, không thể phân bổ',
  },
  feeWaybillsNotFound: {
    'zh-CN': '运单不存在：{0}',
    'en-US': 'Waybills not found: {0}',
    'vi-VN': 'Không tìm thấy vận đơn: {0}',
  },
  feeTooManyWaybills: {
    'zh-CN': '一次最多重算{0}票运单',
    'en-US': 'At most {0} waybills can be recalculated at once',
    'vi-VN': 'Mỗi lần chỉ tính lại tối đa {0} vận đơn',
  },
  feeNoAgent: {
    'zh-CN': '运单没有代理，未计算应付费用',
    'en-US': 'The waybill has no agent; no agent fees were calculated',
    'vi-VN': 'Vận đơn không có đại lý, chưa tính phí phải trả',
  },
  jobRecalculatingFees: {
    'zh-CN': '正在重算费用',
    'en-US': 'Recalculating the fees',
    'vi-VN': 'Đang tính lại phí',
  },
} satisfies Record<string, Message>;

/** Field labels of the fee payloads in validation messages. */
export const FEE_LABELS: Record<string, Message> = {
  waybillIds: { 'zh-CN': '运单', 'en-US': 'Waybills', 'vi-VN': 'Vận đơn' },
  waybillNos: { 'zh-CN': '运单号', 'en-US': 'Waybill numbers', 'vi-VN': 'Số vận đơn' },
  priceId: { 'zh-CN': '指定价格', 'en-US': 'Specified price', 'vi-VN': 'Bảng giá chỉ định' },
  subjectName: { 'zh-CN': '费用科目', 'en-US': 'Fee subject', 'vi-VN': 'Khoản phí' },
  value: { 'zh-CN': '金额', 'en-US': 'Amount', 'vi-VN': 'Số tiền' },
  amount: { 'zh-CN': '金额', 'en-US': 'Amount', 'vi-VN': 'Số tiền' },
  currency: { 'zh-CN': '币种', 'en-US': 'Currency', 'vi-VN': 'Tiền tệ' },
  reason: { 'zh-CN': '补录原因', 'en-US': 'Supplement reason', 'vi-VN': 'Lý do bổ sung' },
  splitType: { 'zh-CN': '分摊方式', 'en-US': 'Split type', 'vi-VN': 'Cách phân bổ' },
  innerRemark: { 'zh-CN': '内部备注', 'en-US': 'Internal remark', 'vi-VN': 'Ghi chú nội bộ' },
  outerRemark: { 'zh-CN': '外部备注', 'en-US': 'External remark', 'vi-VN': 'Ghi chú bên ngoài' },
};
