import { l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of number rules in zh-CN, en-US and vi-VN. */
export const texts = {
  numberRuleParts: {
    title: l('编号组成', 'Number parts', 'Thành phần số'),
    hint: l(
      '编号 = 前缀 + 日期 + 流水号，例如 {{example}}。',
      'A number is prefix + date + sequence, for example {{example}}.',
      'Số = tiền tố + ngày + số thứ tự, ví dụ {{example}}.',
    ),
    preview: l('预览下一个编号', 'Preview next number', 'Xem trước số tiếp theo'),
    previewResult: l(
      '{{name}}的下一个编号是 {{no}}',
      'The next number of {{name}} is {{no}}',
      'Số tiếp theo của {{name}} là {{no}}',
    ),
  },
} satisfies TextTree;
