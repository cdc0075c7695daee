import { FIELD_LABELS, l, MESSAGES } from '@freightdesk/domain';
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
} satisfies TextTree;
