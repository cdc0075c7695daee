import { NUMBER_RULE_PARTS, type NumberDatePattern } from '@freightdesk/domain';
import type { AuthedContext } from '#platform/http/route.ts';
import { datePart, dateParts } from './numbering.service.ts';

const SAMPLE_PREFIX = 'FD';
const SAMPLE_SEQUENCE = '000001';

/**
 * The parts a number rule may combine (smart-numbering form): code, the rule field it is set by,
 * its label in the caller's language and an example (date parts for today, China Standard Time).
 */
export function customRuleList(ctx: AuthedContext) {
  const today = dateParts(ctx.now);
  return NUMBER_RULE_PARTS.map((part) => ({
    code: part.code,
    field: part.field,
    label: part.label[ctx.lang],
    example:
      part.code === 'prefix'
        ? SAMPLE_PREFIX
        : part.code === 'sequence'
          ? SAMPLE_SEQUENCE
          : datePart(part.code as NumberDatePattern, today),
  }));
}
