import { FIELD_LABELS, l, MESSAGES, RULE_LABELS, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the condition editor shared by the rule screens, in zh-CN, en-US and vi-VN. */
export const texts = {
  ruleEditor: {
    all: l('满足全部', 'All of', 'Thỏa mãn tất cả'),
    any: l('满足任一', 'Any of', 'Thỏa mãn bất kỳ'),
    groupMode: l('组合方式', 'Combine', 'Cách kết hợp'),
    addCondition: l('添加条件', 'Add condition', 'Thêm điều kiện'),
    addGroup: l('添加条件组', 'Add group', 'Thêm nhóm'),
    removeCondition: l('删除条件', 'Remove condition', 'Xóa điều kiện'),
    removeGroup: l('删除条件组', 'Remove group', 'Xóa nhóm'),
    field: FIELD_LABELS.field,
    op: l('比较', 'Comparison', 'So sánh'),
    value: FIELD_LABELS.value,
    min: l('最小值', 'Minimum', 'Nhỏ nhất'),
    max: l('最大值', 'Maximum', 'Lớn nhất'),
    yes: MESSAGES.yes,
    no: MESSAGES.no,
    emptyAll: l(
      '没有条件：匹配所有运单',
      'No conditions: every waybill matches',
      'Không có điều kiện: mọi vận đơn đều khớp',
    ),
    emptyAny: l(
      '没有条件：不匹配任何运单',
      'No conditions: no waybill matches',
      'Không có điều kiện: không vận đơn nào khớp',
    ),
    typeValues: l('输入后回车添加', 'Type and press Enter to add', 'Nhập rồi nhấn Enter để thêm'),
  },
  ruleKind: {
    conditions: RULE_LABELS.condition,
    dryRun: l('试运行', 'Dry run', 'Chạy thử'),
    dryRunOf: l('试运行：{{name}}', 'Dry run: {{name}}', 'Chạy thử: {{name}}'),
    dryRunLimit: l('读取的运单数', 'Waybills to read', 'Số vận đơn đọc'),
    lastWaybills: l('最近 {{n}} 票运单', 'Last {{n}} waybills', '{{n}} vận đơn gần nhất'),
    dryRunCounts: l(
      '检查 {{checked}} 票，条件命中 {{matched}} 票，规则生效 {{applied}} 票',
      '{{checked}} checked, {{matched}} match the conditions, the rule applies to {{applied}}',
      'Đã kiểm tra {{checked}}, {{matched}} khớp điều kiện, quy tắc áp dụng cho {{applied}}',
    ),
    dryRunNoWaybills: l(
      '没有可试运行的运单',
      'No waybills to try the rule on',
      'Không có vận đơn để chạy thử',
    ),
    waybillNo: WAYBILL_FIELD_LABELS.waybillNo!,
    matched: l('条件命中', 'Matches', 'Khớp'),
    applies: l('规则生效', 'Applies', 'Áp dụng'),
    outcome: l('将执行', 'Would do', 'Sẽ thực hiện'),
    facts: l('判定依据', 'Decided by', 'Căn cứ'),
    fixConditions: l('请先修正条件', 'Correct the conditions first', 'Vui lòng sửa điều kiện trước'),
  },
} satisfies TextTree;
