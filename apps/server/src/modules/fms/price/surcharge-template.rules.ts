import { checkSurchargeTemplateRow, parseFormula, type RuleFailure } from '@freightdesk/domain';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/**
 * Surcharge template: the formula (or fixed amount) cannot be empty — on the form and on each import
 * row (the failure-reason dialog gives the row) — and must be a formula the engine can read.
 */
export const surchargeTemplateRules: EntityRules = {
  check: (values) => {
    if (checkSurchargeTemplateRow(values, 0)) {
      return { fields: ['formula'], error: new BizError('surchargeTemplateFormulaRequired') };
    }
    const parsed = parseFormula(String(values.formula));
    if (!('type' in parsed)) {
      const failure = parsed as RuleFailure;
      return { fields: ['formula'], error: new BizError(failure.key, failure.params) };
    }
    return undefined;
  },
};
