import {
  BANK_STATEMENT_MESSAGES,
  BANK_STATEMENT_PERMISSION_LABELS,
  BUSINESS_LOG_ACTIONS,
  bankMatchRule,
  FEE_COLUMN_LABELS,
  L,
  l,
  MATCH_RULE_DIRECTION_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

const MATCHED = l('已匹配', 'Matched', 'Đã khớp');

/** Screen texts of bank statements (lines, import, match, claim) in zh-CN, en-US and vi-VN. */
export const texts = {
  bankStatement: {
    route: { list: BANK_STATEMENT_PERMISSION_LABELS['fms/bankStatement'] },
    fields: {
      tradeTime: l('交易时间', 'Trade time', 'Thời gian giao dịch'),
      amount: l('金额（收正支负）', 'Amount (in +, out −)', 'Số tiền (vào +, ra −)'),
      inValue: MATCH_RULE_DIRECTION_LABELS.in,
      outValue: MATCH_RULE_DIRECTION_LABELS.out,
      counterpartyName: l('对方户名', 'Counterparty', 'Đối tác'),
      counterpartyCard: bankMatchRule.fields.counterpartyCard.label,
      bankRef: l('银行流水号', 'Bank reference', 'Mã tham chiếu ngân hàng'),
      direction: bankMatchRule.fields.direction.label,
      status: l('匹配状态', 'Match status', 'Trạng thái khớp'),
      matchNo: l('匹配单据', 'Matched document', 'Chứng từ đã khớp'),
      rule: l('匹配规则', 'Rule', 'Quy tắc'),
      matchedBy: l('匹配人', 'Matched by', 'Người khớp'),
      keyword: l(
        '对方、摘要或流水号',
        'Counterparty, summary or reference',
        'Đối tác, diễn giải hoặc mã tham chiếu',
      ),
      row: l('行号', 'Row', 'Dòng'),
      value: FEE_COLUMN_LABELS.value,
    },
    tabs: {
      unmatched: l('未匹配', 'Unmatched', 'Chưa khớp'),
      matched: MATCHED,
      all: L.all,
    },
    kind: {
      flow: l('已匹配流水', 'Matched to a flow', 'Khớp dòng tiền'),
      book: l('已记收支', 'Booked', 'Đã ghi thu chi'),
      claim: l('待认领', 'Sent to claim', 'Chờ nhận'),
    },
    totals: l(
      '收入 {{in}}，支出 {{out}}，已匹配 {{matched}}，未匹配 {{unmatched}}',
      'In {{in}}, out {{out}}, matched {{matched}}, unmatched {{unmatched}}',
      'Vào {{in}}, ra {{out}}, đã khớp {{matched}}, chưa khớp {{unmatched}}',
    ),
    actions: l('操作', 'Actions', 'Thao tác'),
    import: {
      open: l('导入银行流水', 'Import a statement', 'Nhập sao kê'),
      account: l('导入到账户', 'Into account', 'Vào tài khoản'),
      file: l('流水文件（xlsx 或 csv）', 'Statement file (xlsx or csv)', 'Tệp sao kê (xlsx hoặc csv)'),
      pick: l('选择文件', 'Choose a file', 'Chọn tệp'),
      next: l('下一步：对应列', 'Next: map the columns', 'Tiếp: ghép cột'),
      mapping: l('文件的列', "The file's columns", 'Các cột của tệp'),
      remembered: l(
        '已按该账户上次的列对应填好',
        "Filled in as this account's last import mapped them",
        'Đã điền theo cách ghép của lần nhập trước của tài khoản',
      ),
      guessed: l(
        '按表头猜测了列对应，请核对；导入后为该账户记住',
        'Guessed from the headers: check them; they are remembered for the account',
        'Đoán theo tiêu đề: hãy kiểm tra; sẽ được ghi nhớ cho tài khoản',
      ),
      amountHelp: l(
        '金额填一列（收正支负），或分别填收入和支出两列',
        'Map one amount column (in +, out −), or the money-in and money-out columns',
        'Ghép một cột số tiền (vào +, ra −), hoặc hai cột tiền vào và tiền ra',
      ),
      rows: l('共 {{count}} 行', '{{count}} rows', '{{count}} dòng'),
      submit: BUSINESS_LOG_ACTIONS.import,
      done: l(
        '导入 {{added}} 行；{{duplicates}} 行已导入过，未重复导入',
        '{{added}} lines imported; {{duplicates}} were imported before and were left out',
        'Đã nhập {{added}} dòng; {{duplicates}} dòng đã nhập trước đó nên bỏ qua',
      ),
      needTime: l('请选择交易时间列', 'Choose the trade time column', 'Hãy chọn cột thời gian giao dịch'),
      needAmount: l(
        '请选择金额列，或收入、支出列',
        'Choose the amount column, or the money-in and money-out columns',
        'Hãy chọn cột số tiền, hoặc cột tiền vào và tiền ra',
      ),
    },
    smart: {
      run: l('智能分类', 'Smart category', 'Phân loại thông minh'),
      done: l(
        '匹配 {{matched}}，记收支 {{booked}}，转待认领 {{claimed}}；仍未匹配 {{unmatched}}',
        '{{matched}} matched, {{booked}} booked, {{claimed}} sent to claim; {{unmatched}} still unmatched',
        'Khớp {{matched}}, ghi thu chi {{booked}}, chuyển chờ nhận {{claimed}}; còn {{unmatched}} chưa khớp',
      ),
    },
    match: {
      open: l('匹配', 'Match', 'Khớp'),
      title: l(
        '匹配第 {{row}} 行：{{value}}',
        'Match row {{row}}: {{value}}',
        'Khớp dòng {{row}}: {{value}}',
      ),
      none: BANK_STATEMENT_MESSAGES.accountFlowNoMatch,
      choose: l('选择', 'Choose', 'Chọn'),
      done: MATCHED,
    },
    unmatch: {
      open: l('取消匹配', 'Unmatch', 'Bỏ khớp'),
      confirm: l(
        '取消第 {{row}} 行的匹配？已记的收支保留。',
        'Unmatch row {{row}}? A booked income or expense stays booked.',
        'Bỏ khớp dòng {{row}}? Khoản thu chi đã ghi vẫn giữ nguyên.',
      ),
      done: l('已取消匹配', 'Unmatched', 'Đã bỏ khớp'),
    },
    claim: {
      open: l('转待认领', 'Send to claim', 'Chuyển chờ nhận'),
      confirm: l(
        '把第 {{row}} 行（{{value}}）登记为待认领收款？',
        'Register row {{row}} ({{value}}) as an unclaimed receipt?',
        'Ghi dòng {{row}} ({{value}}) thành phiếu thu chờ nhận?',
      ),
      done: l(
        '已登记收款 {{chargeNo}}，待认领',
        'Receipt {{chargeNo}} registered, waiting to be claimed',
        'Đã ghi phiếu thu {{chargeNo}}, chờ nhận',
      ),
    },
  },
} satisfies TextTree;
