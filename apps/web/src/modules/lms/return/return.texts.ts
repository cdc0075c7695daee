import { l, RETURN_LOG_ACTIONS, RETURN_TITLES } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the customer and agent return screens. */
export const texts = {
  waybillReturn: {
    customerTitle: RETURN_TITLES.customer,
    agentTitle: RETURN_TITLES.agent,
    returnNo: l('退件单号', 'Return number', 'Số hoàn hàng'),
    reason: l('退件原因', 'Return reason', 'Lý do hoàn hàng'),
    returnTime: l('退件时间', 'Returned at', 'Thời điểm hoàn hàng'),
    registerStatus: l('登记状态', 'Register status', 'Trạng thái đăng ký'),
    customerFee: l('客户退件费', 'Customer return fee', 'Phí hoàn hàng của khách'),
    agentFee: l('代理退件费', 'Agent return fee', 'Phí hoàn hàng của đại lý'),
    by: l('登记人（退件）', 'Registered by', 'Người đăng ký'),
    register: RETURN_LOG_ACTIONS.returnRegister,
    cancel: RETURN_LOG_ACTIONS.cancelReturnRegister,
    cancelQuestion: l(
      '取消选中的 {{count}} 条退件登记？未出账的退件费用将被删除。',
      'Cancel the {{count}} selected registers? Their unbilled return fees are removed.',
      'Hủy {{count}} đăng ký đã chọn? Phí hoàn hàng chưa lập hóa đơn sẽ bị xóa.',
    ),
  },
  permissionAction: {
    register: RETURN_LOG_ACTIONS.returnRegister,
    cancelRegister: RETURN_LOG_ACTIONS.cancelReturnRegister,
  },
} satisfies TextTree;
