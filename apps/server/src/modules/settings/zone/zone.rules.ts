import { checkZoneRows, ZONE_ROW_LABELS, type ZoneRow, zoneRowsSchema } from '@freightdesk/domain';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';
import { subConfigRules } from '../sub-config.ts';

const rows = subConfigRules([{ key: 'zones', schema: zoneRowsSchema, labels: ZONE_ROW_LABELS }]);

/**
 * Zone scheme: the `zones` rows are zone rows (defaults filled in, pasted country codes and postcode
 * prefixes split); none may be all empty ("zone row values all empty at sequence {0}") or nameless
 * ("zone name empty at sequence {0}"); `zoneCount` is the number of rows.
 */
export const zoneRules: EntityRules = {
  normalize: (values) => {
    const out = rows.normalize(values);
    if ('zones' in out) out.zoneCount = Array.isArray(out.zones) ? out.zones.length : 0;
    return out;
  },
  check: (values, { rt }) => {
    const shape = rows.check(values, rt);
    if (shape) return shape;
    const issue = checkZoneRows((values.zones ?? []) as ZoneRow[]);
    if (!issue) return undefined;
    return { fields: ['zones'], error: new BizError(issue.key, [issue.sequence]) };
  },
};
