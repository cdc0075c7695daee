import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals of a price table's special freight and append-rule rows ({0} the list, {1} the row from 1). */
export const PRICE_SUB_ROW_MESSAGES = {
  pricingSubRowIssue: {
    'zh-CN': '{0}第{1}行：{2}',
    'en-US': '{0} row {1}: {2}',
    'vi-VN': '{0} dòng {1}: {2}',
  },
  pricingSubRowRangeOrder: {
    'zh-CN': '{0}第{1}行：结束重量必须大于起始重量',
    'en-US': '{0} row {1}: the end weight must be greater than the start weight',
    'vi-VN': '{0} dòng {1}: trọng lượng kết thúc phải lớn hơn trọng lượng bắt đầu',
  },
  pricingSubRowFormula: {
    'zh-CN': '{0}第{1}行：公式无法计算（{2}）',
    'en-US': '{0} row {1}: the formula cannot be evaluated ({2})',
    'vi-VN': '{0} dòng {1}: không tính được công thức ({2})',
  },
  pricingAppendRuleValueRequired: {
    'zh-CN': '{0}第{1}行：值不能为空',
    'en-US': '{0} row {1}: the value cannot be empty',
    'vi-VN': '{0} dòng {1}: giá trị không được để trống',
  },
  pricingAppendRuleFormulaRequired: {
    'zh-CN': '{0}第{1}行：自定义方式请填写公式',
    'en-US': '{0} row {1}: a custom rule needs a formula',
    'vi-VN': '{0} dòng {1}: cách tính tùy chỉnh cần có công thức',
  },
} as const satisfies Record<string, Message>;
