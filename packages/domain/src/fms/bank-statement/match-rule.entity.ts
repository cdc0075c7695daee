import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';
import { CASH_ACCOUNT_LABEL, COUNTERPARTY_ACCOUNT_LABEL } from '../cash-account/index.ts';
import { subject } from '../subject/index.ts';

/** Which statement lines a rule looks at. */
export const MATCH_RULE_DIRECTION_LABELS = {
  any: L.all,
  in: l('收入', 'Money in', 'Tiền vào'),
  out: l('支出', 'Money out', 'Tiền ra'),
};
export const MATCH_RULE_DIRECTIONS = options(
  ['any', MATCH_RULE_DIRECTION_LABELS.any],
  ['in', MATCH_RULE_DIRECTION_LABELS.in],
  ['out', MATCH_RULE_DIRECTION_LABELS.out],
);

/**
 * What a rule does with a line it fits: match it to our unmatched account flow of the same amount
 * (a receipt, payment, transfer, income or expense already recorded), book it as income or expense
 * under a subject, or send an incoming line to charge claim as an unclaimed receipt.
 */
export const MATCH_RULE_ACTIONS = options(
  ['matchFlow', l('匹配账户流水', 'Match our account flow', 'Khớp dòng tiền đã ghi')],
  ['book', l('记为收支', 'Book as income or expense', 'Ghi thành thu chi')],
  ['claim', l('转入待认领', 'Send to charge claim', 'Chuyển sang chờ nhận')],
);

/**
 * Smart category rules of bank statements (spec back-office §7 accountFlow "smart category"): the
 * enabled rules are tried in their order on each unmatched line; the first rule whose every filled
 * condition fits the line wins. docs/finance.md "Bank statements".
 */
export const bankMatchRule = defineEntity({
  name: 'bankMatchRule',
  api: 'fms/bankMatchRule',
  table: 'fms_bank_match_rule',
  title: l('流水匹配规则', 'Statement matching rules', 'Quy tắc khớp sao kê'),
  permission: 'fms/bankMatchRule',
  actions: ['insert', 'update', 'delete', 'export'],
  labelField: 'name',
  menuGroup: 'fms',
  route: '/fms/bank-match-rule',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    name: field.text(L.name, { max: 100, required: true, unique: true, search: 'keyword', sortable: true }),
    sort: field.int(L.sort, {
      min: 0,
      max: 9999,
      default: 100,
      required: true,
      sortable: true,
      help: l(
        '小的先试，第一条符合的规则生效',
        'Lower first; the first rule that fits wins',
        'Số nhỏ thử trước; quy tắc đầu tiên khớp được áp dụng',
      ),
    }),
    enabled: field.bool(L.enabled, { default: true, search: 'eq' }),
    accountId: field.ref(CASH_ACCOUNT_LABEL, {
      entity: 'cashAccount',
      labelField: 'name',
      search: 'eq',
      help: l('为空表示所有账户', 'Empty means every account', 'Để trống là mọi tài khoản'),
    }),
    direction: field.enum(subject.fields.direction.label, {
      options: MATCH_RULE_DIRECTIONS,
      required: true,
      default: 'any',
      search: 'eq',
    }),
    minValue: field.decimal(l('最小金额', 'Smallest amount', 'Số tiền nhỏ nhất'), {
      scale: 2,
      min: '0',
      max: '9999999999.99',
    }),
    maxValue: field.decimal(l('最大金额', 'Largest amount', 'Số tiền lớn nhất'), {
      scale: 2,
      min: '0',
      max: '9999999999.99',
    }),
    counterpartyName: field.text(l('对方户名包含', 'Counterparty name contains', 'Tên đối tác chứa'), {
      max: 100,
    }),
    counterpartyCard: field.text(COUNTERPARTY_ACCOUNT_LABEL, { max: 50 }),
    summaryPattern: field.text(l('摘要包含', 'Summary contains', 'Diễn giải chứa'), { max: 100 }),
    action: field.enum(l('动作', 'Action', 'Hành động'), {
      options: MATCH_RULE_ACTIONS,
      required: true,
      default: 'matchFlow',
      search: 'eq',
    }),
    subjectId: field.ref(subject.title, {
      entity: 'subject',
      labelField: 'name',
      help: l(
        '动作为记为收支时必填',
        'Required to book as income or expense',
        'Bắt buộc khi ghi thành thu chi',
      ),
    }),
    dayWindow: field.int(l('日期相差天数', 'Days apart at most', 'Chênh lệch ngày tối đa'), {
      min: 0,
      max: 90,
      default: 7,
      help: l(
        '匹配账户流水时，双方时间最多相差的天数',
        'For matching flows: how far apart the two times may be',
        'Khi khớp dòng tiền: hai thời điểm cách nhau tối đa',
      ),
    }),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
