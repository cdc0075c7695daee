import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals of a rule condition, addressed by path so a form shows each under its input. */
export const RULE_MESSAGES = {
  ruleFieldUnknown: {
    'zh-CN': '字段{0}不能用于规则条件',
    'en-US': 'Field {0} cannot be tested by a rule',
    'vi-VN': 'Trường {0} không dùng được trong điều kiện quy tắc',
  },
  ruleOpNotAllowed: {
    'zh-CN': '{0}不支持“{1}”',
    'en-US': '{0} cannot be compared with "{1}"',
    'vi-VN': '{0} không hỗ trợ phép so sánh "{1}"',
  },
  ruleValueRequired: {
    'zh-CN': '请填写{0}的值',
    'en-US': 'Enter a value for {0}',
    'vi-VN': 'Vui lòng nhập giá trị cho {0}',
  },
  ruleValueNotNumber: {
    'zh-CN': '{0}的值须为数字',
    'en-US': 'The value of {0} must be a number',
    'vi-VN': 'Giá trị của {0} phải là số',
  },
  ruleValueNotInteger: {
    'zh-CN': '{0}的值须为整数',
    'en-US': 'The value of {0} must be a whole number',
    'vi-VN': 'Giá trị của {0} phải là số nguyên',
  },
  ruleValueNotBoolean: {
    'zh-CN': '{0}的值须为“是”或“否”',
    'en-US': 'The value of {0} must be yes or no',
    'vi-VN': 'Giá trị của {0} phải là có hoặc không',
  },
  ruleValueNotText: {
    'zh-CN': '{0}的值须为文本',
    'en-US': 'The value of {0} must be text',
    'vi-VN': 'Giá trị của {0} phải là văn bản',
  },
  ruleValueNotOption: {
    'zh-CN': '{1}不是{0}的可选值',
    'en-US': '{1} is not an option of {0}',
    'vi-VN': '{1} không phải là lựa chọn của {0}',
  },
  ruleValueListRequired: {
    'zh-CN': '请为{0}至少选择一个值',
    'en-US': 'Choose at least one value for {0}',
    'vi-VN': 'Vui lòng chọn ít nhất một giá trị cho {0}',
  },
  ruleBetweenMinAboveMax: {
    'zh-CN': '{0}的最小值不能大于最大值',
    'en-US': 'The minimum of {0} cannot be greater than its maximum',
    'vi-VN': 'Giá trị nhỏ nhất của {0} không được lớn hơn giá trị lớn nhất',
  },
  ruleGroupTooDeep: {
    'zh-CN': '条件组最多嵌套{0}层',
    'en-US': 'Condition groups can be nested at most {0} deep',
    'vi-VN': 'Nhóm điều kiện lồng nhau tối đa {0} cấp',
  },
  ruleValidToBeforeFrom: {
    'zh-CN': '失效时间不能早于生效时间',
    'en-US': 'Valid to cannot be before valid from',
    'vi-VN': 'Thời điểm hết hiệu lực không được trước thời điểm bắt đầu hiệu lực',
  },
} as const satisfies Record<string, Message>;
