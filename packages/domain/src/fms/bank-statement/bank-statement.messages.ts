import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of bank statements and their matching. */
export const BANK_STATEMENT_MESSAGES = {
  accountFlowNoMatch: {
    'zh-CN': '没有匹配结果，请重试',
    'en-US': 'No matching result, please retry',
    'vi-VN': 'Không có kết quả khớp, vui lòng thử lại',
  },
  statementNotAFile: {
    'zh-CN': '请上传 xlsx 或 csv 格式的银行流水',
    'en-US': 'Upload the bank statement as an xlsx or csv file',
    'vi-VN': 'Hãy tải sao kê ngân hàng dạng tệp xlsx hoặc csv',
  },
  statementEmpty: {
    'zh-CN': '文件中没有流水行',
    'en-US': 'The file holds no statement lines',
    'vi-VN': 'Tệp không có dòng sao kê nào',
  },
  statementTooManyRows: {
    'zh-CN': '一次最多导入{0}行',
    'en-US': 'At most {0} lines can be imported at once',
    'vi-VN': 'Mỗi lần nhập tối đa {0} dòng',
  },
  statementColumnMissing: {
    'zh-CN': '文件中没有列“{0}”',
    'en-US': 'The file has no column "{0}"',
    'vi-VN': 'Tệp không có cột "{0}"',
  },
  statementBadAmount: {
    'zh-CN': '第{0}行：金额“{1}”无法识别',
    'en-US': 'Row {0}: the amount "{1}" cannot be read',
    'vi-VN': 'Dòng {0}: không đọc được số tiền "{1}"',
  },
  statementBadTime: {
    'zh-CN': '第{0}行：交易时间“{1}”无法识别',
    'en-US': 'Row {0}: the trade time "{1}" cannot be read',
    'vi-VN': 'Dòng {0}: không đọc được thời gian giao dịch "{1}"',
  },
  statementLineMatched: {
    'zh-CN': '第{0}行流水已匹配',
    'en-US': 'Statement line {0} is already matched',
    'vi-VN': 'Dòng sao kê {0} đã được khớp',
  },
  statementLineUnmatched: {
    'zh-CN': '第{0}行流水尚未匹配',
    'en-US': 'Statement line {0} is not matched',
    'vi-VN': 'Dòng sao kê {0} chưa được khớp',
  },
  statementFlowTaken: {
    'zh-CN': '账户流水{0}已匹配其他银行流水',
    'en-US': 'Account flow {0} is already matched to another statement line',
    'vi-VN': 'Dòng tiền {0} đã khớp với dòng sao kê khác',
  },
  statementFlowDiffers: {
    'zh-CN': '账户或金额与银行流水不一致',
    'en-US': 'The account or the amount differs from the statement line',
    'vi-VN': 'Tài khoản hoặc số tiền khác với dòng sao kê',
  },
  statementClaimIncoming: {
    'zh-CN': '只有收入流水可以转入待认领',
    'en-US': 'Only money in can be sent to charge claim',
    'vi-VN': 'Chỉ tiền vào mới chuyển sang chờ nhận được',
  },
  statementUnmatchClaimed: {
    'zh-CN': '已转入待认领的流水{0}不能取消匹配，请处理收款单{1}',
    'en-US': 'Line {0} went to charge claim and cannot be unmatched; handle receipt {1}',
    'vi-VN': 'Dòng {0} đã chuyển sang chờ nhận, không thể bỏ khớp; hãy xử lý phiếu thu {1}',
  },
  matchRuleSubjectRequired: {
    'zh-CN': '记为收支的规则必须选择收支科目',
    'en-US': 'A rule that books income or expense needs a subject',
    'vi-VN': 'Quy tắc ghi thu chi cần có khoản mục',
  },
  matchRuleValueRange: {
    'zh-CN': '最小金额不能大于最大金额',
    'en-US': 'The smallest amount cannot be above the largest',
    'vi-VN': 'Số tiền nhỏ nhất không được lớn hơn số tiền lớn nhất',
  },
} satisfies Record<string, Message>;
