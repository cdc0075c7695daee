import { checkSurchargeTemplateRow } from '@freightdesk/domain';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/**
 * Surcharge template: the formula (or fixed amount) cannot be empty — on the form and on each import
 * row (the failure-reason dialog gives the row). A formula the engine cannot evaluate is not refused
 * here: the quote shows its error on the fee line, as for any surcharge.
 */
export const surchargeTemplateRules: EntityRules = {
  check: (values) =>
    checkSurchargeTemplateRow(values, 0)
      ? { fields: ['formula'], error: new BizError('surchargeTemplateFormulaRequired') }
      : undefined,
};
