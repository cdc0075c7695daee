import { AGENT_BILL_TITLES, AGENT_FLOW_TYPE_LABELS, FEE_COLUMN_LABELS, l } from '@freightdesk/domain';

/** Screen texts of agent settlement (bills, ageing, ledger); the bill screens' own are reused. */
export const texts = {
  agentBill: {
    title: AGENT_BILL_TITLES.list,
    ageTitle: AGENT_BILL_TITLES.age,
    ledgerTitle: AGENT_BILL_TITLES.ledger,
    agent: FEE_COLUMN_LABELS.agent,
    flowType: AGENT_FLOW_TYPE_LABELS,
    periodHint: l(
      '包含所选期间内已确认、未出账的代理费用（按费用归属时间）',
      'Takes the confirmed, unbilled agent fees whose belong time is within these days',
      'Gồm các phí đại lý đã xác nhận, chưa lập hóa đơn có thời gian thuộc về trong các ngày này',
    ),
    opening: l('期初余额', 'Opening balance', 'Số dư đầu'),
    closing: l('期末余额', 'Closing balance', 'Số dư cuối'),
    billed: l('本期出账', 'Billed', 'Đã lập hóa đơn'),
    billCancelled: l('本期取消', 'Bills cancelled', 'Hóa đơn đã hủy'),
    balanceNow: l('当前应付', 'Owed now', 'Đang nợ'),
    flows: l('应付流水', 'Balance flows', 'Dòng số dư'),
    flowValue: FEE_COLUMN_LABELS.value,
    flowBalance: l('余额', 'Balance', 'Số dư'),
    time: l('发生时间', 'Time', 'Thời gian'),
    period: l('期间', 'Period', 'Khoảng thời gian'),
    chooseAgent: l('请选择代理', 'Choose an agent to see its ledger', 'Chọn đại lý để xem sổ cái'),
  },
};
