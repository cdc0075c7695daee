import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the customer and agent return registers (platform-core §2 customer service). */
export const RETURN_PERMISSION_CODES = {
  lmsCustomerReturn: 'lms/customerReturn',
  lmsCustomerReturnRegister: 'lms/customerReturn:register',
  lmsCustomerReturnCancel: 'lms/customerReturn:cancelRegister',
  lmsAgentReturn: 'lms/agentReturn',
  lmsAgentReturnRegister: 'lms/agentReturn:register',
  lmsAgentReturnCancel: 'lms/agentReturn:cancelRegister',
} as const;
export const RETURN_ACTIONS = ['register', 'cancelRegister'] as const;

/** Who sent the waybill back: returned to the customer, or returned by the delivery agent. */
export const RETURN_KINDS = ['customer', 'agent'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The screen code of each kind (its actions are `<screen>:register` and `<screen>:cancelRegister`). */
export const RETURN_SCREEN: Record<ReturnKind, string> = {
  customer: RETURN_PERMISSION_CODES.lmsCustomerReturn,
  agent: RETURN_PERMISSION_CODES.lmsAgentReturn,
};

export const RETURN_TITLES: Record<ReturnKind, Message> = {
  customer: l('客户退件', 'Customer returns', 'Hoàn hàng cho khách'),
  agent: l('代理退件', 'Agent returns', 'Hàng đại lý hoàn về'),
};

export const RETURN_PERMISSION_LABELS = {
  'lms/customerReturn': RETURN_TITLES.customer,
  'lms/agentReturn': RETURN_TITLES.agent,
} as const satisfies Record<string, Message>;

/** A register is in force until cancelled. */
export const ReturnStatus = { registered: 0, cancelled: 10 } as const;
export type ReturnStatusValue = (typeof ReturnStatus)[keyof typeof ReturnStatus];
export const RETURN_STATUS_LABELS: Record<ReturnStatusValue, Message> = {
  0: l('已登记', 'Registered', 'Đã đăng ký'),
  10: l('已取消', 'Cancelled', 'Đã hủy'),
};

/** The business log's names of the return actions. */
export const RETURN_LOG_ACTIONS = {
  returnRegister: l('退件登记', 'Return register', 'Đăng ký hoàn hàng'),
  cancelReturnRegister: l('取消退件登记', 'Cancel return register', 'Hủy đăng ký hoàn hàng'),
} as const satisfies Record<string, Message>;
