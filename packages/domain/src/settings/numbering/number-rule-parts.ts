import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { NumberDatePattern } from './numbering.entity.ts';

/**
 * The parts a smart number is made of, in order (`numberRule/customRuleList` answers them with an
 * example for today): the prefix, one of the date patterns, the padded sequence.
 */
export type NumberRulePart =
  | { code: 'prefix'; field: 'prefix' }
  | { code: Exclude<NumberDatePattern, 'none'>; field: 'datePattern' }
  | { code: 'sequence'; field: 'sequenceLength' };

export const NUMBER_RULE_PARTS: readonly (NumberRulePart & { label: Message })[] = [
  { code: 'prefix', field: 'prefix', label: l('前缀', 'Prefix', 'Tiền tố') },
  { code: 'yyMMdd', field: 'datePattern', label: l('年月日(2位年)', 'Date yyMMdd', 'Ngày yyMMdd') },
  { code: 'yyyyMMdd', field: 'datePattern', label: l('年月日(4位年)', 'Date yyyyMMdd', 'Ngày yyyyMMdd') },
  { code: 'yyMM', field: 'datePattern', label: l('年月(2位年)', 'Month yyMM', 'Tháng yyMM') },
  { code: 'sequence', field: 'sequenceLength', label: l('流水号', 'Sequence', 'Số thứ tự') },
];
