import { listLabel } from '#platform/entity/entity-check.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

const PLACE_FIELDS = ['state', 'city', 'postcode'] as const;

/** City postcode library: state, city and postcode cannot all be empty (back-office §5). */
export const cityPostcodeRules: EntityRules = {
  check: (values, { rt }) => {
    if (PLACE_FIELDS.some((k) => values[k] !== null && values[k] !== undefined && values[k] !== ''))
      return undefined;
    return {
      fields: PLACE_FIELDS,
      error: new BizError('cannotAllBeEmpty', [{ label: listLabel(rt, PLACE_FIELDS) }]),
    };
  },
};
