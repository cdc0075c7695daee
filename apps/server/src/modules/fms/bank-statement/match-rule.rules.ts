import Decimal from 'decimal.js';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/** Smart category rules: booking needs a subject; the amount range is not upside down. */
export const matchRuleRules: EntityRules = {
  check: async (values) => {
    if (values.action === 'book' && !values.subjectId)
      return { fields: ['subjectId'], error: new BizError('matchRuleSubjectRequired') };
    const min = values.minValue;
    const max = values.maxValue;
    if (
      min !== null &&
      min !== undefined &&
      max !== null &&
      max !== undefined &&
      new Decimal(String(min)).gt(String(max))
    )
      return { fields: ['minValue'], error: new BizError('matchRuleValueRange') };
    return undefined;
  },
};
