import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of agent settlement: bills with their actions, ageing and the ledger. */
export const AGENT_BILL_PERMISSION_CODES = {
  agentBill: 'fms/agentBill',
  agentBillMake: 'fms/agentBill:make',
  agentBillCancel: 'fms/agentBill:cancel',
  agentBillRemark: 'fms/agentBill:remark',
  agentBillExport: 'fms/agentBill:export',
  agentBillAge: 'fms/agentBillAge',
  agentLedger: 'fms/agentLedger',
} as const;
export const AGENT_BILL_ACTIONS = ['make', 'cancel', 'remark', 'export'] as const;

/** Screen titles of agent settlement (route titles, sheet and PDF titles). */
export const AGENT_BILL_TITLES = {
  list: l('代理账单', 'Agent bills', 'Hóa đơn đại lý'),
  one: l('代理对账单', 'Agent statement', 'Bảng kê đại lý'),
  age: l('应付账龄', 'Payable ageing', 'Tuổi nợ phải trả'),
  ledger: l('代理台账', 'Agent ledger', 'Sổ cái đại lý'),
} as const satisfies Record<string, Message>;

/** Names of the codes in the grant tree (and the screens' titles). */
export const AGENT_BILL_PERMISSION_LABELS = {
  'fms/agentBill': AGENT_BILL_TITLES.list,
  'fms/agentBillAge': AGENT_BILL_TITLES.age,
  'fms/agentLedger': AGENT_BILL_TITLES.ledger,
} as const satisfies Record<string, Message>;
