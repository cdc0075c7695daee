import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the reconciliation of an agent's own statement. */
export const AGENT_RECONCILE_MESSAGES = {
  agentReconcileNotAFile: {
    'zh-CN': '请上传 xlsx 或 csv 文件',
    'en-US': 'Please upload an xlsx or csv file',
    'vi-VN': 'Vui lòng tải lên tệp xlsx hoặc csv',
  },
  agentReconcileColumnMissing: {
    'zh-CN': '文件中没有列"{0}"，请重新映射列',
    'en-US': 'The file has no column "{0}"; map the columns again',
    'vi-VN': 'Tệp không có cột "{0}", vui lòng ánh xạ lại cột',
  },
  agentReconcileNoLines: {
    'zh-CN': '文件中没有对账行',
    'en-US': 'The file has no statement lines',
    'vi-VN': 'Tệp không có dòng đối soát nào',
  },
  agentReconcileLineNoNumber: {
    'zh-CN': '第{0}行没有单号',
    'en-US': 'Row {0} has no number',
    'vi-VN': 'Dòng {0} không có số đơn',
  },
  agentReconcileLineAmount: {
    'zh-CN': '第{0}行金额"{1}"不是有效金额',
    'en-US': 'Row {0}: the amount "{1}" is not a valid amount',
    'vi-VN': 'Dòng {0}: số tiền "{1}" không hợp lệ',
  },
  agentReconcileLineNoCurrency: {
    'zh-CN': '第{0}行没有币种',
    'en-US': 'Row {0} has no currency',
    'vi-VN': 'Dòng {0} không có loại tiền',
  },
  agentReconcileLineCurrency: {
    'zh-CN': '第{0}行币种{1}与我方运单{2}的费用币种{3}不同，未对账',
    'en-US': 'Row {0}: currency {1} differs from our fees of waybill {2} in {3}; not reconciled',
    'vi-VN': 'Dòng {0}: loại tiền {1} khác với phí của vận đơn {2} bằng {3}, không đối soát',
  },
  agentReconcileNotDifferent: {
    'zh-CN': '只有金额不同的行可以接受差额',
    'en-US': 'Only a line with a different amount can have its difference accepted',
    'vi-VN': 'Chỉ dòng có số tiền khác mới được chấp nhận chênh lệch',
  },
  agentReconcileAccepted: {
    'zh-CN': '运单{0}的差额已接受',
    'en-US': 'The difference of waybill {0} is already accepted',
    'vi-VN': 'Chênh lệch của vận đơn {0} đã được chấp nhận',
  },
} satisfies Record<string, Message>;
