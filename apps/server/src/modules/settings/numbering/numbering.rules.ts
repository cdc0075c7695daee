import Decimal from 'decimal.js';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/** Number segment: the start is not after the end, and a current number lies within the segment. */
export const numberSegmentRules: EntityRules = {
  check: (values, { rt }) => {
    const start = new Decimal(String(values.startNo));
    const end = new Decimal(String(values.endNo));
    if (start.gt(end))
      return {
        fields: ['startNo', 'endNo'],
        error: new BizError('maxValue', [{ label: rt.labels.startNo! }, { label: rt.labels.endNo! }]),
      };
    const current = values.currentNo;
    if (current !== null && current !== undefined) {
      const c = new Decimal(String(current));
      if (c.lt(start) || c.gt(end))
        return {
          fields: ['currentNo'],
          error: new BizError('outOfRange', [
            { label: rt.labels.currentNo! },
            start.toFixed(0),
            end.toFixed(0),
          ]),
        };
    }
    return undefined;
  },
};
