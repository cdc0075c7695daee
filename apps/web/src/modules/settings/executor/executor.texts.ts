import { EXECUTOR_LABELS, FIELD_LABELS, L, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the executor screen's actions editor, in zh-CN, en-US and vi-VN. */
export const texts = {
  executor: {
    actions: EXECUTOR_LABELS.actions,
    addAction: l('添加动作', 'Add action', 'Thêm hành động'),
    removeAction: l('删除动作', 'Remove action', 'Xóa hành động'),
    addHeader: l('添加请求头', 'Add header', 'Thêm tiêu đề'),
    headerName: L.name,
    headerValue: FIELD_LABELS.value,
    noActions: l('还没有动作', 'No actions yet', 'Chưa có hành động'),
    row: l('第 {{n}} 行', 'Row {{n}}', 'Dòng {{n}}'),
    placeholders: l(
      '可用占位符：{waybillNo} {customerCode} {status} {event}',
      'Placeholders: {waybillNo} {customerCode} {status} {event}',
      'Biến thay thế: {waybillNo} {customerCode} {status} {event}',
    ),
  },
} satisfies TextTree;
